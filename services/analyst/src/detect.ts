/**
 * Table detection: finds the tables on a sheet, their header rows (merged and multi-row
 * headers combined), column types and roles, totals and section rows, and whether the
 * table is long (a date or category per row) or wide (periods across the columns).
 */
import { foldTotalsAbove } from './total-above';
import { outlineSubtotals } from './outline-subtotals';
import { unnumberAccounts } from './account-numbers';
import { fixMoneyFormatSlips } from './money-format-slips';
import { splitMeasureGroups } from './measure-groups';
import { splitYearColumns } from './year-columns';
import { rangeAddress } from '@fina/workbook-gate';
import type { RawCell, RawSheet } from '@fina/workbook-gate';
import type { Cell, Column, ColumnType, Period, Row, SheetInfo, Table } from './model';
import {
  KIND_RANK,
  dayPeriod,
  daysInMonth,
  isYearNumber,
  makePeriod,
  periodContains,
  periodFromText,
  periodLabel,
  monthSpan,
} from './periods';
import { styleFromFormat } from './format';
import { OFF_DAY, weekdaysOverDates } from './weekday-date-header';

interface GCell {
  k: 'n' | 's' | 'd';
  n?: number;
  s?: string;
  d?: string;
  z?: string;
  /** copied from a merged range's first cell */
  merged?: boolean;
}

type Grid = Map<number, Array<GCell | undefined>>;

export const TOTAL_RE =
  /^(grand\s+)?totals?\b|\btotals?$|^sub-?totals?\b|\bsub-?totals?$|^sum\b|^net\s+total\b|^overall\b|\btotal\s*[:-]|^all\s+(?!others\b)[a-z]+s$|^net\s+cash\b.*\bactivities$/i;

/** "Year | 2026": a label naming a period and one whole number that is a year. */
function pivotFilterRow(row: Row): boolean {
  const label = (row.label ?? (typeof row.cells[0] === 'string' ? row.cells[0] : '')).trim();
  if (!/^(year|fiscal year|financial year|period)$/i.test(label)) return false;
  const numbers = row.cells.flatMap((c) =>
    typeof c === 'number' ? [c] : Array.isArray(c) && typeof c[0] === 'number' ? [c[0]] : [],
  );
  return (
    numbers.length === 1 &&
    Number.isInteger(numbers[0]) &&
    numbers[0]! >= 1900 &&
    numbers[0]! <= 2100
  );
}

/** A month column's cell that totals its months: "Full year", "YTD", "Jan–Nov", "Jan - Jun". */
const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const MONTHS_TOTAL = new RegExp(
  `^(?:full[\\s-]+year|whole[\\s-]+year|ytd|year[\\s-]+to[\\s-]+date|${MONTH_WORD}\\s*(?:[-–—]|to)\\s*${MONTH_WORD})$`,
  'i',
);

/** A column that sums others: "Total", "Full year", "FY", "YTD" (its own label or its group's). */
export const TOTAL_COLUMN_RE =
  /^(fy|full[\s-]+year|ytd|year[\s-]+to[\s-]+date|annual|sum|(grand\s+)?total|totals)$/i;

const NIL_TEXT = /^(-+|—|–|n\/?a|nm|nil|none|\*+)$/i;

/** header groups that say when or which scenario, not what ("Nov 2026", "Year to date", "Budget") */
const PERIODISH_GROUP =
  /\d|\b(?:year|month|quarter|qtr|ytd|to date|date|budget|actual|forecast|plan|period|week|annual|change|variance|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/** "$1,234.50", "(43)", "12.5%", "-1,200", "€ 30" as numbers with a matching format. */
export function parseNumericText(text: string): { n: number; z?: string } | undefined {
  // after blind-40: "2026 £" over a column is a year and its currency (a header), not £2,026
  if (/^(?:19|20)\d\d\s+(?:[$€£¥₱₹]|[A-Z]{3})$/.test(text.trim())) return undefined;
  let t = text.replace(/[\s\u00a0]+/g, '');
  if (t.length === 0 || t.length > 40) return undefined;
  let neg = false;
  if (/^\(.*\)$/.test(t)) {
    neg = true;
    t = t.slice(1, -1);
  }
  let symbol = '';
  const sym = /^(-|−)?(US\$|A\$|C\$|R\$|[$€£¥₱₹])/.exec(t);
  if (sym) {
    if (sym[1]) neg = !neg;
    symbol = sym[2]!;
    t = t.slice(sym[0].length);
  }
  if (/^\(.*\)$/.test(t)) {
    neg = !neg;
    t = t.slice(1, -1);
  }
  if (/^[-−]/.test(t)) {
    neg = !neg;
    t = t.slice(1);
  }
  const tail = /(US\$|[$€£¥₱₹])$/.exec(t);
  if (tail && !symbol) {
    symbol = tail[1]!;
    t = t.slice(0, -tail[1]!.length);
  }
  let percent = false;
  if (t.endsWith('%')) {
    percent = true;
    t = t.slice(0, -1);
  }
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$|^\.\d+$/.test(t)) return undefined;
  if (!symbol && !percent && !t.includes(',') && /^0\d/.test(t)) return undefined; // codes like 00123
  const decimals = t.includes('.') ? t.length - t.indexOf('.') - 1 : 0;
  const digits = t.replace(/,/g, '');
  let n = Number(digits);
  if (!Number.isFinite(n)) return undefined;
  if (percent) n = Number((n / 100).toPrecision(15));
  if (neg) n = -n;
  const frac = decimals > 0 ? '.' + '0'.repeat(decimals) : '';
  if (percent) return { n, z: `0${frac}%` };
  if (symbol) return { n, z: `${symbol}#,##0${frac}` };
  if (t.includes(',')) return { n, z: `#,##0${frac}` };
  if (decimals > 0) return { n, z: `0${frac}` };
  return { n };
}

/** "(in millions)", "U.S. $ in thousands", "$'000", "(Dollars in millions)": a unit, not a header. */
export function isUnitText(text: string): boolean {
  const t = text.toLowerCase().replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  if (
    /^(?:[a-z.$€£ ]{0,20}\s)?(?:in |of )?(thousands|millions|billions)(?:,? (?:except|other than) [a-z ,%.-]*)?$/.test(
      t,
    )
  )
    return true;
  if (
    /^(?:[a-z.]{0,6} ?)?[$€£]? ?'?000s?$|^[$€£] ?(000|m|mn|k)$|^in [$€£]?(000|m|mn|bn)s?$/.test(t)
  )
    return true;
  return false;
}

function toGCell(raw: RawCell): GCell | undefined {
  if (raw.k === 'n') return raw.z ? { k: 'n', n: raw.n, z: raw.z } : { k: 'n', n: raw.n };
  if (raw.k === 'd') return raw.z ? { k: 'd', d: raw.d, z: raw.z } : { k: 'd', d: raw.d };
  let s = raw.s.replace(/\s+/g, ' ').trim();
  if (/^\d( \d){3}$/.test(s)) s = s.replace(/ /g, '');
  if (!s) return undefined;
  // a dash in a financial table is a nil amount; "n/a" and the like are no value
  if (/^(-+|—|–)$/.test(s)) return { k: 'n', n: 0 };
  if (NIL_TEXT.test(s)) return undefined;
  const num = parseNumericText(s);
  if (num) return num.z ? { k: 'n', n: num.n, z: num.z } : { k: 'n', n: num.n };
  return { k: 's', s };
}

function buildGrid(sheet: RawSheet): Grid {
  const grid: Grid = new Map();
  sheet.rows.forEach((row, r) => {
    if (!row) return;
    let out: Array<GCell | undefined> | undefined;
    row.forEach((raw, c) => {
      if (!raw) return;
      const g = toGCell(raw);
      if (!g) return;
      if (!out) out = [];
      out[c] = g;
    });
    if (out) grid.set(r, out);
  });
  // Fill merged ranges with their first cell's text (merged headers, merged labels).
  for (const m of sheet.merges) {
    const area = (m.r1 - m.r0 + 1) * (m.c1 - m.c0 + 1);
    if (area <= 1 || area > 5000) continue;
    const first = grid.get(m.r0)?.[m.c0];
    if (!first || first.k !== 's') continue;
    for (let r = m.r0; r <= m.r1; r += 1) {
      let row = grid.get(r);
      if (!row) {
        row = [];
        grid.set(r, row);
      }
      for (let c = m.c0; c <= m.c1; c += 1) {
        if (r === m.r0 && c === m.c0) continue;
        if (!row[c]) row[c] = { k: 's', s: first.s!, merged: true };
      }
    }
  }
  markYearHeaderRows(grid);
  return grid;
}

/**
 * A header of years written as numbers in a number format ("#,##0", "@", the data's own style
 * spread over the header row) read as the first data row, so every question was asked
 * "Column B or Column C?" (pass 14). Such a row: two or more distinct integer years, nearly
 * consecutive, no other number, nothing above them in their columns, and a value that is not
 * a year below them. Its years lose the format, so they read as every General year header.
 */
function markYearHeaderRows(grid: Grid): void {
  for (const [r, row] of grid) {
    const nums: number[] = [];
    let formatted = false;
    row.forEach((cell, c) => {
      if (cell?.k !== 'n') return;
      nums.push(c);
      if (cell.z && cell.z !== 'General' && cell.z !== '0') formatted = true;
    });
    if (!formatted || nums.length < 2) continue;
    const years = nums.map((c) => row[c]!.n!);
    if (!years.every(isYearNumber) || new Set(years).size !== years.length) continue;
    if (Math.max(...years) - Math.min(...years) > years.length) continue;
    const above = grid.get(r - 1);
    if (above && nums.some((c) => above[c])) continue;
    // the first row below with a cell under the years (a section heading may come first)
    let below: Array<GCell | undefined> | undefined;
    for (let k = r + 1; k <= r + 4 && !below; k += 1)
      if (nums.some((c) => grid.get(k)?.[c])) below = grid.get(k);
    const valueBelow = nums.some((c) => {
      const cell = below?.[c];
      return cell?.k === 'n' && !isYearNumber(cell.n!);
    });
    if (!valueBelow) continue;
    for (const c of nums) row[c] = { k: 'n', n: row[c]!.n! };
  }
}

interface Block {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
  rows: number[];
  title?: string[];
  /** pass 45: the sheet cell of each title line (for figures read from a title's text) */
  titleCells?: Array<{ r: number; c: number; text: string }>;
}

function rowCols(row: Array<GCell | undefined> | undefined, c0: number, c1: number): number[] {
  const out: number[] = [];
  if (!row) return out;
  const end = Math.min(c1, row.length - 1);
  for (let c = c0; c <= end; c += 1) if (row[c]) out.push(c);
  return out;
}

function isPlainNumber(cell: GCell | undefined): boolean {
  if (!cell || cell.k !== 'n') return false;
  return !(isYearNumber(cell.n!) && (!cell.z || cell.z === 'General' || cell.z === '0'));
}

/**
 * A loan's terms written straight above its schedule, no blank row between ("Principal |
 * 24,000", "Rate | 6%", "Term | 12", then "Pmt # | Due date | Opening balance | …"): the
 * terms' numbers made the whole run one table with no header, and every question asked
 * "Column C or Column D?" (pass 15, M1). The terms are their own block, as when a blank row
 * parts them: only label-and-value lines (and title lines) above a row of three or more words
 * that numbers follow (a term may be text, "12 months", when another is a number).
 */
/**
 * Pass 37 (W4): a terms block of label | value pairs whose values above the first number are
 * text holding figures ("Amount financed | CHF 74316.00", "Interest rate | 6.9% p.a. fixed"):
 * those rows are terms, never a header; the block has no header row.
 */
function termsBlock(grid: Grid, block: Block, above: number[], rows: number[]): boolean {
  if (block.c1 - block.c0 !== 1 || above.length < 2 || rows.length < 4) return false;
  const pairs = rows.every((r) => {
    const row = grid.get(r)!;
    const a = row[block.c0];
    return a?.k === 's' && !!row[block.c1] && rowCols(row, block.c0, block.c1).length === 2;
  });
  return (
    pairs &&
    above.some((r) => {
      const v = grid.get(r)![block.c1]!;
      return v.k === 's' && /\d/.test(v.s!);
    })
  );
}

function splitParameterBlock(grid: Grid, seg: number[]): number[][] {
  const cellsOf = (r: number): number[] => {
    const row = grid.get(r)!;
    return row.map((cell, c) => (cell ? c : -1)).filter((c) => c >= 0);
  };
  const limit = Math.min(seg.length - 2, 10);
  for (let k = 1; k <= limit; k += 1) {
    const row = grid.get(seg[k]!)!;
    const cols = cellsOf(seg[k]!);
    if (cols.length < 3 || !cols.every((c) => row[c]!.k === 's')) continue;
    const below = grid.get(seg[k + 1]!)!;
    if (!cellsOf(seg[k + 1]!).some((c) => isPlainNumber(below[c]))) return [seg];
    const above = seg.slice(0, k);
    const start = Math.min(...cols);
    let pairs = 0;
    for (const r of above) {
      const cs = cellsOf(r);
      const cells = cs.map((c) => grid.get(r)![c]!);
      if (cs.length > 2 || cells[0]!.k !== 's' || cs[0]! < start) return [seg];
      // a term written as text ("Term | 12 months", pass 21 W7) is a term too, as long as
      // one term is a number
      if (cs.length === 2 && cells[1]!.k !== 's') pairs += 1;
    }
    return pairs >= 1 ? [above, seg.slice(k)] : [seg];
  }
  return [seg];
}

/**
 * Two tables stacked with no blank row between, the second repeating the first's column
 * headings ("Income | Budget | Actual" … "Expenses | Budget | Actual"): read as one table the
 * second heading was a data row and the income and expense lines were added together (pass 16,
 * W5). A later all-text row whose cells after the first are the header's own words, with rows
 * of numbers between, starts a new table.
 */
function splitRepeatedHeader(grid: Grid, seg: number[]): number[][] {
  const cellsOf = (r: number): number[] => {
    const row = grid.get(r)!;
    return row.map((cell, c) => (cell ? c : -1)).filter((c) => c >= 0);
  };
  const words = (r: number): string[] | undefined => {
    const row = grid.get(r)!;
    const cs = cellsOf(r);
    if (cs.length < 3 || !cs.every((c) => row[c]!.k === 's')) return undefined;
    // headings are words ("Budget", "Actual"), never "$-" or "n/a" placeholders of a data row
    if (
      !cs
        .slice(1)
        .every((c) => /[a-z]{3,}/i.test(row[c]!.s!) && !/^n\/?a$/i.test(row[c]!.s!.trim()))
    )
      return undefined;
    return cs.map((c) => `${c}:${row[c]!.s!.trim().toLowerCase()}`);
  };
  const head = seg.findIndex((r) => words(r) !== undefined);
  if (head < 0) return [seg];
  const headWords = words(seg[head]!)!;
  for (let k = head + 2; k < seg.length - 1; k += 1) {
    const w = words(seg[k]!);
    if (!w || w.length !== headWords.length || w[0] === headWords[0]) continue;
    if (w.slice(1).join('|') !== headWords.slice(1).join('|')) continue;
    const between = seg.slice(head + 1, k);
    const numbers = between.some((r) => grid.get(r)!.some((cell) => isPlainNumber(cell)));
    if (!numbers) continue;
    return [seg.slice(0, k), ...splitRepeatedHeader(grid, seg.slice(k))];
  }
  return [seg];
}

// pass 38 (W4): "01-09-2026" too (hyphens, a four-digit year)
// pass 44 (L1): a weekday may stand before it ("Tue 01/09/2026")
const SLASH_DATE =
  /^\s*(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s+)?(\d{1,2})(?:[/.](\d{1,2})[/.](\d{2}|\d{4})|-(\d{1,2})-(\d{4}))\s*$/i;

/**
 * Text dates "03/01/2025" are month first when alone (Excel's en-US), but a column that also
 * holds "15/01/2025" is kept day first: each of its dates is read so. Read one by one, a bank
 * export's 3 January became 1 March and the closing balance was a January one (pass 15, W3).
 */
function textDatesDayFirst(cells: Array<GCell | undefined>): boolean {
  let dayFirst = false;
  for (const cell of cells) {
    const m = cell?.k === 's' ? SLASH_DATE.exec(cell.s!) : null;
    if (!m) continue;
    // pass 37 (W4): "01.02.2028" is day first always: dotted dates are never in US order
    if (/^\s*\d{1,2}\.\d{1,2}\./.test(cell!.s!)) {
      if (Number(m[2] ?? m[4]) > 12) return false;
      dayFirst = true;
      continue;
    }
    if (Number(m[2] ?? m[4]) > 12) return false;
    if (Number(m[1]) > 12) dayFirst = true;
  }
  return dayFirst;
}

function dayFirstPeriod(text: string): Period | undefined {
  const m = SLASH_DATE.exec(text);
  if (!m) return undefined;
  const [d, mo] = [Number(m[1]), Number(m[2] ?? m[4])];
  const yt = m[3] ?? m[5]!;
  const n = Number(yt);
  const y = yt.length === 4 ? n : n < 70 ? 2000 + n : 1900 + n;
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return undefined;
  return makePeriod('day', y, mo * 100 + d);
}

function findBlocks(grid: Grid): Block[] {
  const rows = [...grid.keys()].sort((a, b) => a - b);
  // segments of consecutive non-empty rows
  const segments: number[][] = [];
  let cur: number[] = [];
  for (const r of rows) {
    if (cur.length > 0 && r !== cur[cur.length - 1]! + 1) {
      segments.push(cur);
      cur = [];
    }
    cur.push(r);
  }
  if (cur.length) segments.push(cur);

  const blocks: Block[] = [];
  for (const seg of segments
    .flatMap((x) => splitParameterBlock(grid, x))
    .flatMap((x) => splitRepeatedHeader(grid, x))) {
    const used = new Set<number>();
    for (const r of seg) {
      const row = grid.get(r)!;
      row.forEach((cell, c) => {
        if (cell) used.add(c);
      });
    }
    const cols = [...used].sort((a, b) => a - b);
    // runs of columns separated by empty columns
    const runs: Array<[number, number]> = [];
    for (const c of cols) {
      const last = runs[runs.length - 1];
      if (last && c <= last[1] + 1) last[1] = c;
      else runs.push([c, c]);
    }
    // merge runs unless both sides are at least two columns wide and the gap is real
    const merged: Array<[number, number]> = [];
    for (const run of runs) {
      const prev = merged[merged.length - 1];
      if (prev) {
        const gap = run[0] - prev[1] - 1;
        const wideEnough = prev[1] - prev[0] >= 1 && run[1] - run[0] >= 1;
        if (!(wideEnough && gap >= 1 && startsWithText(grid, seg, run[0], run[1]))) {
          prev[1] = run[1];
          continue;
        }
      }
      merged.push([run[0], run[1]]);
    }
    for (const [c0, c1] of merged) {
      const rs = seg.filter((r) => rowCols(grid.get(r), c0, c1).length > 0);
      if (rs.length) blocks.push({ r0: rs[0]!, r1: rs[rs.length - 1]!, c0, c1, rows: rs });
    }
  }
  blocks.sort((a, b) => a.r0 - b.r0 || a.c0 - b.c0);

  // Join blocks split by blank rows when the lower one continues the upper one.
  const out: Block[] = [];
  for (const b of blocks) {
    const prevIdx = findPrevAbove(out, b);
    const prev = prevIdx >= 0 ? out[prevIdx] : undefined;
    if (prev && continues(grid, prev, b)) {
      prev.rows.push(...b.rows);
      prev.r1 = b.r1;
      prev.c0 = Math.min(prev.c0, b.c0);
      prev.c1 = Math.max(prev.c1, b.c1);
      continue;
    }
    out.push({ ...b, rows: [...b.rows] });
  }
  // A single text cell just above a block is its title (up to four such lines: a QuickBooks
  // export stacks company, report name and dates).
  const final: Block[] = [];
  for (let i = 0; i < out.length; i += 1) {
    const b = out[i]!;
    const next = out[i + 1];
    const cells = b.rows.flatMap((r) => rowCols(grid.get(r), b.c0, b.c1));
    if (
      next &&
      b.rows.length <= 4 &&
      cells.length === b.rows.length &&
      next.r0 - b.r1 <= 3 &&
      b.rows.every((r) => grid.get(r)![rowCols(grid.get(r), b.c0, b.c1)[0]!]!.k === 's')
    ) {
      const lines = b.rows.filter((r) => textOf(grid.get(r)![b.c0]));
      next.title = [...(b.title ?? []), ...lines.map((r) => textOf(grid.get(r)![b.c0])!)];
      next.titleCells = [
        ...(b.titleCells ?? []),
        ...lines.map((r) => ({ r, c: b.c0, text: textOf(grid.get(r)![b.c0])! })),
      ];
      continue;
    }
    final.push(b);
  }
  return final;
}

function startsWithText(grid: Grid, seg: number[], c0: number, c1: number): boolean {
  const r = seg.find((x) => rowCols(grid.get(x), c0, c1).length > 0);
  if (r === undefined) return false;
  const cells = rowCols(grid.get(r), c0, c1).map((c) => grid.get(r)![c]!);
  return cells.length >= 2 && cells.every((x) => x.k === 's');
}

function findPrevAbove(out: Block[], b: Block): number {
  for (let i = out.length - 1; i >= 0; i -= 1) {
    const p = out[i]!;
    if (p.r1 < b.r0 && b.c0 <= p.c1 && b.c1 >= p.c0) return i;
  }
  return -1;
}

function continues(grid: Grid, a: Block, b: Block): boolean {
  if (b.r0 - a.r1 > 3) return false; // more than two blank rows
  if (b.c0 < a.c0 - 1 || b.c1 > a.c1 + 1) return false;
  const aHasData = a.rows.some((r) =>
    rowCols(grid.get(r), a.c0, a.c1).some((c) => isPlainNumber(grid.get(r)![c])),
  );
  let aWidth = 0;
  for (const r of a.rows) aWidth = Math.max(aWidth, rowCols(grid.get(r), a.c0, a.c1).length);
  if (!aHasData) {
    // a header-only or title block above data
    return (
      aWidth >= 2 &&
      b.rows.some((r) =>
        rowCols(grid.get(r), b.c0, b.c1).some((c) => isPlainNumber(grid.get(r)![c])),
      )
    );
  }
  const first = grid.get(b.r0)!;
  const cols = rowCols(first, b.c0, b.c1);
  const hasNumber = cols.some((c) => isPlainNumber(first[c]));
  if (hasNumber) return true;
  // a section label in the first column followed by data (not by a header row of its own)
  if (cols.length === 1 && cols[0]! <= a.c0 + 1) {
    for (const r of b.rows.slice(1)) {
      const row = grid.get(r)!;
      const rc = rowCols(row, b.c0, b.c1);
      if (rc.some((c) => isPlainNumber(row[c]))) return true;
      if (rc.length >= 2) return false;
    }
  }
  return false;
}

/**
 * A title block of several one-cell lines ("Harbour Hardware", "Stock list at 30 June") sitting
 * right on the header row, with no blank row between: every line of the run is a title when
 * the run ends on a header-like row of two or more cells. (Only the last line was; the lines
 * above became the header and the real header a data row, so every column read "Column E".)
 */
/**
 * "| 2025 | 2024" with the years written as numbers (pass 12: a cash-flow statement under two
 * title lines read as "Column B / Column C"): text and two or more distinct, close years.
 */
function yearHeader(row: Array<GCell | undefined>, cols: number[]): boolean {
  const years = cols.map((c) => row[c]!).filter((cell) => cell.k === 'n');
  if (years.length < 2 || years.some((y) => isPlainNumber(y) || !isYearNumber(y.n!))) return false;
  const ns = years.map((y) => y.n!);
  return (
    new Set(ns).size === ns.length &&
    Math.max(...ns) - Math.min(...ns) <= 10 &&
    cols.every((c) => row[c]!.k === 's' || row[c]!.k === 'n')
  );
}

/**
 * "| Q1 | Q2 | Q3 | Q4 | 2025" (pass 27, M1: a cash-flow statement under three title lines read
 * as "Column B … Column F"): period texts (quarters, halves, months) and one year written as a
 * number, the year's total beside its periods.
 */
function periodsAndYearHeader(row: Array<GCell | undefined>, cols: number[]): boolean {
  const nums = cols.filter((c) => row[c]!.k === 'n');
  if (nums.length !== 1 || isPlainNumber(row[nums[0]!]) || !isYearNumber(row[nums[0]!]!.n!))
    return false;
  const texts = cols.filter((c) => row[c]!.k === 's').map((c) => row[c]!.s!.trim());
  if (texts.length + 1 !== cols.length) return false;
  const PERIOD =
    /^(q[1-4]|h[12]|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)( ?'?\d{2,4})?$/i;
  return texts.filter((t) => PERIOD.test(t)).length >= 2;
}

function titleRunReachesHeader(grid: Grid, block: Block, from: number): boolean {
  // as far as the title block may reach (four lines and the header: pass 14 found a fourth
  // line, a note under company, statement and unit, left the header a data row)
  for (let k = from + 1; k < Math.min(block.rows.length, from + 5); k += 1) {
    const row = grid.get(block.rows[k]!)!;
    const cols = rowCols(row, block.c0, block.c1);
    if (cols.length >= 2)
      return (
        isHeaderish(row, cols) &&
        (cols.every((c) => row[c]!.k === 's') ||
          yearHeader(row, cols) ||
          periodsAndYearHeader(row, cols))
      );
    // pass 35 (M1): a header whose label cell is empty ([empty, "Amount (₦)"]) over its numbers
    if (blankFirstHeader(grid, block, k)) return true;
    if (cols.length !== 1 || cols[0] !== block.c0 || row[cols[0]!]!.k !== 's') return false;
  }
  return false;
}

/**
 * Issue 13, pass 35 (M1): a header row whose first cell (the label column's) is empty, the rest
 * text ([empty, "Amount (₦)"]), directly above the data (at most two section headings between),
 * each of its cells over a column that holds numbers there. The title rows above it were read as
 * the header and this row dropped, so the money column was named "Column B".
 */
function blankFirstHeader(grid: Grid, block: Block, k: number): boolean {
  const row = grid.get(block.rows[k]!)!;
  const cols = rowCols(row, block.c0, block.c1);
  if (!cols.length || cols.includes(block.c0) || cols.some((c) => row[c]!.k !== 's')) return false;
  if (!isHeaderish(row, cols)) return false;
  for (let j = k + 1; j < Math.min(block.rows.length, k + 4); j += 1) {
    const next = grid.get(block.rows[j]!)!;
    const nc = rowCols(next, block.c0, block.c1);
    if (nc.some((c) => isPlainNumber(next[c]))) return cols.every((c) => isPlainNumber(next[c]));
    if (nc.length !== 1 || nc[0] !== block.c0 || next[nc[0]!]!.k !== 's') return false;
  }
  return false;
}

/** A currency and nothing else, as written under a header ("EUR", "(€)"); never "$". */
// pass 39 (W1): "$", "₹", "INR", "ZAR" … under a header too ("Budget" over "$" is "Budget ($)")
const CURRENCY_ONLY =
  /^\(?\s*(EUR|USD|GBP|CHF|PHP|MXN|CAD|AUD|SEK|NOK|DKK|INR|ZAR|NZD|SGD|HKD|JPY|NGN|KES|AED|€|£|₱|\$|US\$|A\$|C\$|NZ\$|₹|¥|₦)\s*\)?$/i;

function textOf(cell: GCell | undefined): string | undefined {
  if (!cell) return undefined;
  if (cell.k === 's') return cell.s;
  if (cell.k === 'd') return cell.d;
  if (cell.k === 'n') return String(cell.n);
  return undefined;
}

function headerText(cell: GCell | undefined, monthly: boolean): string | undefined {
  if (!cell) return undefined;
  if (cell.k === 'd') {
    const p = dayPeriod(cell.d!);
    if (monthly) return periodLabel(makePeriod('month', p.year, Math.floor(p.index / 100)));
    return cell.d;
  }
  if (cell.k === 'n') return String(cell.n);
  return cell.s;
}

/** A currency or unit standing alone beside a title: "VND", "(USD)", "€", "in thousands". */
const LONE_UNIT =
  /^\(?(?:[A-Z]{3}|[$€£¥₱₫₹]|(?:in |amounts in )?(?:thousands|millions)(?: of [A-Z]{3})?)\)?$/;

/**
 * A title row that is not in the table's first column: a text of three words or more and at
 * most one other cell, a currency or unit alone, above a row at least two cells wider.
 */
function titleWithCurrency(row: Array<GCell | undefined>, cols: number[], next: number[]): boolean {
  if (cols.length < 1 || cols.length > 2 || next.length < cols.length + 2) return false;
  const first = row[cols[0]!]!;
  if (first.k !== 's' || !first.s || first.s.trim().split(/\s+/).length < 3) return false;
  if (cols.length === 1) return false;
  const other = row[cols[1]!]!;
  return other.k === 's' && LONE_UNIT.test((other.s ?? '').trim());
}

/** A day's date: a date cell, or text as 01/09/2026, 2026-09-01, 1 Sep 2026. */
const DAY_TEXT =
  /^(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{2}|\d{4})|\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)? [a-z]{3,9}\.? \d{4})$/i;

/**
 * Pass 47 (L1): a row whose first cell is a day's date, with a number, under a header row of
 * words only: data, never a second header row (its number is an amount, not a year).
 */
function datedRowWithNumber(
  head: Array<GCell | undefined>,
  row: Array<GCell | undefined>,
  cols: number[],
): boolean {
  const headCols = head.flatMap((c, i) => (c ? [i] : []));
  if (headCols.length < 3 || headCols.some((c) => head[c]!.k !== 's')) return false;
  const first = row[cols[0]!];
  if (!first || cols[0] !== headCols[0]) return false;
  const day = first.k === 'd' || (first.k === 's' && DAY_TEXT.test((first.s ?? '').trim()));
  return day && cols.some((c) => row[c]!.k === 'n');
}

/** Header-like: text, years or dates only. */
function isHeaderish(row: Array<GCell | undefined>, cols: number[]): boolean {
  if (cols.length === 0) return false;
  return cols.every((c) => {
    const cell = row[c]!;
    return cell.k === 's' || cell.k === 'd' || !isPlainNumber(cell);
  });
}

// ("$'000" is a unit; the zeros inside an account number, "PT50 0033 0000 4536", are not,
// nor those of an amount in a title or note: pass 45 "Amount borrowed £70,000, 6.9% fixed",
// pass 44 (L6) "8% on gowns over €2,000")
const UNIT_RE =
  /\b(in|\()\s*(thousands|millions|billions)\b|\$\s*'?000s?\b|'000s?\b|(?<![\d,.]\s?)(?<!\d[\s,.]?)000s?\b(?!\s*\d)|\(\s*\$?\s*(000|m|mn|k)\s*\)|(?:\(|\bin )\s*(?:[A-Z]{3}|[$€£¥₱])\s*(thousands|millions|billions)\b|\bunits?\s*:\s*(thousands|millions|billions)\b/i;

function unitOf(texts: string[]): string | undefined {
  for (const t of texts) {
    const m = UNIT_RE.exec(t);
    if (!m) continue;
    // (m[4], pass 21: "(EUR thousands)", "in USD millions")
    // (m[5], after blind-38: "(Unit: thousands of yen)")
    const word = (m[2] ?? m[3] ?? m[4] ?? m[5] ?? '000').toLowerCase();
    if (word.startsWith('thousand') || word === '000' || word === 'k') return 'thousands';
    if (word.startsWith('million') || word === 'm' || word === 'mn') return 'millions';
    if (word.startsWith('billion')) return 'billions';
    return 'thousands';
  }
  return undefined;
}

/** Splits a header into a period and the remaining words ("Jan Budget" -> Jan, [Budget]). */
export function splitPeriod(text: string): { period?: Period; tags: string[] } {
  const whole = periodFromText(text);
  if (whole) return { period: whole, tags: [] };
  // "Feb - Apr 2025" covers three months: reading "Apr 2025" out of it would be wrong
  if (monthSpan(text)) return { tags: [] };
  const words = text.split(/\s+/).filter(Boolean);
  for (let len = Math.min(words.length - 1, 5); len >= 1; len -= 1) {
    for (let i = 0; i + len <= words.length; i += 1) {
      const sub = words.slice(i, i + len).join(' ');
      const p = periodFromText(sub);
      // "Year ended December 31," names a year-end, not the month of December
      const nextWord = words[i + len] ?? '';
      if (p && p.year === undefined && /^\d{1,2}(st|nd|rd|th)?,?$/.test(nextWord)) continue;
      if (p && p.year === undefined && /\b(ended|ending|as (of|at))\b/i.test(text)) continue;
      if (p) {
        const tags = [...words.slice(0, i), ...words.slice(i + len)]
          .map((w) => w.replace(/[()[\]:,]/g, ''))
          .filter((w) => w && !/^(of|for|the|in|at|on|-|–)$/i.test(w))
          // "Q1 (Jan–Mar)": the months restate the period, they are no sub-header of it
          .filter((w) => !monthSpan(w)?.period);
        return { period: p, tags };
      }
    }
  }
  return { tags: words.map((w) => w.replace(/[()[\]:,]/g, '')).filter(Boolean) };
}

function yearHint(texts: string[]): number | undefined {
  const years = new Set<number>();
  for (const t of texts)
    for (const m of t.matchAll(/\b(19\d{2}|20\d{2})\b/g)) years.add(Number(m[1]));
  return years.size === 1 ? [...years][0] : undefined;
}

function withYear(p: Period, year: number | undefined): Period {
  if (p.year !== undefined || year === undefined) return p;
  return makePeriod(p.kind, year, p.index);
}

const BALANCE_RE =
  /\b(assets?|liabilit|equity|balance sheet|financial position|receivables?|payables?)\b/i;

interface BuiltTable {
  table: Table;
}

export function detectSheet(sheet: RawSheet, nextId: () => string): SheetInfo {
  const grid = buildGrid(sheet);
  const info: SheetInfo = {
    name: sheet.name,
    ...(sheet.ref ? { range: sheet.ref } : {}),
    rowCount: grid.size,
    colCount: 0,
    cellCount: sheet.cellCount,
    ...(sheet.hidden ? { hidden: true } : {}),
    tables: [],
    notes: [],
  };
  let maxCol = 0;
  for (const row of grid.values()) maxCol = Math.max(maxCol, row.length);
  info.colCount = maxCol;
  const blocks = findBlocks(grid);
  let carried: ReturnType<typeof titleAbove>;
  for (const block of blocks) {
    // after blind-44: a title kept apart from its table by a pivot's filter row ("Year |
    // 2026") and a blank row is still that table's title (and names its year)
    if (!block.title && carried && block.r0 - carried.below <= 3)
      Object.assign(block, { title: [carried.text], titleCells: [carried.cell] });
    carried = undefined;
    const built = buildTable(grid, block, sheet.name, nextId);
    if (built) info.tables.push(...splitMeasureGroups(splitYearColumns(built.table), nextId));
    else {
      carried = titleAbove(grid, block);
      for (const r of block.rows.slice(0, 5)) {
        const cells = rowCols(grid.get(r), block.c0, block.c1)
          .map((c) => ({ r, c, text: textOf(grid.get(r)![c]) }))
          .filter((x): x is { r: number; c: number; text: string } => !!x.text)
          // a merged title reads once, not once per cell of the merge
          .filter((x, i, xs) => i === 0 || x.text !== xs[i - 1]!.text);
        if (cells.length && info.notes.length < 20) {
          info.notes.push(cells.map((x) => x.text).join(' '));
          // pass 45: where each note's text sits, so a figure read from it can cite its cell
          (info.noteCells ??= []).push(...cells);
        }
      }
      if (block.title) {
        info.notes.push(...block.title);
        if (block.titleCells?.length === block.title.length)
          (info.noteCells ??= []).push(...block.titleCells);
      }
    }
  }
  // pass 21 (S1): a TOTAL row kept above the header is that table's totals row
  info.tables = foldTotalsAbove(info.tables).map(outlineSubtotals);
  // pass 21 (S6): "4010 Large format" is the line "Large format"
  for (const t of info.tables) unnumberAccounts(t);
  // after pass 39: a percent format on one cell of a money column is a slip, not a percent
  for (const t of info.tables) fixMoneyFormatSlips(t);
  return info;
}

/**
 * A small block that is not a table but opens with a title (one text of three words or more,
 * however many cells of a merge it fills): the title, where it sits, and the block's last row.
 */
function titleAbove(
  grid: Grid,
  block: Block,
): { text: string; cell: { r: number; c: number; text: string }; below: number } | undefined {
  if (block.rows.length > 3) return undefined;
  const r = block.rows[0]!;
  const row = grid.get(r);
  const cols = rowCols(row, block.c0, block.c1);
  const texts = [...new Set(cols.map((c) => textOf(row![c])).filter((x) => x))];
  if (texts.length !== 1 || (texts[0]!.match(/[\p{L}]+/gu) ?? []).length < 3) return undefined;
  return { text: texts[0]!, cell: { r, c: cols[0]!, text: texts[0]! }, below: block.r1 };
}

/**
 * Pass 39 (W1): one long text (four words or more, none of them a figure alone) repeated in
 * every cell from the first column, or the one after it, to the table's last: a title written
 * into each cell of a merge, not a header row.
 */
function repeatedTitle(row: Array<GCell | undefined>, cols: number[], block: Block): boolean {
  if (cols.length < 3 || cols[0]! > block.c0 + 1) return false;
  if (cols.length !== block.c1 - cols[0]! + 1) return false;
  const texts = cols.map((c) => (row[c]?.k === 's' ? row[c]!.s!.trim() : undefined));
  if (texts.some((t) => t === undefined) || new Set(texts).size !== 1) return false;
  return texts[0]!.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length >= 4;
}

function buildTable(
  grid: Grid,
  block: Block,
  sheetName: string,
  nextId: () => string,
): BuiltTable | undefined {
  const rows = block.rows;
  const numericRows = rows.filter((r) =>
    rowCols(grid.get(r), block.c0, block.c1).some((c) => isPlainNumber(grid.get(r)![c])),
  );
  if (rows.length < 2 && numericRows.length === 0) return undefined;
  const titles: string[] = [...(block.title ?? [])];
  const titleCells = [...(block.titleCells ?? [])];
  let i = 0;
  // title rows: a single text cell in the first column above a wider row
  while (i < rows.length - 1 && titles.length < 4) {
    const row = grid.get(rows[i]!)!;
    const cols = rowCols(row, block.c0, block.c1);
    const next = rowCols(grid.get(rows[i + 1]!), block.c0, block.c1);
    if (
      cols.length === 1 &&
      row[cols[0]!]!.k === 's' &&
      cols[0] === block.c0 &&
      (next.length >= 2 || titleRunReachesHeader(grid, block, i))
    ) {
      titles.push(row[cols[0]!]!.s!);
      titleCells.push({ r: rows[i]!, c: cols[0]!, text: row[cols[0]!]!.s! });
      i += 1;
    } else if (
      cols.length >= 1 &&
      cols.every((c) => row[c]!.merged || c === cols[0]) &&
      cols.length > 1 &&
      new Set(cols.map((c) => row[c]!.s)).size === 1 &&
      cols[0] === block.c0 &&
      cols.length === block.c1 - block.c0 + 1
    ) {
      // a title merged across the whole table
      titles.push(row[cols[0]!]!.s!);
      titleCells.push({ r: rows[i]!, c: cols[0]!, text: row[cols[0]!]!.s! });
      i += 1;
    } else if (repeatedTitle(row, cols, block)) {
      // pass 39 (W1): a title merged across the table's figure columns but written into each
      // cell ("Budget vs Actual - year to date, January to October 2026 (EUR)" in B to E above
      // the header) is a title, never a group over the columns (its months read as periods)
      titles.push(row[cols[0]!]!.s!);
      titleCells.push({ r: rows[i]!, c: cols[0]!, text: row[cols[0]!]!.s! });
      i += 1;
    } else if (titleWithCurrency(row, cols, next)) {
      // pass 23 (M): "Lotus Tree Yoga - memberships" in B and "VND" alone in H above a wider
      // header: a title and the sheet's currency, never a header row over the columns
      titles.push(row[cols[0]!]!.s!);
      titleCells.push({ r: rows[i]!, c: cols[0]!, text: row[cols[0]!]!.s! });
      i += 1;
    } else break;
  }
  // header rows
  const headerRows: number[] = [];
  const firstData = rows.findIndex(
    (r, idx) =>
      idx >= i &&
      rowCols(grid.get(r), block.c0, block.c1).some((c) => isPlainNumber(grid.get(r)![c])),
  );
  if (firstData < 0) {
    // text-only table: the first row is the header
    if (rows.length - i < 2) return undefined;
    headerRows.push(rows[i]!);
    i += 1;
  } else if (!termsBlock(grid, block, rows.slice(i, firstData), rows.slice(i))) {
    for (let j = i; j < firstData; j += 1) {
      const row = grid.get(rows[j]!)!;
      const cols = rowCols(row, block.c0, block.c1);
      if (!isHeaderish(row, cols)) break;
      const single = cols.length === 1 && cols[0] === block.c0 && headerRows.length > 0;
      if (single) break;
      // pass 47: under a header of words, a row dated by a day in its first cell with a number
      // that looks like a year (a brought-forward balance of 1,920) is the first data row
      if (headerRows.length > 0 && datedRowWithNumber(grid.get(headerRows[0]!)!, row, cols)) break;
      headerRows.push(rows[j]!);
    }
    if (headerRows.length > 4) headerRows.splice(0, headerRows.length - 4);
    i = headerRows.length ? rows.indexOf(headerRows[headerRows.length - 1]!) + 1 : i;
  }
  const dataRows = rows.slice(i);
  if (dataRows.length === 0) return undefined;

  // columns present
  const colSet = new Set<number>();
  for (const r of [...headerRows, ...dataRows])
    for (const c of rowCols(grid.get(r), block.c0, block.c1)) colSet.add(c);
  const cols = [...colSet].sort((a, b) => a - b);

  // Are date header cells months? (all at month start or end, several of them)
  const lastHeader = headerRows.length ? grid.get(headerRows[headerRows.length - 1]!)! : undefined;
  const headerDates = lastHeader
    ? cols.map((c) => lastHeader[c]).filter((x): x is GCell => x?.k === 'd')
    : [];
  const monthlyHeaders =
    headerDates.length >= 2 &&
    headerDates.every((x) => {
      const [y, m, d] = x.d!.split('-').map(Number) as [number, number, number];
      return (
        d === 1 || d === daysInMonth(y, m) || !/d/i.test((x.z ?? '').replace(/\[[^\]]*\]/g, ''))
      );
    }) &&
    new Set(headerDates.map((x) => x.d!.slice(0, 7))).size === headerDates.length;

  // header labels with upper rows spread over the columns they head
  const parts = new Map<number, string[]>();
  const unitTexts: string[] = [];
  headerRows.forEach((r, hi) => {
    const row = grid.get(r)!;
    const isLast = hi === headerRows.length - 1;
    let carry: string | undefined;
    for (const c of cols) {
      let t = headerText(row[c], monthlyHeaders);
      if (t !== undefined && isUnitText(t)) {
        unitTexts.push(t);
        t = undefined;
      }
      // a currency written under a named header ("Unit cost" over "EUR") says what the column
      // is kept in; it is not its name ("Unit cost (EUR)", never "EUR")
      const above = parts.get(c);
      if (t !== undefined && hi > 0 && above?.length && CURRENCY_ONLY.test(t)) {
        above[above.length - 1] = `${above[above.length - 1]} (${t.replace(/[()\s]/g, '')})`;
        continue;
      }
      // pass 39 (W1): "€ (Actual - Budget)" and "%" under "Variance" say how the column is kept:
      // "Variance (€)" and "Variance %", never columns named "€ (…)" and "%"
      const noted = t === undefined ? undefined : /^(\S+)\s*\([^()]*\)$/.exec(t);
      if (noted && hi > 0 && above?.length && CURRENCY_ONLY.test(noted[1]!)) {
        above[above.length - 1] = `${above[above.length - 1]} (${noted[1]})`;
        continue;
      }
      if (t === '%' && hi > 0 && above?.length && /[a-z]/i.test(above[above.length - 1]!)) {
        above[above.length - 1] = `${above[above.length - 1]} %`;
        continue;
      }
      // a header written over every column it heads (a merged range, or the text repeated)
      // ends where its cells end: the blank after it heads nothing (after blind-40: "Net pay"
      // beside a merged "Employee deductions" is no deduction)
      const cell = row[c];
      const spanned =
        cell?.merged ||
        (cell?.k === 's' &&
          cols.some(
            (o) => o !== c && Math.abs(o - c) === 1 && row[o]?.k === 's' && row[o]!.s === cell.s,
          ));
      if (t !== undefined) carry = spanned ? undefined : t;
      const text = t ?? (!isLast && carry !== undefined && c !== cols[0] ? carry : undefined);
      if (text !== undefined) {
        const list = parts.get(c) ?? [];
        if (list[list.length - 1] !== text) list.push(text);
        parts.set(c, list);
      }
    }
  });
  // pass 51 (L2): weekday names over a row of their dates: the weekday names the column
  const dayCols =
    headerRows.length >= 2
      ? weekdaysOverDates(
          grid.get(headerRows[headerRows.length - 2]!)!,
          grid.get(headerRows[headerRows.length - 1]!)!,
          cols,
        )
      : new Map<number, { day: string; date: string }>();
  for (const [c, x] of dayCols) parts.set(c, [x.date, x.day]);
  const titleText = titles.join(' ');
  const hintYear = yearHint([titleText, sheetName]);

  // Column types from data cells
  const columns: Column[] = [];
  for (const c of cols) {
    let nums = 0;
    let dates = 0;
    let texts = 0;
    let years = 0;
    let periodTexts = 0;
    let offs = 0;
    const styleCount = new Map<string, number>();
    for (const r of dataRows) {
      const cell = grid.get(r)?.[c];
      if (!cell) continue;
      if (cell.k === 'n') {
        nums += 1;
        if (isYearNumber(cell.n!)) years += 1;
        const kind = styleFromFormat(cell.z).kind;
        styleCount.set(kind, (styleCount.get(kind) ?? 0) + 1);
      } else if (cell.k === 'd') dates += 1;
      // a "Total" written where a month goes closes the column; it is not one of its values
      else if (/^\s*(grand\s+)?totals?\s*:?\s*$/i.test(cell.s ?? '')) continue;
      // pass 51 (L2): "off" among hours is a day not worked, never a text value
      else if (OFF_DAY.test((cell.s ?? '').trim())) offs += 1;
      else {
        texts += 1;
        if (texts <= 200 && periodFromText(cell.s!)) periodTexts += 1;
      }
    }
    if (nums === 0) texts += offs;
    const total = nums + dates + texts;
    const p = parts.get(c) ?? [];
    const label = p[p.length - 1] ?? '';
    const group = p.slice(0, -1).join(' ');
    let type: ColumnType;
    if (total === 0) type = 'empty';
    else if (dates / total >= 0.6) type = 'date';
    else if (nums / total >= 0.6) {
      const yearish = years === nums && /\b(year|yr|fy|fiscal)\b/i.test(label);
      if (yearish) type = 'year';
      else {
        let best: string = 'number';
        let bestN = 0;
        for (const [k, n] of styleCount) if (n > bestN) [best, bestN] = [k, n];
        type = best === 'money' ? 'money' : best === 'percent' ? 'percent' : 'number';
      }
    } else if (texts > 0 && periodTexts / Math.min(texts, 200) >= 0.8) type = 'month';
    else type = 'text';
    const col: Column = { c, label, type, role: 'other' };
    if (group) col.group = group;
    columns.push(col);
  }

  // after blind-40: "CPP" under "Employee deductions" and "CPP" under "Employer
  // contributions" are two columns of one name; each takes its group's words ("CPP (Employer
  // contributions)"), so a question can say which. Groups that are periods or scenarios
  // (months, year to date, budget, actual) are read as such below and keep their labels.
  const named = new Map<string, Column[]>();
  for (const col of columns)
    if (col.label)
      named.set(col.label.toLowerCase(), [...(named.get(col.label.toLowerCase()) ?? []), col]);
  // only on a register of people (a payroll): elsewhere a label repeated under its groups
  // ("Online" under English, Spanish …; "Sales" under each shop) makes a family across them
  const records = columns.some(
    (x) =>
      x.type === 'text' &&
      /^(?:employee|employee name|name|staff|staff member|worker|person)$/i.test(x.label.trim()),
  );
  for (const same of named.values()) {
    if (same.length < 2 || !records) continue;
    const groups = same.map((x) => x.group);
    if (groups.some((g) => !g || PERIODISH_GROUP.test(g)) || new Set(groups).size !== same.length)
      continue;
    for (const x of same) x.label = `${x.label} (${x.group})`;
  }

  // Header periods
  const hasDateCol = columns.some(
    (x) => x.type === 'date' || x.type === 'month' || x.type === 'year',
  );
  const numericTypes = new Set<ColumnType>(['number', 'money', 'percent', 'empty']);
  for (const col of columns) {
    if (!numericTypes.has(col.type) || dayCols.has(col.c)) continue;
    const p = parts.get(col.c) ?? [];
    if (p.length === 0) continue;
    const lastCell = lastHeader?.[col.c];
    let period: Period | undefined;
    let tags: string[] = [];
    if (lastCell?.k === 'd') {
      const dp = dayPeriod(lastCell.d!);
      period = monthlyHeaders ? makePeriod('month', dp.year, Math.floor(dp.index / 100)) : dp;
      const upper = p.slice(0, -1).join(' ');
      if (upper) tags = splitPeriod(upper).tags;
    } else {
      const full = p.join(' ');
      const split = splitPeriod(full);
      period = split.period;
      tags = split.tags;
      if (!period) {
        // try the label alone, then with the group
        const s2 = splitPeriod(col.label);
        if (s2.period) {
          period = s2.period;
          tags = [...splitPeriod(col.group ?? '').tags, ...s2.tags];
        }
      } else if (p.length > 1) {
        // group gave the period? keep words from both as tags
        const s3 = splitPeriod(col.label);
        if (!s3.period && s3.tags.length)
          tags = s3.tags.concat(tags.filter((t) => !s3.tags.includes(t)));
      }
    }
    if (period) col.period = withYear(period, hintYear);
    const cleanTags = tags.filter((t) => t && t !== '$' && !/^\d+$/.test(t));
    if (cleanTags.length) col.tags = cleanTags;
  }
  const periodCols = columns.filter((x) => x.period && numericTypes.has(x.type));
  const textCols = columns.filter((x) => x.type === 'text');
  const layout: 'long' | 'wide' = periodCols.length >= 1 && !hasDateCol ? 'wide' : 'long';
  if (layout === 'long') {
    for (const col of columns) {
      delete col.tags;
      delete col.period;
    }
  }

  if (layout === 'wide') {
    const firstValue = periodCols.reduce((m, x) => Math.min(m, x.c), Infinity);
    for (const col of columns) {
      if (col.c > firstValue && isNotesColumn(col, dataRows, grid)) col.role = 'other';
      else if (col.type === 'text' || (col.c < firstValue && !numericTypes.has(col.type)))
        col.role = 'label';
      else if (numericTypes.has(col.type) && col.type !== 'empty') {
        if (col.period) {
          // a period column spanning the others (FY next to months) is a total
          const spans = periodCols.some(
            (o) =>
              o !== col &&
              o.period &&
              KIND_RANK[o.period.kind] < KIND_RANK[col.period!.kind] &&
              periodContains(col.period!, o.period),
          );
          // pass 18: "Q1 … Q4 | Total 2025": quarters or months named without their year
          // under a total column named with it; the total is a check, never one more period
          // (pass 21: "Q1 … Q4 | FY 2025", the year column right of all the yearless periods)
          const yearlessTotal =
            !spans &&
            (TOTAL_RE.test(col.label) ||
              TOTAL_COLUMN_RE.test(col.label) ||
              (/^(fy|full[- ]year|year)\b/i.test(col.label.trim()) &&
                periodCols.every((o) => o === col || o.c < col.c))) &&
            periodCols.some(
              (o) =>
                o !== col &&
                o.period &&
                o.period.year === undefined &&
                KIND_RANK[o.period.kind] < KIND_RANK[col.period!.kind],
            );
          col.role = spans || yearlessTotal ? 'total' : 'value';
          // …and the periods it totals take its year ("net profit in 2025" adds Q1 … Q4)
          if (
            yearlessTotal &&
            col.period.year !== undefined &&
            periodCols.filter((o) => o.period?.kind === col.period!.kind).length === 1
          )
            for (const o of periodCols)
              if (
                o !== col &&
                o.period &&
                o.period.year === undefined &&
                KIND_RANK[o.period.kind] < KIND_RANK[col.period.kind]
              )
                o.period = makePeriod(o.period.kind, col.period.year, o.period.index);
        } else if (
          TOTAL_RE.test(col.label) ||
          TOTAL_COLUMN_RE.test(col.label) ||
          TOTAL_COLUMN_RE.test(col.group ?? '')
        ) {
          col.role = 'total';
        } else col.role = 'value';
      } else if (col.type === 'empty') col.role = 'other';
      else col.role = 'label';
    }
  } else {
    let dateSet = false;
    for (const col of columns) {
      if (col.type === 'date' || col.type === 'month' || col.type === 'year') {
        col.role = dateSet ? 'category' : 'date';
        dateSet = true;
      } else if (col.type === 'text') col.role = 'category';
      else if (col.type === 'empty') col.role = 'other';
      // "Total" under a group header ("Deductions" over SSS, PhilHealth, Total) sums its group
      else if (col.group && TOTAL_COLUMN_RE.test(col.label)) col.role = 'total';
      else col.role = 'value';
    }
    // "Month | A | B | C | Total": a Total column that adds up the columns before it is a
    // check, never one more member of the sheet's family of columns, never ranked
    for (const col of columns)
      if (col.role === 'value' && sumsColumnsBefore(col, columns, dataRows, grid))
        col.role = 'total';
    // "Order #", "Invoice No", "Receipt": numbers that name a row, never a measure (pass 13)
    for (const col of columns)
      if (col.role === 'value' && isIdentifierColumn(col, dataRows, grid)) col.role = 'other';
    // pass 21 (S1): a Notes column right of the figures remarks on its rows ("out of stock",
    // "reorder soon"); it never names them ("total stock value" read the "out of stock" row)
    const firstValue = columns.find((x) => x.role === 'value' || x.role === 'total')?.c;
    for (const col of columns)
      if (
        firstValue !== undefined &&
        col.role === 'category' &&
        col.c > firstValue &&
        NOTES_LABEL.test(col.label)
      )
        col.role = 'other';
  }
  for (const col of columns) {
    if (!col.label) {
      if (col.role === 'label' || (col.role === 'category' && col === textCols[0]))
        col.label = 'Item';
      else col.label = `Column ${colName(col.c)}`;
    }
  }

  // Rows
  const formats: string[] = ['General'];
  const fmtIndex = new Map<string, number>([['General', 0]]);
  const labelCols = columns.filter(
    (x) => x.role === 'label' || (layout === 'long' && x.role === 'category'),
  );
  const valueCols = columns.filter((x) => x.role === 'value' || x.role === 'total');
  const dateCol = columns.find((x) => x.role === 'date');
  const dayFirst = dateCol
    ? textDatesDayFirst(dataRows.map((r) => grid.get(r)?.[dateCol.c]))
    : false;
  // after blind-44: a date column that also holds its headings and "Total Parts" lines is read
  // as labels; its dates keep one order too ("11/07/2026" beside "20/07/2026" is 11 July)
  const labelDayFirst =
    !dateCol && labelCols[0]
      ? textDatesDayFirst(dataRows.map((r) => grid.get(r)?.[labelCols[0]!.c]))
      : false;
  const outRows: Row[] = [];
  let section: string | undefined;
  // a numbered sub-account heading inside a heading ("6100 Auto" under "Expenses", with lines
  // of its own before it): once its "Total 6100 Auto" closes it, the lines below belong to
  // the outer heading again
  let outer: string | undefined;
  for (const r of dataRows) {
    const g = grid.get(r)!;
    const cells: Cell[] = columns.map((col) => {
      const cell = g[col.c];
      if (!cell) return null;
      if (cell.k === 's') return cell.merged && col.role === 'value' ? null : cell.s!;
      if (cell.k === 'd') return { d: cell.d! };
      const z = cell.z && cell.z !== 'General' ? cell.z : undefined;
      if (!z) return cell.n!;
      let idx = fmtIndex.get(z);
      if (idx === undefined) {
        idx = formats.length;
        formats.push(z);
        fmtIndex.set(z, idx);
      }
      return [cell.n!, idx];
    });
    const hasValue = valueCols.some((col) => isPlainNumber(g[col.c]) || g[col.c]?.k === 'n');
    const texts = labelCols.map((col) => g[col.c]).filter((x): x is GCell => x?.k === 's');
    // wide: the most specific label cell that is words, not an attribute such as "3-5" years
    const wordy = texts.filter((x) => /[a-z]{3}/i.test(x.s ?? ''));
    // after blind-43: "Employee | Department | Jan …": the row is the employee, the department
    // a grouping beside it (the most specific cell is not the last one here)
    const named =
      layout === 'wide' &&
      labelCols.length >= 2 &&
      NAME_FIRST.test(labelCols[0]!.label.trim()) &&
      GROUP_AFTER.test(labelCols[labelCols.length - 1]!.label.trim())
        ? g[labelCols[0]!.c]
        : undefined;
    const rawLabel =
      layout === 'wide'
        ? named?.k === 's'
          ? named.s
          : ([...wordy].reverse()[0]?.s ?? [...texts].reverse()[0]?.s)
        : (texts[0]?.s ??
          (labelCols[0] && g[labelCols[0].c] ? textOf(g[labelCols[0].c]) : undefined));
    // footnote markers: "Applications revenues (1)", "Amounts owed by subsidiaries1"
    const label = rawLabel
      ?.replace(/\s*\((\d{1,2}|[a-z])\)\s*$/i, '')
      .replace(/(?<=[a-z]{3})\d{1,2}$/, '')
      .trim();
    const nonEmpty = columns.filter((col) => g[col.c]).length;
    let kind: Row['kind'] = 'data';
    if (!hasValue && (layout === 'wide' || nonEmpty <= 1)) kind = 'section';
    else if (label && TOTAL_RE.test(label)) kind = 'total';
    // after blind-44: quarters down a wide table ("Q1" … "Q4", "Jan–Sep", "Full year"): the
    // span rows total the quarters above them
    else if (
      layout === 'wide' &&
      hasValue &&
      label &&
      MONTHS_TOTAL.test(label.trim()) &&
      outRows.some((x) => x.kind === 'data' && /^q[1-4]$/i.test((x.label ?? '').trim()))
    )
      kind = 'total';
    // after blind-44: "Fuel | Subtotal | 7,305.16": the word alone in a later text column
    // (Details) marks the category's subtotal as surely as in the first
    else if (
      layout === 'long' &&
      hasValue &&
      texts.some((x) => /^(?:sub[- ]?totals?|totals?|grand total)$/i.test((x.s ?? '').trim()))
    )
      kind = 'total';
    // "Total" written in the month or date column (a sheet with no text column of its own)
    else if (
      layout === 'long' &&
      hasValue &&
      [dateCol, columns[0]].some((col) => {
        const cell = col ? g[col.c] : undefined;
        return (
          cell?.k === 's' &&
          (TOTAL_RE.test(cell.s ?? '') ||
            // after blind-44: "Jan–Nov", "Full year" under the months are their totals
            (col === dateCol && MONTHS_TOTAL.test((cell.s ?? '').trim())))
        );
      })
    )
      kind = 'total';
    else if (
      layout === 'long' &&
      hasValue &&
      labelCols.length > 0 &&
      !label &&
      !(dateCol && g[dateCol.c])
    ) {
      // unlabelled numbers under a long table: a totals row if they add up
      kind = sumsAbove(outRows, columns, valueCols, g) ? 'total' : 'data';
    }
    // a line that is the sum of the lines above it under its heading ("Net cash used in
    // investing activities" however worded) is the heading's total, a check, never a part
    if (
      kind === 'data' &&
      layout === 'wide' &&
      label &&
      section &&
      sumsSection(outRows, section, columns, valueCols, g)
    )
      kind = 'total';
    if (kind === 'data' && layout === 'wide' && !label && hasValue) {
      kind = 'total';
      const derived = section ? `Total ${section.replace(/[:\s]+$/, '')}` : undefined;
      if (derived) {
        const row: Row = { r, kind, cells, label: derived, section: section! };
        outRows.push(row);
        section = undefined;
        continue;
      }
    }
    if (kind === 'section') {
      // after blind-39: an expense log's category headings ("Fuel", "Tools & equipment") are
      // often typed in its Date column, the only column with room on the left
      const leftText = [dateCol, columns[0]]
        .map((col) => (col ? g[col.c] : undefined))
        .find((x) => x?.k === 's' && /[a-z]{3}/i.test(x.s ?? ''))?.s;
      const heading = texts[0]?.s ?? label ?? (layout === 'long' ? leftText : undefined);
      const open = section;
      outer =
        open &&
        heading &&
        /^\d{4,5}(?:[.-]\d{1,3})?\s+[a-z]/i.test(heading) &&
        outRows.some((x) => x.kind === 'data' && x.section === open)
          ? open
          : undefined;
      section = heading;
      if (!section) continue;
      outRows.push({
        r,
        kind,
        ...(section ? { label: section } : {}),
        ...(outer ? { section: outer } : {}),
        cells,
      });
      continue;
    }
    const row: Row = { r, kind, cells };
    if (label) row.label = label;
    // a grand total closing every block ("TOTAL" after the March block) is not March's
    const grand =
      layout === 'long' && kind === 'total' && section && sumsAbove(outRows, columns, valueCols, g);
    if (section && !grand) row.section = section;
    // the row's period: its date cell, a month text, or a label that is a period
    if (dateCol) {
      const dc = g[dateCol.c];
      let p: Period | undefined;
      if (dc?.k === 'd') p = dayPeriod(dc.d!);
      else if (dc?.k === 's') p = (dayFirst && dayFirstPeriod(dc.s!)) || periodFromText(dc.s!);
      else if (dc?.k === 'n' && isYearNumber(dc.n!)) p = makePeriod('year', dc.n!, 1);
      if (p) row.period = withYear(p, hintYear);
    } else if (layout === 'long') {
      const first = labelCols[0] ? g[labelCols[0].c] : undefined;
      const lp =
        first?.k === 'n' && isYearNumber(first.n!)
          ? makePeriod('year', first.n!, 1)
          : label
            ? (labelDayFirst && dayFirstPeriod(label)) || periodFromText(label)
            : undefined;
      if (lp) row.period = withYear(lp, hintYear);
      // month blocks of a register ("January 2025" above its rows): the block's period
      const sp = !lp && row.section && kind === 'data' ? periodFromText(row.section) : undefined;
      if (sp && (sp.kind === 'month' || sp.kind === 'quarter')) row.period = withYear(sp, hintYear);
    }
    outRows.push(row);
    if (kind === 'total') {
      const closed = section;
      section =
        outer && closed && label?.toLowerCase().includes(closed.toLowerCase()) ? outer : undefined;
      outer = undefined;
    }
  }
  if (!outRows.some((x) => x.kind !== 'section')) return undefined;
  // after blind-44: a pivot table's report filter ("Year | 2026" above it) is a setting of the
  // report, never a table of its own whose one figure is the year
  if (outRows.length === 1 && pivotFilterRow(outRows[0]!)) return undefined;
  const allLabels = outRows.map((x) => x.label ?? '').join(' ');
  const nature: Table['nature'] =
    /balance|position/i.test(sheetName + ' ' + titleText) ||
    (BALANCE_RE.test(allLabels) &&
      /\b(assets?)\b/i.test(allLabels) &&
      /\b(liabilit\w*|equity)\b/i.test(allLabels))
      ? 'stock'
      : 'flow';
  const firstRow = titles.length && !block.title ? rows[0]! : (headerRows[0] ?? dataRows[0]!);
  const lastRow = outRows[outRows.length - 1]!.r;
  const c0 = cols[0]!;
  const c1 = cols[cols.length - 1]!;
  const unit = unitOf([
    titleText,
    ...unitTexts.map((u) => `(${u.replace(/[()]/g, '')})`),
    ...columns.map((x) => `${x.group ?? ''} ${x.label}`),
  ]);
  const table: Table = {
    id: nextId(),
    sheet: sheetName,
    ...(titleText ? { title: titleText } : {}),
    ...(titleCells.length === titles.length && titleCells.length ? { titleCells } : {}),
    range: rangeAddress(Math.min(firstRow, block.r0), c0, lastRow, c1),
    layout,
    nature,
    headerRows,
    columns,
    rows: outRows,
    formats,
    ...(unit ? { unit } : {}),
  };
  return { table };
}

/**
 * A text column right of the years ("Notes": "see note 4" on a few lines) remarks on its
 * rows; it never names them. As a label it was the row's most specific name, so "Cash at end
 * of year" became "see note 4" and the question found the line above (pass 14).
 */
const NOTES_LABEL = /^(notes?|comments?|remarks?|memo|explanation)$/i;

function isNotesColumn(col: Column, dataRows: number[], grid: Grid): boolean {
  if (col.type !== 'text') return false;
  if (/^(notes?|comments?|remarks?|memo|ref\.?|reference|source|explanation)$/i.test(col.label))
    return true;
  const filled = dataRows.filter((r) => grid.get(r)?.[col.c]?.k === 's').length;
  return filled * 2 < dataRows.length;
}

function colName(c: number): string {
  let n = c + 1;
  let s = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    s = String.fromCharCode(65 + rem) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Do this row's numbers equal the sums of the data rows above (in every value column)? */
/** A column the total's own words name: Total, Grand total, Totals, Sum, All, Overall. */
// pass 49 (L1): "Total €", "Total (£)", "Total, R": a currency after the word is still the
// total column (it is kept only when it adds up the columns before it)
const TOTAL_COLUMN_LABEL =
  /^((grand|row|line)\s+)?totals?(\s*,?\s*\(?\s*([€$£¥₹₱₦₩₪฿]|rs\.?|r|eur|usd|gbp|aud|nzd|cad|zar|inr|sgd|chf|kes|ngn|php)\s*\)?)?$|^sum$|^all$|^overall$|^all\s+(items|products|lines)$/i;
/** Parts a line total adds that are not alike amounts (price x qty + tax is an order's total). */
const NOT_A_PART =
  /\b(qty|quantity|units?|price|rate|tax|vat|gst|discount|shipping|fee|cost per|hours?)\b/i;

/**
 * Is `col` labelled as a total and, on at least 90% of the rows it fills (and 3 or more), the
 * sum of the 2+ alike numeric columns just before it (back to the first non-numeric column)?
 */
/**
 * A wide table's label column that groups its rows ("Employee | Department | Jan …"): the last
 * of two or more label columns, when the first names each row's own thing.
 */
export function groupingLabelColumn(table: Table): number | undefined {
  if (table.layout !== 'wide') return undefined;
  const labels = table.columns.flatMap((c, i) => (c.role === 'label' ? [i] : []));
  if (labels.length < 2) return undefined;
  const first = table.columns[labels[0]!]!;
  const last = labels[labels.length - 1]!;
  return NAME_FIRST.test(first.label.trim()) && GROUP_AFTER.test(table.columns[last]!.label.trim())
    ? last
    : undefined;
}

/** a first label column naming the row's own thing, a last one grouping the rows */
const NAME_FIRST =
  /^(employee|employee name|name|staff|staff member|person|member|customer|client|supplier|vendor)s?$/i;
const GROUP_AFTER =
  /^(department|dept\.?|team|division|role|position|location|site|branch|region)s?$/i;

/** An identifier's header: "Order #", "Invoice No", "Receipt", "Txn ID", "Booking ref". */
// after blind-40: "Deposit paid" ends in "id" but is no ID: a word before "id", "no", "ref" ends
// at a space or a dot ("Invoice No", "Inv.No"); only "#" may follow a word directly
export const IDENTIFIER_LABEL =
  /^(?:[a-z][a-z .]*\s?)?#$|^(?:[a-z][a-z .]*[\s.])?(?:no\.?|nr\.?|id|ref\.?)$|^[a-z][a-z ]*\snumber$|^(?:order|invoice|receipt|transaction|txn|ticket|booking|sku|reference|ref)s?$/i;

/**
 * A column of whole numbers headed as an identifier, each row's own (distinct) and not a row
 * count from 1 (a schedule's "No." 1, 2, 3 stays the engine's): summing or averaging it gave
 * "average order 1,003.50" (pass 13, a wrong figure).
 */
function isIdentifierColumn(col: Column, dataRows: number[], grid: Grid): boolean {
  if (!IDENTIFIER_LABEL.test(col.label.trim())) return false;
  const seen = new Set<number>();
  let repeats = 0;
  for (const r of dataRows) {
    const cell = grid.get(r)?.[col.c];
    if (!cell) continue;
    // after blind-43: the "Totals" label of a totals row may sit in the identifier's column
    if (cell.k === 's' && /^(?:grand )?totals?:?$/i.test((cell.s ?? '').trim())) continue;
    if (cell.k !== 'n' || !Number.isInteger(cell.n)) return false;
    // after blind-43: a refund line may repeat its sale's receipt number; a few repeats
    if (seen.has(cell.n!)) repeats += 1;
    seen.add(cell.n!);
  }
  return seen.size >= 2 && Math.min(...seen) >= 100 && repeats * 10 <= seen.size;
}

/** "Total MRR" under the group "MRR (USD)": the total of its group, named by the group's word. */
function totalOfGroup(col: Column): boolean {
  const m = /^total\s+(.+)$/i.exec(col.label.trim());
  if (!m || !col.group) return false;
  const group = col.group.toLowerCase();
  return m[1]!
    .toLowerCase()
    .split(/\s+/)
    .every((w) => group.includes(w));
}

function sumsColumnsBefore(
  col: Column,
  columns: Column[],
  dataRows: number[],
  grid: Grid,
): boolean {
  if (!TOTAL_COLUMN_LABEL.test(col.label.trim()) && !totalOfGroup(col)) return false;
  // only a dated table (periods down, items across): an aging report's Total is its balance
  const dated = columns.some((o) => o.role === 'date');
  if (!dated) return false;
  const idx = columns.indexOf(col);
  const parts: Column[] = [];
  for (let i = idx - 1; i >= 0; i -= 1) {
    const o = columns[i]!;
    if (o.type === 'empty') continue;
    if (o.role !== 'value' || o.type === 'percent') break;
    // under a group header ("MRR (USD)" over Starter, Business, Pro, Total MRR) the total adds
    // its own group; the group beside it (Subscribers) was added in, so it read as a plan
    if (col.group && o.group !== col.group) break;
    parts.unshift(o);
  }
  // "Drinks: Qty, Amount | Snacks: Qty, Amount | Total": the total adds the amounts only
  const amounts = parts.filter((o) => !NOT_A_PART.test(o.label));
  if (amounts.length < 2) return false;
  parts.splice(0, parts.length, ...amounts);
  let filled = 0;
  let agree = 0;
  for (const r of dataRows) {
    const g = grid.get(r);
    const cell = g?.[col.c];
    if (!cell || cell.k !== 'n') continue;
    filled += 1;
    let sum = 0;
    for (const o of parts) {
      const v = g?.[o.c];
      if (v && v.k === 'n') sum += v.n!;
    }
    if (Math.abs(sum - cell.n!) <= Math.max(0.011, Math.abs(sum) * 1e-9)) agree += 1;
  }
  if (filled >= 3 && agree >= 0.9 * filled) return true;
  // its label alone, when it closes a run of alike columns of a dated table (months down,
  // items across) and nothing numeric follows it: a hand-kept total that does not add up
  // exactly is still a total, never an item
  const last = columns.slice(idx + 1).every((o) => o.role !== 'value');
  const alike = parts.every((o) => o.type === col.type);
  return last && alike && /^(grand\s+)?totals?$/i.test(col.label.trim());
}

function sumsAbove(
  above: Row[],
  columns: Column[],
  valueCols: Column[],
  g: Array<GCell | undefined>,
): boolean {
  let checked = 0;
  for (const col of valueCols) {
    const cell = g[col.c];
    if (!cell || cell.k !== 'n') continue;
    const idx = columns.indexOf(col);
    let sum = 0;
    for (const row of above) {
      if (row.kind !== 'data') continue;
      const v = row.cells[idx];
      if (typeof v === 'number') sum += v;
      else if (Array.isArray(v)) sum += v[0];
    }
    if (Math.abs(sum - cell.n!) > Math.max(0.005, Math.abs(sum) * 1e-9)) return false;
    checked += 1;
  }
  return checked > 0;
}

/** Does this row equal, in every value column it fills, the sum of the 2+ lines above it under `section`? */
function sumsSection(
  above: Row[],
  section: string,
  columns: Column[],
  valueCols: Column[],
  g: Array<GCell | undefined>,
): boolean {
  // the lines of a heading sit just above its total: walk back only while they are its lines
  // (a statement's heading has a handful; a cap keeps a huge sheet linear)
  const lines: Row[] = [];
  for (let i = above.length - 1; i >= 0 && lines.length <= 200; i -= 1) {
    const row = above[i]!;
    if (row.section !== section || row.kind !== 'data') break;
    lines.push(row);
  }
  if (lines.length < 2 || lines.length > 200) return false;
  let checked = 0;
  for (const col of valueCols) {
    const cell = g[col.c];
    if (!cell || cell.k !== 'n') continue;
    const idx = columns.indexOf(col);
    let sum = 0;
    let filled = 0;
    for (const row of lines) {
      const v = row.cells[idx];
      const n = typeof v === 'number' ? v : Array.isArray(v) ? v[0] : undefined;
      if (n === undefined) continue;
      sum += n;
      filled += 1;
    }
    if (filled < 2 || cell.n === 0) return false;
    if (Math.abs(sum - cell.n!) > Math.max(0.005, Math.abs(sum) * 1e-9)) return false;
    checked += 1;
  }
  return checked > 0;
}
