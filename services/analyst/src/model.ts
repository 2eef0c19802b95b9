/**
 * The ingested workbook: plain JSON (stored per chat session in a jsonb column).
 * Only what the engine needs is kept: the tables found on each sheet, their header,
 * column types and the cells of every row with its sheet coordinates for citations.
 */

export type ColumnType =
  'number' | 'money' | 'percent' | 'date' | 'month' | 'year' | 'text' | 'empty';

/** label: the row names of a wide table; category: a text column of a long table;
 *  date: the column that dates each row; value: a numeric column; total: a numeric
 *  column that totals the others (Total, FY, YTD). */
export type ColumnRole = 'label' | 'category' | 'date' | 'value' | 'total' | 'other';

export type PeriodKind = 'day' | 'month' | 'quarter' | 'half' | 'year';

export interface Period {
  kind: PeriodKind;
  /** undefined when the sheet names a month or quarter without its year. */
  year?: number;
  /** month 1-12, quarter 1-4, half 1-2; day: month*100+day */
  index: number;
  /** ISO start and end dates (inclusive); absent when year is unknown. */
  start?: string;
  end?: string;
}

export interface Column {
  /** 0-based sheet column */
  c: number;
  label: string;
  /** text of the header rows above the label (merged group headers) */
  group?: string;
  type: ColumnType;
  role: ColumnRole;
  /** the period this column covers in a wide table */
  period?: Period;
  /** header words that are not a period ("Budget", "Actual") */
  tags?: string[];
}

/**
 * A stored cell: null (empty), text, a number in General format, a number with the index
 * of its number format in `Table.formats`, or a date (ISO yyyy-mm-dd).
 */
export type Cell = null | string | number | [number, number] | { d: string };

export type RowKind = 'data' | 'total' | 'section';

export interface Row {
  /** 0-based sheet row */
  r: number;
  kind: RowKind;
  /** the row's name in a wide table (most specific label cell) */
  label?: string;
  /** the section heading the row sits under, if any */
  section?: string;
  /** the period the row covers (from its date or label cell), if any */
  period?: Period;
  /** one per column of the table */
  cells: Cell[];
}

export interface Table {
  id: string;
  sheet: string;
  title?: string;
  /** pass 45: each line of the title and its sheet cell, in order (when every line's is known) */
  titleCells?: Array<{ r: number; c: number; text: string }>;
  /** A1 range of the whole table, header included */
  range: string;
  /** long: one record per row (a date or category column); wide: periods across */
  layout: 'long' | 'wide';
  /** stock: balances at dates (balance sheet); flow: amounts over periods */
  nature: 'flow' | 'stock';
  headerRows: number[];
  columns: Column[];
  rows: Row[];
  formats: string[];
  /** "in thousands" / "in millions" found in the title or notes */
  unit?: string;
  notes?: string[];
}

export interface SheetInfo {
  name: string;
  /** used range as found in the file (A1), undefined when empty */
  range?: string;
  rowCount: number;
  colCount: number;
  cellCount: number;
  hidden?: boolean;
  tables: Table[];
  /** text found outside tables (titles, remarks), first few */
  notes: string[];
  /** pass 45: the text cells those notes were read from, with their sheet cell */
  noteCells?: Array<{ r: number; c: number; text: string }>;
}

export interface Workbook {
  format: 'fina-analyst-workbook';
  version: 1;
  sheets: SheetInfo[];
  stats: { cells: number; bytes: number; parseMs: number };
}
