/**
 * Issue 13, pass 34 (W2): a Summary sheet `Term | Fees | Hall hire | Teacher pay | Surplus`
 * with three term rows and a last row labelled "Year" holding their sums. Its label is no
 * total word, so the row was read as a fourth term and "surplus for the year" / "total hall
 * hire" added it in with the rows it totals (double). A table's LAST row whose every number
 * (two columns or more, over two rows or more) equals, to the cent, the sum of the data rows
 * above it is that table's totals row, whatever its label ("Year", "Full year", "Annual", "All
 * terms", "Season"): the workbook is read with that row marked a total (a copy, built once per
 * workbook; the uploaded model is never changed). Only on a long table whose columns are no
 * periods, and never for a balance or net line ("Goodwill, end of the year" in a roll-forward
 * is the sum of the lines above it and no total: seen on TAT-QA).
 */
import { cellNumber } from './cell-figures';
import { type Dec, decEq, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';

function sumsRowsAbove(t: Table): Row | undefined {
  const last = t.rows[t.rows.length - 1];
  if (!last || last.kind !== 'data') return undefined;
  // periods across (a statement or a roll-forward: opening + movements = closing) and a
  // balance or net line are no totals row of records
  if (t.layout !== 'long' || t.columns.some((c) => c.period)) return undefined;
  if (
    /\b(end|ending|closing|opening|balance|net|profit|loss|surplus|deficit)\b/i.test(
      last.label ?? '',
    )
  )
    return undefined;
  const above = t.rows.slice(0, -1).filter((r) => r.kind === 'data');
  if (above.length < 2) return undefined;
  // a long table's rows dated by a date column are records, never a totals row
  if (last.cells.some((c) => typeof c === 'object' && c !== null && !Array.isArray(c)))
    return undefined;
  let checked = 0;
  for (let i = 0; i < t.columns.length; i++) {
    const col = t.columns[i]!;
    if (col.type === 'text' || col.role === 'category') continue;
    const v = cellNumber(last.cells[i]);
    if (v === undefined) continue;
    const parts: Dec[] = [];
    for (const r of above) {
      const x = cellNumber(r.cells[i]);
      if (x !== undefined) parts.push(x);
    }
    if (parts.length < 2 || !decEq(decSum(parts), v)) return undefined;
    checked += 1;
  }
  return checked >= 2 ? last : undefined;
}

/**
 * Pass 41 (W3): a log (`Date | Order ref | Stylist | Designer | Gown price | Rate | Commission`)
 * followed by a block of rows holding only a name in the first column and some money: each name
 * one of the log's people (a value of a text column), each number the sum of that column over
 * the log's rows with that name. Those rows are per-person subtotals, not records: added in,
 * "total commission" counted every sale twice and "best stylist" ranked the block. The block
 * (two rows or more, at the table's end, every number checked to the cent) is left out.
 */
const textOf = (c: unknown): string => (typeof c === 'string' ? c.trim().toLowerCase() : '');
function personSubtotalBlock(t: Table): Set<Row> | undefined {
  if (t.layout !== 'long' || t.columns.some((c) => c.period)) return undefined;
  const rows = t.rows.filter((r) => r.kind === 'data');
  const block: Row[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    const texts = r.cells.map(textOf).filter((x) => x);
    if (texts.length !== 1 || !textOf(r.cells[0])) break;
    block.unshift(r);
  }
  const log = rows.slice(0, rows.length - block.length);
  if (block.length < 2 || log.length < 2 * block.length) return undefined;
  // the text column whose values the block's names are
  const col = t.columns.findIndex(
    (_, i) =>
      i > 0 && block.every((b) => log.some((r) => textOf(r.cells[i]) === textOf(b.cells[0]))),
  );
  if (col < 0) return undefined;
  for (const b of block) {
    const mine = log.filter((r) => textOf(r.cells[col]) === textOf(b.cells[0]));
    let checked = 0;
    for (let i = 1; i < t.columns.length; i++) {
      const v = cellNumber(b.cells[i]);
      if (v === undefined) continue;
      const parts = mine
        .map((r) => cellNumber(r.cells[i]))
        .filter((x): x is Dec => x !== undefined);
      if (parts.length === 0 || !decEq(decSum(parts), v)) return undefined;
      checked += 1;
    }
    if (checked === 0) return undefined;
  }
  return new Set(block);
}

/**
 * Pass 50 (W3): a list (`Member | Plan | Fee £/mo | … | Status`) with a few lines under it that
 * hold a label and one figure ("Active members | 26", "Monthly fees (active) | 1346"), the
 * figure in a column whose entries are text (Plan). Those lines are checks, never entries: the
 * engine had read "Active members" as a row to filter by and counted 0 active members. A block
 * at the table's end of such lines (each a text label, one number in a text column, nothing
 * else), under at least four entries of three cells or more, is left out; the lines are kept
 * for the readers that check against them (`summaryRowsOf`).
 */
function summaryCheckRows(t: Table): Set<Row> | undefined {
  if (t.layout !== 'long' || t.columns.some((c) => c.period)) return undefined;
  const rows = t.rows.filter((r) => r.kind === 'data');
  const block: Row[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    const filled = r.cells.flatMap((c, ci) => (c === null || c === '' ? [] : [ci]));
    if (filled.length !== 2 || filled[0] !== 0 || !textOf(r.cells[0])) break;
    const ci = filled[1]!;
    const col = t.columns[ci]!;
    if (cellNumber(r.cells[ci]) === undefined || (col.type !== 'text' && col.role !== 'category'))
      break;
    block.unshift(r);
  }
  const log = rows.slice(0, rows.length - block.length);
  if (!block.length || block.length > 4 || log.length < 4) return undefined;
  if (log.some((r) => r.cells.filter((c) => c !== null && c !== '').length < 3)) return undefined;
  return new Set(block);
}

const summaries = new WeakMap<Table, Row[]>();
/** the check lines left out under a list (pass 50), for the readers that check against them */
export const summaryRowsOf = (t: Table): Row[] => summaries.get(t) ?? [];

const cache = new WeakMap<Workbook, Workbook>();

/** The workbook with such rows read as totals rows (the same object when there are none). */
export function withSumRowTotals(wb: Workbook): Workbook {
  const known = cache.get(wb);
  if (known) return known;
  let changed = false;
  const sheets = wb.sheets.map((s) => {
    let touched = false;
    const tables = s.tables.map((t) => {
      const block = personSubtotalBlock(t);
      if (block) {
        touched = true;
        return { ...t, rows: t.rows.filter((r) => !block.has(r)) };
      }
      const checks = summaryCheckRows(t);
      if (checks) {
        touched = true;
        const out = { ...t, rows: t.rows.filter((r) => !checks.has(r)) };
        summaries.set(out, [...checks]);
        return out;
      }
      const row = sumsRowsAbove(t);
      if (!row) return t;
      touched = true;
      const rows = t.rows.map((r) => (r === row ? { ...r, kind: 'total' as const } : r));
      return { ...t, rows };
    });
    if (!touched) return s;
    changed = true;
    return { ...s, tables };
  });
  const out = changed ? { ...wb, sheets } : wb;
  cache.set(wb, out);
  cache.set(out, out);
  return out;
}
