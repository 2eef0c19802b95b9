/**
 * Issue 13, pass 24 (W2): "how many windows did we clean in may" on a sheet of money by service
 * (months across), "how many events did we cater" on a QuickBooks P&L: the rows were counted (5,
 * and 1 for the one line "Event catering"). Such a sheet holds money, not a count of jobs,
 * windows or people; a row count answers "how many <things> did we <verb>" only on a log (a
 * table with a date column, one row per event). On a months-across table, or a count of the
 * rows one label matched, with no date column on the sheet, the answer is refused. A column or
 * row that counts the things is summed by the engine (not a row count) and is not touched.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { canonical, canonicalWord, plainQuestion } from './text';

const ASKED =
  /^how many ([a-z]+)(?: [a-z]+)? (?:did|have|had|do) (?:we|you|i|they|the business) ([a-z]+)/;
/** "how many customers did we have": the rows may be the things themselves */
const HOLDING = /^(have|has|had|get|got|keep|kept|list|employ|employed|serve|served)$/;

export function uncountedThingsReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (answer.refused || answer.kind !== 'count' || !m || HOLDING.test(m[2]!)) return undefined;
  const fig = answer.figures[0];
  if (!fig || !/^Rows\b/.test(fig.label)) return undefined;
  const tables = wb.sheets.find((s) => s.name === fig.source.sheet)?.tables ?? [];
  if (tables.length === 0 || tables.some((t) => t.columns.some((c) => c.role === 'date')))
    return undefined;
  // a column headed by the things ("Customer") lists them: its rows are what is counted
  const thing = canonicalWord(m[1]!);
  if (tables.some((t) => t.columns.some((c) => canonical(c.label).includes(thing))))
    return undefined;
  const wide = tables.some((t) => t.layout === 'wide');
  if (!wide && !/^Rows for\b/.test(fig.label)) return undefined;
  return 'the question asks how many things were done, and the sheet holds money by line, not a count of them; counting its rows would not answer it';
}
