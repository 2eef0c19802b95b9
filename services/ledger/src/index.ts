export { ledgerService } from './plugin';
export { monthlyActuals, bankNetSince } from './actuals/monthly-actuals';
export type { MonthActuals } from './actuals/monthly-actuals';
