/**
 * The blind-4 workbooks: every book is generated from seed 4127 (each with its own stream so
 * that changing one book leaves the others as they are).
 */
import { buildAccountingQbo } from './books/accounting-qbo';
import { buildAgencyPayroll } from './books/agency-payroll';
import { buildBikeShop } from './books/bike-shop';
import { buildBnbTwoYear } from './books/bnb-two-year';
import { buildBookstoreLoan } from './books/bookstore-loan';
import { buildBreweryBudget } from './books/brewery-budget';
import { buildCateringLog } from './books/catering-log';
import { buildGroomerMulti } from './books/groomer-multi';
import { buildLaundromatBank } from './books/laundromat-bank';
import { buildMspMrr } from './books/msp-mrr';
import { buildPharmacyStock } from './books/pharmacy-stock';
import { buildPhotoCashflow } from './books/photo-cashflow';
import { buildPlumbingExpenses } from './books/plumbing-expenses';
import { buildTeaOrders } from './books/tea-orders';
import { buildWholesaleAr } from './books/wholesale-ar';
import { buildYogaPnl } from './books/yoga-pnl';
import { makeRng, type Rng } from './kit/rng';
import type { BuiltBook } from './kit/types';

export const BLIND4_SEED = 4127;

const BUILDERS = {
  'bike-shop': buildBikeShop,
  'catering-log': buildCateringLog,
  'plumbing-expenses': buildPlumbingExpenses,
  'yoga-pnl': buildYogaPnl,
  'accounting-qbo': buildAccountingQbo,
  'wholesale-ar': buildWholesaleAr,
  'laundromat-bank': buildLaundromatBank,
  'agency-payroll': buildAgencyPayroll,
  'pharmacy-stock': buildPharmacyStock,
  'bnb-two-year': buildBnbTwoYear,
  'brewery-budget': buildBreweryBudget,
  'groomer-multi': buildGroomerMulti,
  'photo-cashflow': buildPhotoCashflow,
  'bookstore-loan': buildBookstoreLoan,
  'msp-mrr': buildMspMrr,
  'tea-orders': buildTeaOrders,
} satisfies Record<string, (r: Rng) => Promise<BuiltBook>>;

export type Blind4BookName = keyof typeof BUILDERS;
export type Blind4Books = Record<Blind4BookName, BuiltBook>;

export async function buildBlind4Books(seed = BLIND4_SEED): Promise<Blind4Books> {
  const out = {} as Blind4Books;
  const names = Object.keys(BUILDERS) as Blind4BookName[];
  for (const [i, name] of names.entries()) {
    out[name] = await BUILDERS[name](makeRng(seed + 7919 * i));
  }
  return out;
}
