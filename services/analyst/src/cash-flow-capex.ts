/**
 * Issue 13, pass 32 (W2): a cash-flow statement with years across ("FY2025" over "Year to 31
 * Mar 2025"). "Total capex in 2025" is the investing section's "Purchase of …" lines added in
 * that year's column (as the sheet signs them); "how much cash did we finish fy2025 with" is
 * the closing-cash line in that year. Only on one table with one such column for the year.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decSum } from './decimal';
import type { Column, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { sourcedAnswer } from './sourced-answer';

const CAPEX =
  /^(?:what (?:was|is|were) (?:the |our )?)?(?:total )?(?:capex|capital expenditure|capital spend(?:ing)?)(?: (?:in|for|during) (?:fy ?|the year )?(\d{4}))?$/;
const PURCHASE =
  /^(purchases? of|payments? (for|to acquire)|acquisitions? of|additions? to|capital expenditure)\b/i;
const FINISH =
  /^how much cash (?:did|do) we (?:finish|close|end) (?:fy ?|the year |financial year )?(\d{4}) with$|^how much cash did we have at the end of (?:fy ?|financial year )?(\d{4})$/;
const CLOSING =
  /^(cash (and cash equivalents )?(at|,) ?(the )?end of (the )?(year|period)|closing cash( balance)?|cash at year[- ]end|ending cash( balance)?)$/i;

function yearColumn(t: Table, year: string | undefined): Column | undefined {
  const values = t.columns.filter((c) => c.role === 'value');
  if (!values.length || !values.every((c) => c.period?.kind === 'year')) return undefined;
  const cols = year
    ? values.filter((c) => String(c.period!.year) === year)
    : values.length === 1
      ? values
      : [];
  return cols.length === 1 ? cols[0] : undefined;
}

export function cashFlowCapexWording(wb: Workbook, question: string): string | undefined {
  const m = FINISH.exec(plainQuestion(question));
  if (!m) return undefined;
  const year = m[1] ?? m[2]!;
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      if (t.layout !== 'wide' || !yearColumn(t, year)) return [];
      const rows = t.rows.filter((r) => r.label && CLOSING.test(r.label.trim()));
      return rows.length === 1 ? [`${rows[0]!.label!.trim()} in ${year}`] : [];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

export function cashFlowCapexAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = CAPEX.exec(plainQuestion(question));
  if (!m) return undefined;
  const hits: Answer[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (t.layout !== 'wide') continue;
    const col = yearColumn(t, m[1]);
    if (!col) continue;
    const rows = t.rows.filter(
      (r) =>
        r.kind === 'data' &&
        r.label &&
        PURCHASE.test(r.label.trim()) &&
        /\binvest/i.test(r.section ?? ''),
    );
    const ci = t.columns.indexOf(col);
    const xs = rows.map((r) => cellNumber(r.cells[ci]));
    if (!rows.length || xs.some((x) => x === undefined)) continue;
    const fig = figureOf(
      t,
      `Capital expenditure, ${col.group ?? col.label}`,
      decSum(xs as NonNullable<(typeof xs)[number]>[]),
      cellStyle(t, rows[0]!.cells[ci]),
      rows.map((r) => ({ r: r.r, c: col.c })),
    );
    hits.push(
      sourcedAnswer(
        fig,
        `Capital expenditure in ${col.group ?? col.label}: ${fig.display}, the investing lines ${rows.map((r) => `"${r.label!.trim()}"`).join(' + ')} (as the sheet signs them).`,
        'total',
      ),
    );
  }
  return hits.length === 1 ? hits[0] : undefined;
}
