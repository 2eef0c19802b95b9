/**
 * The sixteen workbooks of blind set 16 (seed 16601). Each book's generator and its
 * questions live side by side in books/<name>.ts; this module lists them and builds them.
 */
import type { BlindBook, BuiltBook } from './lib';
import { bikeBank } from './books/bike-bank';
import { carWash } from './books/car-wash';
import { climbingMrr } from './books/climbing-mrr';
import { coffeeOrders } from './books/coffee-orders';
import { ferryPl } from './books/ferry-pl';
import { foodtruckPayroll } from './books/foodtruck-payroll';
import { hotelQuickbooks } from './books/hotel-quickbooks';
import { landscapingBudget } from './books/landscaping-budget';
import { musicCashflow } from './books/music-cashflow';
import { petGrooming } from './books/pet-grooming';
import { pharmacyAr } from './books/pharmacy-ar';
import { plumbingLoan } from './books/plumbing-loan';
import { potteryExpenses } from './books/pottery-expenses';
import { solarJobs } from './books/solar-jobs';
import { translationYoy } from './books/translation-yoy';
import { vineyardMulti } from './books/vineyard-multi';

export const BLIND16_BOOKS: readonly BlindBook[] = [
  petGrooming,
  carWash,
  potteryExpenses,
  ferryPl,
  hotelQuickbooks,
  solarJobs,
  bikeBank,
  pharmacyAr,
  climbingMrr,
  foodtruckPayroll,
  translationYoy,
  landscapingBudget,
  coffeeOrders,
  musicCashflow,
  vineyardMulti,
  plumbingLoan,
];

/** Builds every book (bytes, questions, independent checks), keyed by book name. */
export async function buildBlind16(): Promise<Map<string, BuiltBook>> {
  const built = new Map<string, BuiltBook>();
  for (const book of BLIND16_BOOKS) built.set(book.name, await book.build());
  return built;
}
