/**
 * The one orders export of a workbook (Shopify-style: Name, Financial Status and Total
 * columns), found once per workbook. More than one such table is none: which export a
 * question means would be a guess.
 */
import type { Row, Table, Workbook } from './model';

export interface OrdersExport {
  table: Table;
  /** The data rows (totals and headings left out). */
  rows: Row[];
  /** The index of the first column whose label matches, or -1. */
  col: (re: RegExp) => number;
  name: number;
  status: number;
  total: number;
  created: number;
}

const cache = new WeakMap<Workbook, OrdersExport | null>();

export function ordersExportOf(wb: Workbook): OrdersExport | undefined {
  const known = cache.get(wb);
  if (known !== undefined) return known ?? undefined;
  const found = wb.sheets
    .flatMap((s) => s.tables)
    .filter(
      (t) =>
        t.columns.some((c) => /^name$/i.test(c.label.trim())) &&
        t.columns.some((c) => /^financial status$/i.test(c.label.trim())) &&
        t.columns.some((c) => /^total$/i.test(c.label.trim())),
    );
  let out: OrdersExport | null = null;
  if (found.length === 1) {
    const table = found[0]!;
    const col = (re: RegExp): number => table.columns.findIndex((c) => re.test(c.label.trim()));
    out = {
      table,
      rows: table.rows.filter((r) => r.kind === 'data'),
      col,
      name: col(/^name$/i),
      status: col(/^financial status$/i),
      total: col(/^total$/i),
      created: col(/^created at$/i),
    };
  }
  cache.set(wb, out);
  return out ?? undefined;
}
