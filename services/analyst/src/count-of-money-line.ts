/**
 * Issue 13, pass 33 (W5): "how many members do we have" on a budget whose only such line is
 * money ("Memberships": Budget | Actual | Variance) answered 1, the count of rows that line
 * matched. A count of a thing whose only row is one line of money is refused (pass 24 and pass
 * 30 refuse the same from a P&L's money lines); "how many lines / rows / categories" still
 * counts the rows.
 */
import type { Answer } from './answer-types';
import { cellNumber } from './cell-figures';
import type { Workbook } from './model';

const ROWS_ASKED =
  /\bhow many (?:\w+ )?(lines|rows|entries|items|categories|records|transactions|accounts|headings|products)\b/;

export function countOfMoneyLineReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || answer.kind !== 'count') return undefined;
  const q = question.toLowerCase();
  if (!/^how many\b/.test(q) || ROWS_ASKED.test(q)) return undefined;
  const fig = answer.figures[0];
  const line = /^Rows for (.+)$/.exec(fig?.label.trim() ?? '')?.[1];
  if (!fig || !line || fig.value !== '1') return undefined;
  // the one row counted is a line of a wide table (money by column), not a log's row
  const t = wb.sheets
    .find((s) => s.name === fig.source.sheet)
    ?.tables.find((x) => x.rows.some((r) => r.label?.trim() === line.trim()));
  const row = t?.rows.find((r) => r.label?.trim() === line.trim());
  if (!t || !row) return undefined;
  const money = t.columns.filter(
    (c, i) => (c.type === 'money' || c.type === 'number') && cellNumber(row.cells[i]) !== undefined,
  );
  if (money.length < 2) return undefined;
  return `'${line.trim()}' is a line of money, not a count, and the workbook holds no count of them`;
}
