/**
 * Issue 13, pass 32 (W3c): "how many hives do we run" on a costs log (Date | Item | Amount,
 * titled "Hive costs 2025") answered the log's row count (22). A row count answers "how many
 * <noun>" only when the noun names the rows: a word of a column header, of a row label or of a
 * text cell (an item), the sheet's name, or a word that only says "rows" (entries, orders,
 * payments …). A noun found only in a title ("Hive costs") names what the money was spent
 * on, not the rows, so such a count is refused.
 */
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import type { Workbook } from './model';
import { canonical, canonicalWord, plainQuestion } from './text';

const ASKED =
  /^how many (?:(?:different|distinct|unique|separate|individual|kinds? of|types? of|sorts? of) )*([a-z]+)\b/;
/** "how many customers do we have": the rows may be the things themselves */
const HOLDING = /^(have|has|had|get|got|keep|kept|list|employ|employed|serve|served|hold|held)$/;
const ROW_NOUNS =
  /^(rows?|entries|entry|records?|lines?|items?|transactions?|orders?|sales|invoices?|purchases?|payments?|expenses?|costs?|receipts?|bookings?|deals?|jobs?|times?|debits?|credits?|deposits?|withdrawals?|transfers?|checks?|cheques?|bills?|visits?|sessions?|lessons?|shifts?|claims?|trips?|refunds?|people|customers?|clients?|employees?|staff|members?|units?|products?|things?)$/;

export function unnamedCountNounReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || answer.kind !== 'count') return undefined;
  const fig = answer.figures[0];
  if (!fig || !/^Rows$/.test(fig.label.trim())) return undefined;
  // a row count of a table with no rows (a lone TOTAL row above the list) counts nothing
  if (fig.value === '0' && !fig.source.range.trim())
    return 'the rows I would count are in no table of the sheet (only a total row was found there)';
  const q = plainQuestion(question);
  const m = ASKED.exec(q);
  if (!m || ROW_NOUNS.test(m[1]!)) return undefined;
  // only things the business does or runs ("how many hives do we run"), never "how many
  // payslips", whose rows may be the things themselves
  const did = /\b(?:do|did|does|have|had) (?:we|you|i|they) ([a-z]+)/.exec(q);
  if (!did || HOLDING.test(did[1]!)) return undefined;
  const noun = canonicalWord(m[1]!);
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  if (!sheet || canonical(sheet.name).includes(noun)) return undefined;
  for (const t of sheet.tables) {
    if (t.columns.some((c) => canonical(c.label).includes(noun))) return undefined;
    for (const r of t.rows) {
      if (r.label && canonical(r.label).includes(noun)) return undefined;
      for (const cell of r.cells) {
        const text = cellText(cell);
        if (text && canonical(text).includes(noun)) return undefined;
      }
    }
  }
  return `nothing in the sheet names or counts ${m[1]}; counting the rows of '${sheet.name}' would not answer it`;
}
