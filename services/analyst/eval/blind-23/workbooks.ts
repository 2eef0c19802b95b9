/** The books of blind set 23, in a fixed order. */
import { architectsCompare } from './books/architects-compare';
import { bikeRepair } from './books/bike-repair';
import { ciderPnl } from './books/cider-pnl';
import { climbingMrr } from './books/climbing-mrr';
import { dogGroomerQb } from './books/dog-groomer-qb';
import { escapeBudget } from './books/escape-budget';
import { farmShopStock } from './books/farm-shop-stock';
import { hostelBank } from './books/hostel-bank';
import { locksmithAging } from './books/locksmith-aging';
import { potteryExpenses } from './books/pottery-expenses';
import { printShopOrders } from './books/print-shop-orders';
import { solarCashflow } from './books/solar-cashflow';
import { tattooPayroll } from './books/tattoo-payroll';
import { translationRetainers } from './books/translation-retainers';
import { upholsteryJobs } from './books/upholstery-jobs';
import { weddingPhoto } from './books/wedding-photo';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  bikeRepair,
  weddingPhoto,
  potteryExpenses,
  ciderPnl,
  dogGroomerQb,
  locksmithAging,
  hostelBank,
  tattooPayroll,
  farmShopStock,
  climbingMrr,
  architectsCompare,
  escapeBudget,
  solarCashflow,
  translationRetainers,
  upholsteryJobs,
  printShopOrders,
];
