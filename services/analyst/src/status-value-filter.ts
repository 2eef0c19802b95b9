/**
 * Issue 13, pass 32 (W4): "sum of the total column for paid orders" on an orders export added
 * every row: "paid" is a value of the Financial Status column (paid / refunded), so it filters
 * the rows. An answer from a long table whose text column holds a value the question names as a
 * whole word (held by some rows, not all), when neither the figure's label nor the answer's
 * text mentions that value, is refused: it did not keep only those rows.
 */
import { rowMadeVerb } from './row-nouns';
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import type { Workbook } from './model';
import { normalizeText, plainQuestion } from './text';

/** per workbook: sheet → the short text values of its long tables' text columns, with whether
 * every row holds the value */
const cache = new WeakMap<Workbook, Map<string, Map<string, string>>>();

function statusValues(wb: Workbook): Map<string, Map<string, string>> {
  let found = cache.get(wb);
  if (found) return found;
  found = new Map();
  for (const sheet of wb.sheets)
    for (const t of sheet.tables) {
      if (t.layout !== 'long') continue;
      const rows = t.rows.filter((r) => r.kind === 'data');
      if (rows.length < 4) continue;
      t.columns.forEach((col, ci) => {
        if (col.type !== 'text') return;
        const counts = new Map<string, number>();
        for (const r of rows) {
          const v = cellText(r.cells[ci]);
          if (v) counts.set(normalizeText(v), (counts.get(normalizeText(v)) ?? 0) + 1);
        }
        // a status-like column: a few short single-word values repeated over many rows
        if (counts.size < 2 || counts.size > 6 || counts.size * 2 > rows.length) return;
        for (const [v, n] of counts)
          // pass 50: a value of two or three short words too ("on hold", "in service")
          if (
            (/^[a-z]{4,}$/.test(v) || /^[a-z]{2,}(?: [a-z]{2,}){1,2}$/.test(v)) &&
            n < rows.length
          ) {
            const m = found!.get(sheet.name) ?? new Map<string, string>();
            m.set(v, col.label.trim());
            found!.set(sheet.name, m);
          }
      });
    }
  cache.set(wb, found);
  return found;
}

export function unfilteredStatusReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || !/^(total|sum|average|count)$/.test(answer.kind)) return undefined;
  const fig = answer.figures[0];
  if (!fig) return undefined;
  const values = statusValues(wb).get(fig.source.sheet);
  if (!values) return undefined;
  const q = ` ${plainQuestion(question)} `;
  const said = normalizeText(`${fig.label} ${answer.text}`);
  for (const [v, col] of values) {
    if (!q.includes(` ${v} `)) continue;
    // pass 54: "have we ordered" on a PO log is the log's own verb, not the Status Ordered
    if (rowMadeVerb(wb, fig.source.sheet, q, v)) continue;
    // "top up" is said "top-ups" too: words joined by a space or a hyphen, a plural s
    if (new RegExp(`\\b${v.split(' ').join('[ -]')}s?\\b`).test(said)) continue;
    return `the question names '${v}' (a ${col} value) and the figure I found adds rows of every ${col}; ask for it as "total for ${v} orders"`;
  }
  return undefined;
}
