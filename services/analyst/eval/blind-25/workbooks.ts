/**
 * The books of the twenty-fifth blind set. Each book gets its own random stream, seeded from
 * SEED and its name, so adding or editing one book leaves the others' data unchanged.
 */
import { beekeeperMultisheet } from './books/beekeeper-multisheet';
import { bouncyCastleLoan } from './books/bouncy-castle-loan';
import { campsiteBudget } from './books/campsite-budget';
import { carpenterJobs } from './books/carpenter-jobs';
import { distilleryExports } from './books/distillery-exports';
import { framerOrders } from './books/framer-orders';
import { gamesCafeBank } from './books/games-cafe-bank';
import { interpreterArAging } from './books/interpreter-ar-aging';
import { karateDojo } from './books/karate-dojo';
import { mobileMechanicQb } from './books/mobile-mechanic-qb';
import { petCrematorium } from './books/pet-crematorium';
import { physioPayroll } from './books/physio-payroll';
import { removalsExpenses } from './books/removals-expenses';
import { roofingInventory } from './books/roofing-inventory';
import { shoeRepair } from './books/shoe-repair';
import { tutorMrr } from './books/tutor-mrr';
import { vegBoxCashflow } from './books/veg-box-cashflow';
import { SEED, makeRng, type BookDef, type BuiltBook } from './lib';

export const BOOKS: BookDef[] = [
  karateDojo,
  shoeRepair,
  removalsExpenses,
  petCrematorium,
  mobileMechanicQb,
  interpreterArAging,
  gamesCafeBank,
  physioPayroll,
  roofingInventory,
  distilleryExports,
  campsiteBudget,
  vegBoxCashflow,
  beekeeperMultisheet,
  bouncyCastleLoan,
  framerOrders,
  tutorMrr,
  carpenterJobs,
];

function seedFor(name: string): number {
  let h = SEED;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h;
}

let built: Promise<Map<string, BuiltBook>> | undefined;

/** Builds every book once (bytes, questions, checks), in BOOKS order. */
export function buildBooks(): Promise<Map<string, BuiltBook>> {
  built ??= (async () => {
    const out = new Map<string, BuiltBook>();
    for (const b of BOOKS) out.set(b.name, await b.build(makeRng(seedFor(b.name))));
    return out;
  })();
  return built;
}
