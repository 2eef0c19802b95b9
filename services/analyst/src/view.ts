/**
 * Views over the stored tables: what can be measured (a column of a long table, a row or a
 * set of rows of a wide table), the category values, and the points (value, cell, period)
 * a measure has. Built lazily and cached per workbook object.
 */
import { hasYearsAcross, yearsAcrossMeasure } from './year-columns';
import type { Dec } from './decimal';
import { HUNDRED, decFromNumber, decMul, decSum, decEq } from './decimal';
import type { NumberStyle } from './format';
import { PLAIN, styleFromFormat } from './format';
import type { Cell, Period, SheetInfo, Table, Workbook } from './model';
import { canonical } from './text';
import { comparePeriods, periodKey } from './periods';
import { bankFlows } from './bank';
import { oncePer } from './once-per';
import { groupingLabelColumn } from './detect';

export interface Point {
  value: Dec;
  /** sheet coordinates */
  r: number;
  c: number;
  /** indexes into table.rows / table.columns */
  row: number;
  col: number;
  period?: Period;
  /** wide tables: the row's label; long tables: undefined */
  item?: string;
  tags?: string[];
}

export type Target =
  | {
      kind: 'col';
      view: TableView;
      col: number;
      name: string;
      tokens: string[];
      /** a column under a group header: its own words, without the group's */
      own?: string[];
    }
  | {
      kind: 'row';
      view: TableView;
      row: number;
      name: string;
      tokens: string[];
      total: boolean;
      /** words of the heading the row sits under */
      context?: string[];
    }
  | { kind: 'rows'; view: TableView; rows: number[]; name: string; tokens: string[] }
  /**
   * A long table's numeric family taken together (months down, products across: "sales" is
   * all products): every point is one cell, its `item` the column's label.
   */
  | {
      kind: 'cols';
      view: TableView;
      cols: number[];
      name: string;
      tokens: string[];
      /** the columns under one merged group header ("Deductions" over Tax, Pension, Health):
       *  named by the group's words only, never the sheet's default measure */
      group?: true;
    };

export interface CategoryValue {
  display: string;
  norm: string;
  tokens: string[];
}

export interface TableView {
  table: Table;
  sheet: SheetInfo;
  valueCols: number[];
  totalCols: number[];
  dateCol?: number;
  catCols: number[];
  labelCols: number[];
  dataRows: number[];
  totalRows: number[];
  /** wide: the data rows add up to a totals row (regions, cost lines), so summing rows makes sense */
  homogeneous: boolean;
  subject: string[];
  categories: Map<number, Map<string, CategoryValue>>;
  /** distinct column tag sets in a wide table ("Budget", "Actual") */
  tags: string[];
  targets: Target[];
  name: string;
}

const cache = new WeakMap<Workbook, TableView[]>();

/** Pseudo column index for the heading a row sits under (long tables). */
export const SECTION_COL = -1;

const ACCOUNT_NUMBER = /^(\d{3,6})(?:[.-]\d{1,3})?\s+(?=[a-z])/i;

/**
 * A QuickBooks export numbers its accounts ("6100 Insurance"): the number was one of the
 * value's two words, so "insurance" alone matched half of it and was not found (pass 16, M1).
 * When most values of the column carry such a number (never a year: "2025 Notes"), the
 * value's words are matched without it; the display keeps it.
 */
function accountNumbered(values: Array<string | undefined>): boolean {
  const texts = values.filter((v): v is string => !!v);
  const numbered = texts.filter((t) => {
    const m = ACCOUNT_NUMBER.exec(t);
    return m && !(Number(m[1]) >= 1900 && Number(m[1]) <= 2100);
  });
  return numbered.length >= 3 && numbered.length * 5 >= texts.length * 3;
}

export function viewsOf(wb: Workbook): TableView[] {
  let views = cache.get(wb);
  if (!views) {
    views = [];
    for (const sheet of wb.sheets)
      for (const table of sheet.tables) views.push(buildView(sheet, table));
    cache.set(wb, views);
  }
  return views;
}

export function cellNumber(cell: Cell | undefined): number | undefined {
  if (typeof cell === 'number') return cell;
  if (Array.isArray(cell)) return cell[0];
  return undefined;
}

export function cellFormat(table: Table, cell: Cell | undefined): string | undefined {
  if (Array.isArray(cell)) return table.formats[cell[1]];
  return undefined;
}

export function cellText(cell: Cell | undefined): string | undefined {
  if (cell === null || cell === undefined) return undefined;
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  if (Array.isArray(cell)) return String(cell[0]);
  return cell.d;
}

const normCache = new Map<string, string>();
/** normValue for category cells, cached (the same few values repeat over many rows). */
function normCached(s: string): string {
  let n = normCache.get(s);
  if (n === undefined) {
    n = normValue(s);
    if (normCache.size > 50_000) normCache.clear();
    normCache.set(s, n);
  }
  return n;
}

function normValue(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

function buildView(sheet: SheetInfo, table: Table): TableView {
  const cols = table.columns;
  const valueCols: number[] = [];
  const totalCols: number[] = [];
  const catCols: number[] = [];
  const labelCols: number[] = [];
  let dateCol: number | undefined;
  cols.forEach((col, i) => {
    if (col.role === 'value') valueCols.push(i);
    else if (col.role === 'total') totalCols.push(i);
    else if (col.role === 'category') catCols.push(i);
    else if (col.role === 'label') labelCols.push(i);
    else if (col.role === 'date' && dateCol === undefined) dateCol = i;
  });
  const dataRows: number[] = [];
  const totalRows: number[] = [];
  table.rows.forEach((row, i) => {
    if (row.kind === 'data') dataRows.push(i);
    else if (row.kind === 'total') totalRows.push(i);
  });
  const subjectText = [sheet.name, table.title ?? ''].join(' ');
  const subject = canonical(subjectText);
  // a stock list says what it is by its columns (SKU, Qty on Hand, Reorder Level)
  if (cols.some((c) => /\b(on hand|in stock|sku|reorder)\b/i.test(c.label)))
    subject.push('inventory');
  // a payroll's rows are its employees ("how many employees", "who worked the most")
  // and what they are paid is what the business spends on them ("what did payroll cost us")
  if (subject.includes('salary')) subject.push('employee', 'expense');
  // an order book (a customer and a quantity on each row) is a sales log: "sales" and
  // "revenue" are its amounts, whatever its title calls it
  if (isSalesLog(table)) subject.push('revenue', 'customer');
  const view: TableView = {
    table,
    sheet,
    valueCols,
    totalCols,
    ...(dateCol !== undefined ? { dateCol } : {}),
    catCols,
    labelCols,
    dataRows,
    totalRows,
    homogeneous: false,
    subject,
    categories: new Map(),
    tags: [],
    targets: [],
    name: `sheet '${sheet.name}'`,
  };
  // categories
  for (const ci of catCols) {
    const map = new Map<string, CategoryValue>();
    const numbered = accountNumbered(dataRows.map((ri) => cellText(table.rows[ri]!.cells[ci])));
    for (const ri of dataRows) {
      const t = cellText(table.rows[ri]!.cells[ci]);
      if (!t) continue;
      const norm = normValue(t);
      if (!norm || map.has(norm)) continue;
      const words = numbered ? t.replace(ACCOUNT_NUMBER, '') : t;
      map.set(norm, { display: t, norm, tokens: canonical(words) });
      if (map.size > 2000) break;
    }
    view.categories.set(ci, map);
  }
  // long tables under headings: the heading filters its rows like a category
  if (table.layout === 'long') {
    const map = new Map<string, CategoryValue>();
    for (const ri of dataRows) {
      const s = table.rows[ri]!.section;
      if (!s) continue;
      const display = s.replace(/[:\s]+$/, '').replace(/\s*\(\d\)$/, '');
      const norm = normValue(s);
      if (norm && !map.has(norm)) map.set(norm, { display, norm, tokens: canonical(display) });
    }
    if (map.size) view.categories.set(SECTION_COL, map);
  }
  if (table.layout === 'wide') {
    const tagSet = new Set<string>();
    for (const ci of valueCols) for (const t of cols[ci]!.tags ?? []) tagSet.add(t.toLowerCase());
    view.tags = [...tagSet];
    view.homogeneous = checkHomogeneous(view);
    const named = accountNamer(table);
    for (const ri of [...dataRows, ...totalRows].sort((a, b) => a - b)) {
      const row = table.rows[ri]!;
      if (!row.label) continue;
      view.targets.push({
        kind: 'row',
        view,
        row: ri,
        name: row.label,
        tokens: named(row.label),
        total: row.kind === 'total',
        ...(row.section ? { context: named(row.section) } : {}),
      });
    }
    // sections as sums of their rows
    const sections = new Map<string, number[]>();
    // a sub-heading's lines also belong to the heading it sits under ("6110 Fuel" under
    // "6100 Auto" under "Expenses")
    const outerOf = new Map<string, string>();
    for (const row of table.rows)
      if (row.kind === 'section' && row.label && row.section) outerOf.set(row.label, row.section);
    for (const ri of dataRows) {
      const s = table.rows[ri]!.section;
      if (!s) continue;
      for (const name of [s, outerOf.get(s)]) {
        if (!name) continue;
        const list = sections.get(name) ?? [];
        list.push(ri);
        sections.set(name, list);
      }
    }
    for (const [name, rows] of sections) {
      if (rows.length < 2) continue;
      view.targets.push({ kind: 'rows', view, rows, name, tokens: named(name) });
    }
    // after blind-43: "Employee | Department | Jan …": the department's people together
    // ("what did the kitchen cost us") are named by the department
    for (const [name, rows] of groupedRows(view)) {
      if (sections.has(name)) continue;
      view.targets.push({ kind: 'rows', view, rows, name, tokens: named(name) });
    }
  } else {
    for (const ci of [...valueCols, ...totalCols]) {
      const col = cols[ci]!;
      const name = col.group ? `${col.group} ${col.label}` : col.label;
      // after blind-42: a column under a merged group ("Deductions" over PAYE, NI, "Pension
      // 5%", a title merged over every column) is also named by its own words alone
      view.targets.push({
        kind: 'col',
        view,
        col: ci,
        name: col.label,
        tokens: canonical(name),
        ...(col.group ? { own: canonical(col.label) } : {}),
      });
    }
    const family = numericFamily(view);
    if (family) view.targets.push(family);
    view.targets.push(...groupFamilies(view));
    // a bank export: money in and out also answer to "deposits", "withdrawals", "cash"
    const flows = bankFlows(table);
    if (flows) {
      const alias = (col: number, word: string[]): void => {
        const tokens = canonical(word.join(' '));
        view.targets.push({ kind: 'col', view, col, name: cols[col]!.label, tokens });
      };
      view.subject.push('bank');
      alias(flows.moneyIn, ['deposit']);
      alias(flows.moneyIn, ['receive']);
      alias(flows.moneyIn, ['received']);
      alias(flows.moneyOut, ['payment']);
      alias(flows.moneyIn, ['inflow']);
      alias(flows.moneyOut, ['withdrawal']);
      alias(flows.moneyOut, ['outflow']);
      alias(flows.balance, ['cash']);
    }
  }
  return view;
}

/** The measure words a sheet's title or name can give its whole numeric family. */
const FAMILY_MEASURE =
  /\b(sales|revenues?|turnover|takings|income|expenses?|costs?|spend(?:ing)?|purchases?|collections?|nights|visits|bookings|covers|guests|stays|appointments|sessions)\b/i;
/** The family words that count how busy a period was, not money (pass 12). */
export const VOLUME_MEASURE =
  /^(nights|visits|bookings|covers|guests|stays|appointments|sessions)$/i;

/** Which way a measure word points: money in, money out, or a result of the two. */
type MeasureKind = 'in' | 'out' | 'result' | undefined;
const MEASURE_KINDS: Array<[MeasureKind, RegExp]> = [
  ['in', /\b(sales|revenues?|turnover|income|takings|collections?|receipts?)\b/i],
  [
    'out',
    /\b(expenses?|costs?|cogs|spend(?:ing)?|purchases?|payroll|wages?|salar(?:y|ies)|rent)\b/i,
  ],
  ['result', /\b(profit|margin|net|ebitda|cash|balance|tax(?:es)?|budget|actual|variance)\b/i],
];
export function measureKind(label: string): MeasureKind {
  return MEASURE_KINDS.find(([, pattern]) => pattern.test(label))?.[0];
}

/**
 * Months (or dates) down and alike amounts across, no category column and no total column,
 * under a title or sheet name that names the measure ("Monthly Sales 2024"): the measure is
 * the columns together. Without such a name the family stays unnamed (the question must
 * name a column).
 */
/**
 * "Total deductions" on a register whose merged "Deductions" header sits over Tax, Pension and
 * Health with no Total of its own: the group's columns together (a group with its own Total
 * column is answered by that column).
 */
const GROUP_NOT_ALIKE =
  /\b(qty|quantity|units?|pcs|pieces|price|rate|hours?|days?|count|no\.?|number|%|percent|share|avg|average)\b/i;

function groupFamilies(view: TableView): Target[] {
  const { table } = view;
  const byGroup = new Map<string, number[]>();
  for (const ci of [...view.valueCols, ...view.totalCols]) {
    const g = table.columns[ci]!.group?.trim();
    if (!g) continue;
    byGroup.set(g, [...(byGroup.get(g) ?? []), ci]);
  }
  const out: Target[] = [];
  for (const [group, cols] of byGroup) {
    if (cols.length < 2 || cols.some((ci) => table.columns[ci]!.role === 'total')) continue;
    // alike amounts only: "Drinks" over Qty and Amount is two measures, never one sum
    const types = new Set(cols.map((ci) => table.columns[ci]!.type));
    if (types.size > 1 || types.has('percent')) continue;
    if (cols.some((ci) => GROUP_NOT_ALIKE.test(table.columns[ci]!.label))) continue;
    const tokens = canonical(group);
    if (!tokens.length) continue;
    out.push({
      kind: 'cols',
      view,
      cols,
      name: `${group} (all ${cols.length} columns)`,
      tokens,
      group: true,
    });
  }
  return out;
}

const CHANGE_COLUMN =
  /\b(change|changes|variance|var|chg|delta|difference|diff|growth|movement|increase|decrease|vs\.?|versus|yoy|mom)\b|%/i;

function numericFamily(view: TableView): Target | undefined {
  const { table } = view;
  // a Total column beside the family is its check, never one of its members
  if (view.dateCol === undefined || view.catCols.length) return undefined;
  // a "Change vs prior month" column is a difference of periods, never a member of the family
  const members = view.valueCols.filter((ci) => !CHANGE_COLUMN.test(table.columns[ci]!.label));
  const cols = members.filter((ci) => table.columns[ci]!.type !== 'percent');
  if (cols.length < 2 || cols.length !== members.length) return undefined;
  const types = new Set(cols.map((ci) => table.columns[ci]!.type));
  if (types.size !== 1) return undefined;
  // quantities beside amounts ("Qty" and "Amount" under each product) are two measures
  const qty = cols.filter((ci) => GROUP_NOT_ALIKE.test(table.columns[ci]!.label)).length;
  if (qty > 0 && qty < cols.length) return undefined;
  const yearsAcross = hasYearsAcross(table);
  const named =
    FAMILY_MEASURE.exec(`${table.title ?? ''} ${view.sheet.name}`)?.[1] ??
    (yearsAcross ? yearsAcrossMeasure(table, view.sheet.name) : undefined);
  if (!named) return undefined;
  const word = named.toLowerCase();
  // Columns that are measures of their own ("Revenue" and "Costs" under "Sales 2026") are not
  // one measure split by product: adding them would mix money in with money out.
  const kinds = new Set(cols.map((ci) => measureKind(table.columns[ci]!.label)));
  if (
    kinds.size > 1 ||
    (kinds.size === 1 && ![undefined, measureKind(word)].includes([...kinds][0]))
  )
    return undefined;
  const name = word.charAt(0).toUpperCase() + word.slice(1);
  return {
    kind: 'cols',
    view,
    cols,
    // one measure over years, not a family of measures
    name: yearsAcross ? name : `${name} (all ${cols.length} columns)`,
    tokens: canonical(word),
  };
}

/** Do the data rows add up to a totals row, column by column? */
function checkHomogeneous(view: TableView): boolean {
  const { table } = view;
  const last = view.totalRows[view.totalRows.length - 1];
  if (last === undefined) {
    // no totals row: rows named by a category header (Region, Product, ...) are alike
    const header = view.labelCols.map((i) => table.columns[i]!.label).join(' ');
    return (
      /\b(region|product|customer|client|department|category|country|store|segment|branch|channel|vendor|supplier|team|project|location|cost line|account|expense|line)\b/i.test(
        header,
      ) && !/\bprofit\b/i.test(table.rows.map((r) => r.label ?? '').join(' '))
    );
  }
  const totalRow = table.rows[last]!;
  const members = view.dataRows.filter((ri) => ri < last);
  if (members.length < 2) return false;
  let checked = 0;
  for (const ci of view.valueCols) {
    const t = cellNumber(totalRow.cells[ci]);
    if (t === undefined) continue;
    const parts: Dec[] = [];
    for (const ri of members) {
      const v = cellNumber(table.rows[ri]!.cells[ci]);
      if (v !== undefined) parts.push(decFromNumber(v));
    }
    const diff = Math.abs(Number(decSumText(parts)) - t);
    if (diff > Math.max(0.011, Math.abs(t) * 1e-9)) return false;
    checked += 1;
  }
  return checked > 0;
}

function decSumText(parts: Dec[]): string {
  const s = decSum(parts);
  return s.s === 0 ? s.m.toString() : String(Number(s.m) / 10 ** s.s);
}

/** The style of a set of cells: the most common format among them. */
export function styleOfCells(table: Table, cells: Array<Cell | undefined>): NumberStyle {
  const counts = new Map<string, number>();
  for (const cell of cells) {
    if (cellNumber(cell) === undefined) continue;
    const f = cellFormat(table, cell) ?? 'General';
    counts.set(f, (counts.get(f) ?? 0) + 1);
    if (counts.size > 20) break;
  }
  let best = 'General';
  let n = -1;
  for (const [f, k] of counts) if (k > n) [best, n] = [f, k];
  const style = styleFromFormat(best);
  if (style.kind === 'number' && table.columns.some((c) => c.type === 'money')) {
    // a wide table formatted without symbols: keep plain
  }
  return style === PLAIN ? { ...PLAIN } : style;
}

export function targetStyle(t: Target): NumberStyle {
  const table = t.view.table;
  if (t.kind === 'col') {
    const col = table.columns[t.col]!;
    if (col.type === 'percent')
      return { ...styleOfCells(table, sampleCol(table, t.col)), kind: 'percent' };
    return styleOfCells(table, sampleCol(table, t.col));
  }
  if (t.kind === 'cols')
    return styleOfCells(
      table,
      t.cols.flatMap((ci) => sampleCol(table, ci)),
    );
  const rows = t.kind === 'row' ? [t.row] : t.rows;
  const cells: Cell[] = [];
  for (const ri of rows) {
    const row = table.rows[ri]!;
    for (const ci of t.view.valueCols) cells.push(row.cells[ci] ?? null);
  }
  return styleOfCells(table, cells);
}

function sampleCol(table: Table, ci: number): Cell[] {
  const out: Cell[] = [];
  for (const row of table.rows) {
    if (row.kind !== 'data') continue;
    out.push(row.cells[ci] ?? null);
    if (out.length >= 200) break;
  }
  return out;
}

const valueCache = new WeakMap<Cell[], Array<Dec | null | undefined>>();

/** The exact value of a row's cell, cached per row (questions reread the same cells). */
function rowValue(table: Table, cells: Cell[], ci: number): Dec | undefined {
  let cached = valueCache.get(cells);
  if (!cached) {
    cached = [];
    valueCache.set(cells, cached);
  }
  const hit = cached[ci];
  if (hit !== undefined) return hit ?? undefined;
  const v = toValue(table, cells[ci]);
  cached[ci] = v ?? null;
  return v;
}

/** A cell's value as the engine reads it: a percentage cell (0.8266 shown 82.7%) is 82.66. */
export function toValue(table: Table, cell: Cell | undefined): Dec | undefined {
  const n = cellNumber(cell);
  if (n === undefined) return undefined;
  const d = decFromNumber(n);
  const f = cellFormat(table, cell);
  if (f && styleFromFormat(f).kind === 'percent') return decMul(d, HUNDRED);
  return d;
}

export interface PointFilter {
  periods?: Period[][];
  /** long tables: column index -> accepted normalised values */
  dims?: Map<number, Set<string>>;
  /** wide tables: accepted column tags (lower case); undefined = untagged or all */
  tags?: string[];
  /** wide tables: only these value columns */
  valueCols?: number[];
  includeTotals?: boolean;
}

function inPeriods(p: Period | undefined, windows: Period[][] | undefined): boolean {
  if (!windows || windows.length === 0) return true;
  if (!p) return false;
  return windows.some((w) => w.some((q) => contains(q, p) || asOfYear(q, p)));
}

/** "as of October 31, 2019" against a column headed 2019: a year-end balance date. */
function asOfYear(q: Period, col: Period): boolean {
  if (q.kind !== 'day' || col.kind !== 'year' || q.year !== col.year || !q.end) return false;
  const [y, m, d] = q.end.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate() === d;
}

function contains(outer: Period, inner: Period): boolean {
  if (outer.start && outer.end && inner.start && inner.end)
    return inner.start >= outer.start && inner.end <= outer.end;
  if (outer.year !== undefined && inner.year !== undefined && outer.year !== inner.year)
    return false;
  // a column without a year only matches a question without one (see resolveAbs)
  if (outer.year !== undefined && inner.year === undefined) return false;
  if (outer.kind === 'year') return outer.year === inner.year;
  if (outer.kind === inner.kind) return outer.index === inner.index;
  if (outer.kind === 'quarter' && inner.kind === 'month')
    return Math.floor((inner.index - 1) / 3) + 1 === outer.index;
  if (outer.kind === 'half' && inner.kind === 'month')
    return (inner.index <= 6 ? 1 : 2) === outer.index;
  if (outer.kind === 'half' && inner.kind === 'quarter')
    return (inner.index <= 2 ? 1 : 2) === outer.index;
  return false;
}

/** Which value columns of a wide table a question's tags select. */
export function tagColumns(view: TableView, tags: string[] | undefined): number[] {
  const cols = view.table.columns;
  if (tags && tags.length) {
    const want = tags.map((t) => t.toLowerCase());
    const hit = view.valueCols.filter((ci) =>
      (cols[ci]!.tags ?? []).some((t) => want.some((w) => t.toLowerCase().startsWith(w))),
    );
    if (hit.length) return hit;
  }
  const periodCols = view.valueCols.filter((ci) => cols[ci]!.period);
  if (!periodCols.length) return view.valueCols;
  // columns under each period split by sub-headers (Amount / % of revenue): keep one group
  const groups = new Map<string, number[]>();
  for (const ci of periodCols) {
    const key = (cols[ci]!.tags ?? []).join(' ').toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), ci]);
  }
  if (groups.size === 1) return periodCols;
  // tags that only partition the periods (a heading over some years) are not sub-columns
  const periodKeys = periodCols.map((ci) => JSON.stringify(cols[ci]!.period));
  if (new Set(periodKeys).size === periodKeys.length) return periodCols;
  let best: number[] = [];
  let bestPeriods = -1;
  for (const [key, list] of groups) {
    // the group covering the most periods; untagged columns first among equals
    const n = new Set(list.map((ci) => JSON.stringify(cols[ci]!.period))).size;
    const pct = list.every((ci) => cols[ci]!.type === 'percent');
    const score = n - (pct ? 0.5 : 0) + (key === '' ? 0.25 : 0);
    if (score > bestPeriods) {
      best = list;
      bestPeriods = score;
    }
  }
  return best;
}

/** The data rows of a long table that a filter's periods and category values keep, whatever
 *  their numbers (a lapsed member with no sub is still a member). */
export function rowsKept(view: TableView, f: PointFilter = {}): number[] {
  return view.dataRows.filter((ri) => {
    const row = view.table.rows[ri]!;
    if (!inPeriods(row.period, f.periods)) return false;
    for (const [ci, values] of f.dims ?? []) {
      const v = ci === SECTION_COL ? row.section : cellText(row.cells[ci]);
      if (!v || !values.has(normCached(v))) return false;
    }
    return true;
  });
}

export function pointsOf(t: Target, f: PointFilter = {}): Point[] {
  const view = t.view;
  const table = view.table;
  const out: Point[] = [];
  if (t.kind === 'cols') {
    return t.cols.flatMap((col) =>
      pointsOf({ kind: 'col', view, col, name: t.name, tokens: t.tokens }, f).map((p) => ({
        ...p,
        item: table.columns[col]!.label,
      })),
    );
  }
  if (t.kind === 'col') {
    const col = table.columns[t.col]!;
    const rows = f.includeTotals
      ? [...view.dataRows, ...view.totalRows].sort((a, b) => a - b)
      : view.dataRows;
    for (const ri of rows) {
      const row = table.rows[ri]!;
      if (!inPeriods(row.period, f.periods)) continue;
      if (f.dims) {
        let ok = true;
        for (const [ci, values] of f.dims) {
          const v = ci === SECTION_COL ? row.section : cellText(row.cells[ci]);
          if (!v || !values.has(normCached(v))) {
            ok = false;
            break;
          }
        }
        if (!ok) continue;
      }
      const value = rowValue(table, row.cells, t.col);
      if (!value) continue;
      out.push({
        value,
        r: row.r,
        c: col.c,
        row: ri,
        col: t.col,
        ...(row.period ? { period: row.period } : {}),
      });
    }
    return out;
  }
  const rows = t.kind === 'row' ? [t.row] : t.rows;
  const cols = f.valueCols?.length ? f.valueCols : tagColumns(view, f.tags);
  for (const ri of rows) {
    const row = table.rows[ri]!;
    for (const ci of cols) {
      const col = table.columns[ci]!;
      if (!inPeriods(col.period, f.periods)) continue;
      const value = rowValue(table, row.cells, ci);
      if (!value) continue;
      out.push({
        value,
        r: row.r,
        c: col.c,
        row: ri,
        col: ci,
        ...(col.period ? { period: col.period } : {}),
        ...(row.label ? { item: row.label } : {}),
        ...(col.tags?.length ? { tags: col.tags } : {}),
      });
    }
  }
  return out;
}

/** Periods present in a view (for relative periods and defaults), sorted. */
/** The periods a view's rows or columns hold, in order; read once per view (a long log's
 *  rows were walked on every question). Callers must not mutate it. */
export const periodsOf = oncePer(readPeriods);

function readPeriods(view: TableView): Period[] {
  const seen = new Map<string, Period>();
  if (view.table.layout === 'wide') {
    for (const ci of view.valueCols) {
      const p = view.table.columns[ci]!.period;
      if (p) seen.set(periodKey(p), p);
    }
  } else {
    for (const ri of view.dataRows) {
      const p = view.table.rows[ri]!.period;
      if (p) seen.set(periodKey(p), p);
    }
  }
  return [...seen.values()].sort(comparePeriods);
}

export function sameValue(a: Dec, b: Dec): boolean {
  return decEq(a, b);
}

export function categoryNorm(s: string): string {
  return normValue(s);
}

/** A column of who bought: customers, clients, or the kind of business sold to (a café). */
export const BUYER_LABEL =
  /\b(customers?|clients?|buyers?|sold to|bill to|ship to|caf[eé]s?|shops?|stores?|restaurants?|outlets?|retailers?|stockists?|venues?|accounts?)(?![a-z])/i;
/** A column of things counted or weighed per row (never money). */
const LOG_QUANTITY =
  /^(qty|quantity|units?|kgs?|kilos?|kilograms?|lbs?|litres?|liters?|cases|boxes|bags|pcs|pieces|guests|covers|pax|heads|attendees|hours|sessions)\b/i;

/**
 * A long table with a customer column and a quantity column: one sale per row (a log of jobs
 * or events titled so, with Guests or Covers per row, is one too). The buyer
 * column may be named by the kind of business sold to ("Café") and the quantity by its unit
 * ("Kg") when the log also holds an amount column and an order or invoice number column, or
 * its title says it is an orders or sales log.
 */
export function isSalesLog(table: Table): boolean {
  if (table.layout !== 'long') return false;
  const cols = table.columns;
  const strict =
    cols.some(
      (c) => c.role === 'category' && /\b(customers?|clients?|buyers?|sold to)\b/i.test(c.label),
    ) && cols.some((c) => c.role === 'value' && /\b(qty|quantity|units?)\b/i.test(c.label));
  if (strict) return true;
  const buyers = cols.filter((c) => c.role === 'category' && BUYER_LABEL.test(c.label));
  const quantity = cols.some((c) => c.role === 'value' && LOG_QUANTITY.test(c.label.trim()));
  const amount = cols.some(
    (c) =>
      c.role === 'value' &&
      /^(amount|total|line total|value|sales?|net amount)\b/i.test(c.label.trim()),
  );
  const ordered =
    cols.some((c) => c.role === 'category' && /\b(order|invoice|inv)\b/i.test(c.label)) ||
    /\b(orders?|sales log|order book|order log)\b/i.test(table.title ?? '') ||
    // a log of jobs or events (a caterer's, a photographer's): each row is one sale
    (cols.some(
      (c) => c.role === 'category' && /^(job|event|booking|gig)s?\b/i.test(c.label.trim()),
    ) &&
      /\b(jobs|events|bookings|gigs)\b/i.test(`${table.title ?? ''} ${table.sheet}`));
  return buyers.length === 1 && quantity && amount && ordered;
}

const ACCOUNT_CODE = /^(total\s+)?\d{4,5}(?:[.-]\d{1,3})?\s+(?=[a-z])/i;

/** "6110 Fuel" -> "Fuel", "Total 6100 Auto" -> "Total Auto"; other labels as they are. */
export function withoutAccountCode(label: string): string {
  return label.replace(ACCOUNT_CODE, (_m, total: string | undefined) => total ?? '');
}

/**
 * The words of a line's label. In a chart of accounts ("6110 Fuel", "Total 6100 Auto": three
 * or more lines numbered so) the account number is not a word of its name: "fuel" names
 * "6110 Fuel" as fully as an unnumbered "Fuel" would. Elsewhere a leading number ("2019
 * Revenue") stays a word.
 */
function accountNamer(table: Table): (label: string) => string[] {
  const coded = table.rows.filter((r) => r.label && ACCOUNT_CODE.test(r.label)).length;
  if (coded < 3) return canonical;
  return (label) => canonical(withoutAccountCode(label));
}

/** The data rows of a wide table under each value of its grouping label column (Department). */
export function groupedRows(view: TableView): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const gc = groupingLabelColumn(view.table);
  if (gc === undefined) return out;
  for (const ri of view.table.rows.keys()) {
    const row = view.table.rows[ri]!;
    const cell = row.cells[gc];
    if (row.kind !== 'data' || typeof cell !== 'string' || !cell.trim()) continue;
    const name = cell.trim();
    out.set(name, [...(out.get(name) ?? []), ri]);
  }
  // one group for every row, or a group per row, groups nothing
  return out.size >= 2 && out.size < view.table.rows.filter((r) => r.kind === 'data').length
    ? out
    : new Map();
}
