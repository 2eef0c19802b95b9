/**
 * Issue 13, pass 10: a month-by-month sheet with years as column headers
 * (`Month | 2025 | 2024 | Change | Change %`) holds one measure over two periods, not a family
 * of measures. Its rows are read once per year column: each month row becomes one record per
 * year, dated that month of that year, holding only that year's cell (the other year's cell is
 * empty), so every long-table reading (totals for a year, best month in a year, June to August
 * 2025, latest against previous year) works on it. The change columns stay on the latest
 * year's records. Cells keep their sheet coordinates, so citations are unchanged.
 */
import type { Cell, Row, Table, Workbook } from './model';
import { makePeriod } from './periods';

// "2025", "FY2025", "FY 2025", and a year with the unit its cells are kept in ("2025 (R'000)")
const YEAR_LABEL = /^(?:FY\s*)?((?:19|20)\d{2})(?:\s*\(([^)]{1,12})\))?$/i;
const CHANGE_LABEL =
  /\b(change|variance|var|difference|diff|growth|increase|decrease|vs\.?|yoy)\b|%/i;

/** A currency, or a scale with or without one ("R'000", "$000s", "in thousands", "€m"). */
const YEAR_UNIT =
  /^(?:[$€£₱R]|(?:in )?(?:[A-Z]{1,3} ?|[$€£₱] ?)?'?(?:000s?|k|m|mn|thousands|millions))$/i;

/** A year header's parenthesis names a unit or a currency, never another measure. */
function yearOf(label: string): number | undefined {
  const m = YEAR_LABEL.exec(label.trim());
  if (!m) return undefined;
  const unit = m[2]?.trim();
  // a currency code is written in capitals ("PHP"); "net" is a measure
  if (unit !== undefined && !YEAR_UNIT.test(unit) && !/^[A-Z]{3}$/.test(unit)) return undefined;
  return Number(m[1]);
}

export function splitYearColumns(table: Table): Table {
  if (table.layout !== 'long' || table.nature !== 'flow') return table;
  const dateCols = table.columns.filter((c) => c.role === 'date');
  if (dateCols.length !== 1 || dateCols[0]!.type !== 'month') return table;
  const dateAt = table.columns.indexOf(dateCols[0]!);
  const years: Array<{ at: number; year: number }> = [];
  const changes: number[] = [];
  const notes: number[] = [];
  for (let i = 0; i < table.columns.length; i++) {
    const col = table.columns[i]!;
    if (i === dateAt) continue;
    const y = yearOf(col.label);
    if (y !== undefined && col.role === 'value' && !col.group) years.push({ at: i, year: y });
    else if (col.role === 'value' && CHANGE_LABEL.test(col.label)) changes.push(i);
    // a notes column beside the years is kept on the latest year's rows, like a change
    else if (col.type === 'text' && col.role !== 'value' && col.role !== 'date') notes.push(i);
    else return table;
  }
  if (years.length < 2 || new Set(years.map((y) => y.year)).size !== years.length) return table;
  const data = table.rows.filter((r) => r.kind === 'data');
  if (!data.length || table.rows.some((r) => r.kind === 'section')) return table;
  // every data row is a month without its year, each month once
  if (data.some((r) => r.period?.kind !== 'month' || r.period.year !== undefined)) return table;
  if (new Set(data.map((r) => r.period!.index)).size !== data.length) return table;
  const latest = Math.max(...years.map((y) => y.year));
  const ordered = [...years].sort((a, b) => a.year - b.year);
  const rows: Row[] = [];
  for (const { at, year } of ordered)
    for (const row of data) {
      const cells: Cell[] = row.cells.map((cell, i) => {
        if (i === dateAt || i === at) return cell;
        if ((changes.includes(i) || notes.includes(i)) && year === latest) return cell;
        return null;
      });
      const { label: _remark, ...rest } = row;
      const named = notes.length ? rest : row;
      rows.push({ ...named, cells, period: makePeriod('month', year, row.period!.index) });
    }
  const rest = table.rows.filter((r) => r.kind !== 'data');
  // a notes column remarks on its months; it is never a category to group or filter by
  const columns = table.columns.map((c, i) =>
    notes.includes(i) ? { ...c, role: 'other' as const } : c,
  );
  return {
    ...table,
    columns,
    rows: [...rows, ...rest],
    notes: [...(table.notes ?? []), `years across: ${ordered.map((y) => y.year).join(', ')}`],
  };
}

/** Is the table a month-by-month sheet whose year columns were split by `splitYearColumns`? */
export function hasYearsAcross(table: Table): boolean {
  return (table.notes ?? []).some((n) => n.startsWith('years across: '));
}

/**
 * The one measure of a years-across sheet, named by its sheet or title when no finance word
 * does ("Room nights" for a sheet 'Room nights' titled "Room nights sold by month").
 */
export function yearsAcrossMeasure(table: Table, sheetName: string): string | undefined {
  const clean = (s: string): string =>
    s
      .replace(/\([^)]*\)/g, ' ')
      .replace(/^.*\s[–—:-]\s/, '')
      .replace(/\b(by|per)\s+(month|months)\b|\bmonthly\b|\b(19|20)\d{2}\b|\bsold\b/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  for (const s of [sheetName, table.title ?? '']) {
    const name = clean(s);
    if (name && !/^(sheet|tab|table|data)\s*\d*$/i.test(name) && name.split(' ').length <= 3)
      return name;
  }
  return undefined;
}

/**
 * Owners' words for the change column of a years-across sheet: "which month improved the
 * most" is its largest Change, "the biggest drop" its most negative one (only when some month
 * did fall; otherwise the words are left as they are and the answer says it went up).
 */
export function yearsAcrossWording(workbook: Workbook, text: string): string {
  const tables = workbook.sheets.flatMap((s) => s.tables).filter(hasYearsAcross);
  if (!tables.length) return text;
  // "biggest drop in room nights" would also name the measure beside the change column, a
  // comparison of the two: the words are left as they are (the answer refuses)
  const lower = text.toLowerCase();
  const names = workbook.sheets
    .filter((s) => s.tables.some(hasYearsAcross))
    .flatMap((s) => [s.name, ...s.tables.map((t) => yearsAcrossMeasure(t, s.name) ?? '')])
    .map((n) => n.toLowerCase())
    .filter((n) => n.length > 2);
  if (names.some((n) => lower.includes(n)) || /\b(revenue|sales|income|turnover)\b/.test(lower))
    return text;
  let out = text.replace(
    /\b(improved|grew|increased|rose|went up)( the)? most\b/i,
    'had the biggest change',
  );
  const fell = tables.every((t) => {
    const at = t.columns.findIndex(
      (c) => c.role === 'value' && /\bchange\b/i.test(c.label) && !/%/.test(c.label),
    );
    return at >= 0 && t.rows.some((r) => r.kind === 'data' && numberOf(r.cells[at] ?? null) < 0);
  });
  if (fell)
    out = out.replace(
      /\b(the )?(biggest|largest|worst|steepest|sharpest) (drop|fall|decline|decrease)\b/i,
      'the lowest change',
    );
  return out;
}

function numberOf(cell: Cell): number {
  if (typeof cell === 'number') return cell;
  if (Array.isArray(cell)) return cell[0];
  return NaN;
}
