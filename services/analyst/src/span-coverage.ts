/**
 * Pass 42 (W11b): one sheet per month (weeks down) beside a Summary (months down, a Total row).
 * "Total sales july to october" was read from the July sheet alone (its dated weeks fall in the
 * range) and labelled "Jul 2026 to Oct 2026". A range of months is answered only from a table
 * whose rows cover every month of it: when the table read covers only part, the question is
 * asked again of the one other table that covers it all (the Summary), else refused.
 */
import type { Answer } from './answer-types';
import type { Table, Workbook } from './model';
import { monthSheetLogOf } from './month-sheet-logs';
import { monthOf, periodFromText, periodKey } from './periods';

const RANGE = /\b([A-Z][a-z]{2} \d{4}) to ([A-Z][a-z]{2} \d{4})\b/;

function monthsOf(t: Table): Set<string> {
  const out = new Set<string>();
  for (const r of t.rows) {
    if (r.kind !== 'data' || !r.period) continue;
    const m = r.period.kind === 'month' ? r.period : monthOf(r.period);
    if (m) out.add(periodKey(m));
  }
  return out;
}

function rangeKeys(a: string, b: string): string[] | undefined {
  const p = periodFromText(a);
  const q = periodFromText(b);
  if (!p || !q || p.kind !== 'month' || q.kind !== 'month' || !p.year || !q.year) return undefined;
  const out: string[] = [];
  let y = p.year;
  let m = p.index;
  while (y < q.year || (y === q.year && m <= q.index)) {
    const k = periodFromText(
      `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} ${y}`,
    );
    if (!k) return undefined;
    out.push(periodKey(k));
    if (out.length > 36) return undefined;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

export function spanCoverageAnswer(
  wb: Workbook,
  query: string,
  answer: Answer,
  ask: (book: Workbook, q: string) => Answer,
  refuse: (why: string) => Answer,
): Answer | undefined {
  if (answer.refused) return undefined;
  const f = answer.figures[0];
  const m = f && RANGE.exec(f.label);
  if (!f || !m) return undefined;
  const keys = rangeKeys(m[1]!, m[2]!);
  if (!keys) return undefined;
  const sheet = wb.sheets.find((s) => s.name === f.source.sheet);
  if (!sheet) return undefined;
  const covers = (t: Table) => {
    const have = monthsOf(t);
    return keys.every((k) => have.has(k));
  };
  if (sheet.tables.some(covers)) return undefined;
  // pass 53: a daily log kept one sheet per month (no Summary), its range read over the sheets,
  // each month's figure cited from its own sheet
  const cited = wb.sheets.filter((s) => answer.figures.some((x) => x.source.sheet === s.name));
  const union = new Set(cited.flatMap((s) => s.tables.flatMap((t) => [...monthsOf(t)])));
  if (monthSheetLogOf(wb) && cited.length > 1 && keys.every((k) => union.has(k))) return undefined;
  // the sheet read holds some months of the range only
  if (!sheet.tables.some((t) => monthsOf(t).size > 0)) return undefined;
  const others = wb.sheets.filter((s) => s !== sheet && s.tables.some(covers));
  const why = `sheet '${sheet.name}' covers only part of ${m[1]} to ${m[2]}`;
  if (others.length !== 1) return refuse(`${why}; name the sheet that holds the whole range`);
  const book: Workbook = { ...wb, sheets: others };
  const again = ask(book, query);
  if (again.refused || !again.figures[0] || !RANGE.test(again.figures[0].label))
    return refuse(`${why}; name the sheet that holds the whole range`);
  return again;
}
