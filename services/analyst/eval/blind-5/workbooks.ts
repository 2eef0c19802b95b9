/**
 * The blind-5 books, built in a fixed order from seed 5231 (each book derives its own stream
 * from the seed and its name, so adding a book does not change the others).
 */
import type { BuiltBook } from './kit/kit';
import { buildAutoRepairPl } from './books/auto-repair-pl';
import { buildBakeryBranches } from './books/bakery-branches';
import { buildCleaningExpenses } from './books/cleaning-expenses';
import { buildConsultancyPayroll } from './books/consultancy-payroll';
import { buildDentalLab } from './books/dental-lab';
import { buildDojoMrrCashflow } from './books/dojo-mrr-cashflow';
import { buildFroyoCashLog } from './books/froyo-cash-log';
import { buildFurnitureCommissions } from './books/furniture-commissions';
import { buildGardenCentreStock } from './books/garden-centre-stock';
import { buildHostelTwoYear } from './books/hostel-two-year';
import { buildKitchenBank } from './books/kitchen-bank';
import { buildMusicSchoolQb } from './books/music-school-qb';
import { buildSignMakerAr } from './books/sign-maker-ar';
import { buildTruckLoan } from './books/truck-loan';
import { buildWeddingBudget } from './books/wedding-budget';

const BUILDERS: Array<() => Promise<BuiltBook>> = [
  buildDentalLab,
  buildFurnitureCommissions,
  buildCleaningExpenses,
  buildAutoRepairPl,
  buildMusicSchoolQb,
  buildSignMakerAr,
  buildKitchenBank,
  buildConsultancyPayroll,
  buildGardenCentreStock,
  buildHostelTwoYear,
  buildWeddingBudget,
  buildDojoMrrCashflow,
  buildBakeryBranches,
  buildFroyoCashLog,
  buildTruckLoan,
];

export async function buildBlind5Books(): Promise<BuiltBook[]> {
  const books: BuiltBook[] = [];
  for (const build of BUILDERS) books.push(await build());
  return books;
}
