/** The books of blind hold-out 22, each generator beside its own questions in books/. */
import { agencyMrr } from './books/agency-mrr';
import { butcherBudget } from './books/butcher-budget';
import { candleOrders } from './books/candle-orders';
import { carpenterJobs } from './books/carpenter-jobs';
import { choirLoan } from './books/choir-loan';
import { dentalPayroll } from './books/dental-payroll';
import { engineerQb } from './books/engineer-qb';
import { fencingAr } from './books/fencing-ar';
import { iceCreamVan } from './books/ice-cream-van';
import { laundryExpenses } from './books/laundry-expenses';
import { musicSchool } from './books/music-school';
import { paddleCashflow } from './books/paddle-cashflow';
import { pilatesPnl } from './books/pilates-pnl';
import { stationeryStock } from './books/stationery-stock';
import { teaTwoYear } from './books/tea-two-year';
import { windowBank } from './books/window-bank';
import type { BlindBook } from './lib';

export const BOOKS: readonly BlindBook[] = [
  iceCreamVan,
  candleOrders,
  laundryExpenses,
  pilatesPnl,
  engineerQb,
  fencingAr,
  windowBank,
  dentalPayroll,
  stationeryStock,
  teaTwoYear,
  butcherBudget,
  paddleCashflow,
  musicSchool,
  agencyMrr,
  carpenterJobs,
  choirLoan,
];
