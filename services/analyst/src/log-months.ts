/**
 * Issue 13, pass 18 (W1): on a log kept by date (Date | Customer | Service | Amount …),
 * "busiest month by takings", "best month for sales" answered a ROW (the single largest sale,
 * with its date and customer). A month question groups the rows by the month of their date and
 * sums the money column: the words after "by" / "for" that name money in general (takings,
 * sales, revenue) are dropped so the engine's "best month" reading (months grouped) answers,
 * and "busiest" / "quietest" read as best / worst. A column named by those words is kept.
 */
import type { Workbook } from './model';
import { viewsOf } from './view';

const ASK =
  /^(?:(?:which|what) (?:was|is|were|has been) )?(?:(?:which|what) )?(?:our |the )?(busiest|best|biggest|strongest|top|highest|worst|slowest|quietest|weakest|lowest) month(?: (?:by|for|in|in terms of) (?:our |the )?(?:takings|sales|revenue|income|turnover|money|earnings|money taken))?( (?:of|in) (?:the year|\d{4}))?$/;

export function logMonthWording(wb: Workbook, question: string): string | undefined {
  const q = question
    .toLowerCase()
    .replace(/[?!.]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const m = ASK.exec(q);
  if (!m) return undefined;
  const dated = viewsOf(wb).filter((v) => v.table.layout === 'long' && v.dateCol !== undefined);
  if (dated.length !== 1) return undefined;
  // a column named by the money word itself is the engine's to read
  const labels = dated[0]!.valueCols.map((ci) => dated[0]!.table.columns[ci]!.label.toLowerCase());
  if (labels.some((l) => /\b(takings|sales|revenue|income|turnover|earnings)\b/.test(l)))
    return undefined;
  const low = /^(worst|slowest|quietest|weakest|lowest)$/.test(m[1]!);
  // the year named stays ("best month in 2024"); "of the year" adds nothing
  const year = /\d{4}/.exec(m[2] ?? '')?.[0];
  const ask = `${low ? 'worst' : 'best'} month${year ? ` in ${year}` : ''}`;
  return ask === q ? undefined : ask;
}
