/** Every book of the blind-7 set, built from its generator (seed 7411). */
import type { BlindBook } from './kit';
import { build as vetClinic } from './books/vet-clinic';
import { build as foodTruck } from './books/food-truck';
import { build as yogaStudio } from './books/yoga-studio';
import { build as landscaping } from './books/landscaping';
import { build as breweryQb } from './books/brewery-qb';
import { build as mspAging } from './books/msp-aging';
import { build as guesthouseBank } from './books/guesthouse-bank';
import { build as tutoringPayroll } from './books/tutoring-payroll';
import { build as bikeInventory } from './books/bike-inventory';
import { build as carwashCompare } from './books/carwash-compare';
import { build as photoBudget } from './books/photo-budget';
import { build as cleaningCashflow } from './books/cleaning-cashflow';
import { build as dogwalkLoan } from './books/dogwalk-loan';
import { build as bookshopMulti } from './books/bookshop-multi';
import { build as tailorOrders } from './books/tailor-orders';
import { build as cleaningMrr } from './books/cleaning-mrr';

const BUILDERS = [
  vetClinic,
  foodTruck,
  yogaStudio,
  landscaping,
  breweryQb,
  mspAging,
  guesthouseBank,
  tutoringPayroll,
  bikeInventory,
  carwashCompare,
  photoBudget,
  cleaningCashflow,
  dogwalkLoan,
  bookshopMulti,
  tailorOrders,
  cleaningMrr,
];

export async function buildBlind7(): Promise<BlindBook[]> {
  const books: BlindBook[] = [];
  for (const build of BUILDERS) books.push(await build());
  return books;
}
