/**
 * The blind-13 books, in a fixed order. Each book's generator and questions live side by side
 * in books/<name>.ts.
 */
import { bakerySites } from './books/bakery-sites';
import { bookshopPl } from './books/bookshop-pl';
import { breweryBank } from './books/brewery-bank';
import { coworkingMrr } from './books/coworking-mrr';
import { dentalLabAging } from './books/dental-lab-aging';
import { detailerInventory } from './books/detailer-inventory';
import { escapeRoomExpenses } from './books/escape-room-expenses';
import { farmShopMulti } from './books/farm-shop-multi';
import { kennelLoan } from './books/kennel-loan';
import { landscapingQb } from './books/landscaping-qb';
import { mspBudget } from './books/msp-budget';
import { musicSchoolPayroll } from './books/music-school-payroll';
import { physioCashflow } from './books/physio-cashflow';
import { plumbingJobs } from './books/plumbing-jobs';
import { potteryTwoYear } from './books/pottery-two-year';
import type { BlindBook } from './kit';

export const BOOKS: BlindBook[] = [
  bakerySites,
  plumbingJobs,
  escapeRoomExpenses,
  bookshopPl,
  landscapingQb,
  dentalLabAging,
  breweryBank,
  coworkingMrr,
  musicSchoolPayroll,
  detailerInventory,
  potteryTwoYear,
  mspBudget,
  physioCashflow,
  farmShopMulti,
  kennelLoan,
];
