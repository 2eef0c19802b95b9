/**
 * Issue 13, pass 32 (W5): "how many units in stock altogether" on a stock list with a Unit
 * column (each / roll / box / sheet …) added On hand over every line: 9 rolls and 31 boxes are
 * not 40 of anything. A sum of a quantity column (not money) from a table whose Unit column
 * holds more than one unit is refused, and the answer says the units differ.
 */
import { colIndex } from './a1';
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import type { Workbook } from './model';
import { normalizeText } from './text';

const UNIT_COL = /^(units?|uom|unit of measure|unit type)$/i;
const MONEY = /[£$€¥₹]|\b(value|cost|price|amount|total|sales|revenue)\b/i;

export function mixedUnitSumReason(wb: Workbook, answer: Answer): string | undefined {
  if (answer.refused || answer.kind !== 'total') return undefined;
  const fig = answer.figures[0];
  const m = /^([A-Z]{1,3})(\d+)(?::([A-Z]{1,3})(\d+))?$/.exec(fig?.source.range ?? '');
  if (!fig || !m) return undefined;
  // a box over several columns is a product's cells (Qty × MRP, money), never one column added
  // (after blind-40: "the stock worth at MRP")
  if (m[3] && m[3] !== m[1]) return undefined;
  const c = colIndex(m[1]!);
  // pass 42 (W5): only the rows the figure cites (a category's bottles are one unit)
  const r0 = Number(m[2]) - 1;
  const r1 = m[4] ? Number(m[4]) - 1 : r0;
  for (const t of wb.sheets.find((s) => s.name === fig.source.sheet)?.tables ?? []) {
    const col = t.columns.find((x) => x.c === c);
    if (!col || MONEY.test(col.label) || col.type === 'money') continue;
    const unitAt = t.columns.findIndex((x) => UNIT_COL.test(x.label.trim()));
    if (unitAt < 0) continue;
    const units = new Set(
      t.rows
        .filter((r) => r.kind === 'data' && r.r >= r0 && r.r <= r1)
        .map((r) => cellText(r.cells[unitAt]))
        .filter((u): u is string => !!u)
        .map(normalizeText),
    );
    // pass 54: a figure whose label names its one unit ("Qty (kg), Salmon fillet") added only
    // the rows in that unit
    const named = [...units].filter((u) => normalizeText(fig.label).includes(`(${u})`));
    if (units.size > 1 && named.length !== 1)
      return `the ${col.label.trim()} figures are in different units (${[...units].slice(0, 6).join(', ')}), so adding them gives no meaningful total`;
  }
  return undefined;
}
