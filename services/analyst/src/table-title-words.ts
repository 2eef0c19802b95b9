/**
 * Issue 13, pass 32 (W3): a book whose sheets say in their titles what they hold. "Total sales
 * for 2025" is the Sales row's Year cell of the table titled "… 2025 summary" (the Sales sheet's
 * months carry no year); "total hive costs" is the Amount column added of the log titled "Hive
 * costs 2025" (no cell names hives). Only when exactly one table fits.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decSum } from './decimal';
import type { Workbook } from './model';
import { canonical, normalizeText, plainQuestion } from './text';
import { sourcedAnswer } from './sourced-answer';

const YEAR_TOTAL =
  /^(?:what (?:were|was|is) )?(?:the |our )?total ([a-z][a-z ]*?) (?:for|in) (\d{4})$/;
const TITLED_TOTAL = /^(?:what (?:were|was|is) )?(?:the |our )?total ([a-z][a-z ]*?)$/;
const WHOLE_COL = /^(year|full year|fy|total|year total)$/i;
const AMOUNT = /^(amount|cost|costs|value|total)( \(.+\))?$/i;

function yearCell(wb: Workbook, what: string, year: string): Answer | undefined {
  const hits: Answer[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (!t.title || !new RegExp(`\\b${year}\\b`).test(t.title)) continue;
    const cols = t.columns.filter((c) => WHOLE_COL.test(c.label.trim()));
    const rows = t.rows.filter((r) => r.label && normalizeText(r.label) === what);
    if (cols.length !== 1 || rows.length !== 1) continue;
    const ci = t.columns.indexOf(cols[0]!);
    const v = cellNumber(rows[0]!.cells[ci]);
    if (v === undefined) continue;
    const label = `${rows[0]!.label!.trim()}, ${cols[0]!.label.trim()} ${year}`;
    const fig = figureOf(t, label, v, cellStyle(t, rows[0]!.cells[ci]), [
      { r: rows[0]!.r, c: cols[0]!.c },
    ]);
    hits.push(
      sourcedAnswer(
        fig,
        `${label}: ${fig.display} (the table titled "${t.title.trim()}").`,
        'lookup',
      ),
    );
  }
  return hits.length === 1 ? hits[0] : undefined;
}

function titledLogSum(wb: Workbook, what: string): Answer | undefined {
  const words = canonical(what);
  if (words.length < 2) return undefined;
  // the words must be in no cell or header: only a title names them
  const hits: Answer[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (t.layout !== 'long' || !t.title) continue;
    // after pass 36: a statement with headings and Total lines is no log whose amounts add up
    // ("total income" on an income & expenditure statement added income, costs and totals)
    if (
      t.rows.some((r) => r.kind === 'section') ||
      t.rows.filter((r) => r.kind === 'total').length > 1
    )
      continue;
    const title = canonical(t.title);
    if (!words.every((w) => title.includes(w))) continue;
    const cols = t.columns.filter((c) => c.role === 'value' && AMOUNT.test(c.label.trim()));
    if (cols.length !== 1) continue;
    const ci = t.columns.indexOf(cols[0]!);
    // after blind-40: a word that names another column ("total hours" beside Amount, under a
    // title that says "billable hours") asks for that column, never the amounts
    const others = t.columns.filter((c, i) => i !== ci).flatMap((c) => canonical(c.label));
    if (words.some((w) => others.includes(w))) continue;
    const rows = t.rows.filter((r) => r.kind === 'data' && cellNumber(r.cells[ci]) !== undefined);
    if (rows.length < 2) continue;
    const fig = figureOf(
      t,
      `${cols[0]!.label.trim()}, ${t.title.trim()}`,
      decSum(rows.map((r) => cellNumber(r.cells[ci])!)),
      cellStyle(t, rows[0]!.cells[ci]),
      rows.map((r) => ({ r: r.r, c: cols[0]!.c })),
    );
    hits.push(
      sourcedAnswer(
        fig,
        `Total ${what}: ${fig.display}, the ${cols[0]!.label.trim()} column added over the ${rows.length} rows of the table titled "${t.title.trim()}".`,
        'total',
      ),
    );
  }
  return hits.length === 1 ? hits[0] : undefined;
}

export function tableTitleAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const y = YEAR_TOTAL.exec(q);
  if (y) return yearCell(wb, y[1]!.trim(), y[2]!);
  const t = TITLED_TOTAL.exec(q);
  return t ? titledLogSum(wb, t[1]!.trim()) : undefined;
}
