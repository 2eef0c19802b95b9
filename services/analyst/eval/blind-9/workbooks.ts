/**
 * The blind-9 books, in one list. Each book's generator and its questions live side by side
 * in books/<name>.ts.
 */
import { boatHireQb } from './books/boat-hire-qb';
import { bridalLoan } from './books/bridal-loan';
import { cafeOrders } from './books/cafe-orders';
import { chiroFees } from './books/chiro-fees';
import { ebikeCashflow } from './books/ebike-cashflow';
import { farmProduce } from './books/farm-produce';
import { farmshopBank } from './books/farmshop-bank';
import { ginOutlets } from './books/gin-outlets';
import { groomingExpenses } from './books/grooming-expenses';
import { hvacJobs } from './books/hvac-jobs';
import { musicPayroll } from './books/music-payroll';
import { pilatesMembers } from './books/pilates-members';
import { practiceArAging } from './books/practice-ar-aging';
import { printshopStock } from './books/printshop-stock';
import { removalsBudget } from './books/removals-budget';
import { taproomApAging } from './books/taproom-ap-aging';
import { translationPl } from './books/translation-pl';
import type { BlindBook } from './kit';

export const BOOKS: BlindBook[] = [
  chiroFees,
  cafeOrders,
  groomingExpenses,
  translationPl,
  boatHireQb,
  practiceArAging,
  farmshopBank,
  musicPayroll,
  printshopStock,
  ginOutlets,
  removalsBudget,
  ebikeCashflow,
  bridalLoan,
  pilatesMembers,
  hvacJobs,
  farmProduce,
  taproomApAging,
];
