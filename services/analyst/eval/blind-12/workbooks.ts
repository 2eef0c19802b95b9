/** The blind-12 books, one module each under books/ (generator and questions side by side). */
import { barberMultisheet } from './books/barber-multisheet';
import { bikeRepair } from './books/bike-repair';
import { campervanLoan } from './books/campervan-loan';
import { campsiteCompare } from './books/campsite-compare';
import { dogdaycareMrr } from './books/dogdaycare-mrr';
import { florist } from './books/florist';
import { foodtruckBank } from './books/foodtruck-bank';
import { locksmithStock } from './books/locksmith-stock';
import { printingAging } from './books/printing-aging';
import { removalsExpenses } from './books/removals-expenses';
import { roofing } from './books/roofing';
import { taproom } from './books/taproom';
import { tutoringPayroll } from './books/tutoring-payroll';
import { vineyardCashflow } from './books/vineyard-cashflow';
import { weddingBudget } from './books/wedding-budget';
import { yoga } from './books/yoga';
import type { BlindBook } from './kit';

export const BOOKS: BlindBook[] = [
  florist,
  bikeRepair,
  roofing,
  taproom,
  yoga,
  printingAging,
  foodtruckBank,
  tutoringPayroll,
  locksmithStock,
  campsiteCompare,
  weddingBudget,
  vineyardCashflow,
  dogdaycareMrr,
  removalsExpenses,
  barberMultisheet,
  campervanLoan,
];

/** Generates every workbook's bytes, keyed by book name. */
export async function buildBooks(): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  for (const b of BOOKS) out.set(b.name, await b.build());
  return out;
}
