/**
 * The blind-10 books: each generator in books/<name>.ts builds its workbook and its questions
 * from the same seeded data (seed 10729). Building is deterministic; `bytes` is the .xlsx.
 */
import { bookkeepingMrr } from './books/bookkeeping-mrr';
import { courierBank } from './books/courier-bank';
import { dancePayroll } from './books/dance-payroll';
import { gardenLoan } from './books/garden-loan';
import { icecreamLog } from './books/icecream-log';
import { jewellerStock } from './books/jeweller-stock';
import { kayakMultisheet } from './books/kayak-multisheet';
import { languageSchoolBva } from './books/language-school-bva';
import { physioGym } from './books/physio-gym';
import { roofingExpenses } from './books/roofing-expenses';
import { salonPnl } from './books/salon-pnl';
import { scooterCashflow } from './books/scooter-cashflow';
import { signsArAging } from './books/signs-ar-aging';
import { surfQuickbooks } from './books/surf-quickbooks';
import { vineyardTwoYear } from './books/vineyard-two-year';
import type { BlindBook } from './kit';

export const BOOK_MAKERS: Array<() => BlindBook> = [
  physioGym,
  icecreamLog,
  roofingExpenses,
  salonPnl,
  surfQuickbooks,
  signsArAging,
  courierBank,
  dancePayroll,
  jewellerStock,
  vineyardTwoYear,
  languageSchoolBva,
  scooterCashflow,
  kayakMultisheet,
  gardenLoan,
  bookkeepingMrr,
];

export interface BuiltBook extends BlindBook {
  bytes: Uint8Array;
}

export async function buildBooks(): Promise<BuiltBook[]> {
  const out: BuiltBook[] = [];
  for (const make of BOOK_MAKERS) {
    const book = make();
    const buf = await book.workbook.xlsx.writeBuffer();
    out.push({ ...book, bytes: new Uint8Array(buf as ArrayBuffer) });
  }
  return out;
}
