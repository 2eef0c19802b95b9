/**
 * The blind hold-out's workbooks: sixteen shapes small businesses keep, generated from a seed
 * with exceljs. Each spec holds the generator's data, from which questions.ts computes every
 * expected figure in integer cents (never from the engine).
 */
import { agencyCashflow } from './books/agency-cashflow';
import { agencyQbPl } from './books/agency-qb-pl';
import { bakerySales } from './books/bakery-sales';
import { bakeryTwoYear } from './books/bakery-two-year';
import { bistroPnl } from './books/bistro-pnl';
import { cafeBudget } from './books/cafe-budget';
import { clinicPayroll } from './books/clinic-payroll';
import { dentalExpenses } from './books/dental-expenses';
import { dentalLoan } from './books/dental-loan';
import { hardwareInventory } from './books/hardware-inventory';
import { hardwareSalesLog } from './books/hardware-sales-log';
import { saasMrr } from './books/saas-mrr';
import { shopOrders } from './books/shop-orders';
import { storeBank } from './books/store-bank';
import { truckingArAging } from './books/trucking-ar-aging';
import { truckingFleet } from './books/trucking-fleet';
import type { BookSpec, BuiltBook } from './types';

/** The seed the set was written and first run with. */
export const BLIND_SEED = 2411;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each spec has its own facts type
export const BLIND_SPECS: Array<BookSpec<any>> = [
  bakerySales,
  hardwareSalesLog,
  dentalExpenses,
  bistroPnl,
  agencyQbPl,
  truckingArAging,
  storeBank,
  clinicPayroll,
  hardwareInventory,
  bakeryTwoYear,
  cafeBudget,
  agencyCashflow,
  truckingFleet,
  shopOrders,
  saasMrr,
  dentalLoan,
];

export interface BlindBook extends BuiltBook<unknown> {
  spec: BookSpec<unknown>;
}

/** Builds every book; each gets its own seed derived from the set's seed and its position. */
export async function buildBlindBooks(seed = BLIND_SEED): Promise<Map<string, BlindBook>> {
  const books = new Map<string, BlindBook>();
  for (const [i, spec] of BLIND_SPECS.entries()) {
    const built = await spec.build(seed * 31 + i);
    books.set(spec.name, { ...built, spec });
  }
  return books;
}
