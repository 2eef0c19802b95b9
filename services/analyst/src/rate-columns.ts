/**
 * Issue 13, pass 52 (G2): a rate or percent column (VAT rate, Comm %, Agent split, Rate, Margin %)
 * holds a rate per row: it is never added over rows and never answers an amount. "vat on sales?"
 * had answered 105.5 (the VAT rate column summed over the sales lines), "vat on packaging" 23
 * (the line's rate, not its VAT).
 * When an answer's figure is read from such a column and it adds two rows or more, or the
 * question asks no rate (no rate / percent / % / split / share / margin word), the question is
 * asked again of the workbook without its rate columns; that answer is kept when it reads
 * another column, else the question is refused, naming the column.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle } from './cell-figures';
import { decToString } from './decimal';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';

const RATE_LABEL =
  /%|\b(rate|rates|percent|percentage|pct|split|share|commission %|comm %|margin %|markup %)\b/i;
/** a rate per unit of time or a price is an amount of money per thing, not a percent */
const PRICE_RATE =
  /\b(per|an?) (hour|hr|day|night|week|month|unit|item|km|mile|kg)\b|\/ ?(hr|h|hour|day|night|wk|week|month|unit|km|mi|kg)\b|\b(hourly|daily|nightly|weekly|day rate|night rate|pay rate|charge[- ]out|exchange|fx)\b|[£$€¥₹]/i;

const colNum = (s: string): number =>
  [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/** Is column i of t a rate: a rate / % label, and every number a fraction or a percent? */
export function isRateColumn(t: Table, i: number): boolean {
  const c = t.columns[i]!;
  const name = `${c.label} ${(c.tags ?? []).join(' ')}`;
  if (!RATE_LABEL.test(name) || PRICE_RATE.test(name)) return false;
  if (c.type === 'text' || c.type === 'date') return false;
  const cells = t.rows.filter((r) => r.kind === 'data').map((r) => r.cells[i] ?? null);
  const xs = cells.map((x) => cellNumber(x)).filter((v) => v !== undefined);
  if (xs.length < 2) return false;
  const percentFmt = cells.some((x) => x !== null && cellStyle(t, x).kind === 'percent');
  const ns = xs.map((v) => Number(decToString(v!)));
  if (c.type === 'percent' || percentFmt) return true;
  // after blind-42: "Pension 5%", "VAT 20%": a header naming its rate holds the amounts at that
  // rate (29.44, 11.78), not the rate itself, unless its cells are that rate
  const stated = /(\d+(?:\.\d+)?) ?%/.exec(name);
  if (stated) {
    const n = Number(stated[1]);
    if (!ns.every((x) => x === n || Math.abs(x - n / 100) < 1e-9)) return false;
  }
  // fractions (0.23, 0.135) or points under a % head (23, 13.5)
  return (
    ns.every((n) => n >= -1 && n <= 1) ||
    (/%|percent|pct/i.test(name) && ns.every((n) => n >= -100 && n <= 100))
  );
}

/** The table and column a figure's range starts in, and how many cells it spans. */
function placeOf(
  wb: Workbook,
  sheet: string,
  range: string,
): { t: Table; i: number; cells: number } | undefined {
  const first = /^([A-Z]+)(\d+)/.exec(range);
  if (!first) return undefined;
  const c = colNum(first[1]!);
  const r = Number(first[2]) - 1;
  const s = wb.sheets.find((x) => x.name === sheet);
  for (const t of s?.tables ?? []) {
    const i = t.columns.findIndex((col) => col.c === c);
    if (i < 0 || !t.rows.some((row) => row.r === r)) continue;
    let cells = 0;
    for (const part of range.split(',')) {
      const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(part.trim());
      if (!m) return undefined;
      const rows = m[4] ? Number(m[4]) - Number(m[2]) + 1 : 1;
      const colsN = m[3] ? colNum(m[3]) - colNum(m[1]!) + 1 : 1;
      cells += rows * colsN;
    }
    return { t, i, cells };
  }
  return undefined;
}

/** The workbook with every rate column taken out of its tables (cells kept in step). */
function withoutRates(wb: Workbook): Workbook {
  return {
    ...wb,
    sheets: wb.sheets.map((s) => ({
      ...s,
      tables: s.tables.map((t) => {
        const keep = t.columns.map((_, i) => !isRateColumn(t, i));
        if (keep.every(Boolean)) return t;
        return {
          ...t,
          columns: t.columns.filter((_, i) => keep[i]),
          rows: t.rows.map((r) => ({ ...r, cells: r.cells.filter((_, i) => keep[i]) })),
        };
      }),
    })),
  };
}

const wordsOf = (s: string): string[] =>
  (s.toLowerCase().match(/[a-z]{2,}/g) ?? []).map((w) => w.replace(/(?<=[a-z]{3})s$/, ''));

const RATE_ASKED =
  /\b(rate|rates|rated|percent|percentage|pct|split|share|proportion|margin|markup|commission rate)\b|%/;

export function rateColumnAnswer(
  wb: Workbook,
  question: string,
  answer: Answer,
  reask: (book: Workbook) => Answer,
  refuse: (why: string) => Answer,
): Answer | undefined {
  if (answer.refused) return undefined;
  const f = answer.figures[0];
  if (!f) return undefined;
  const place = placeOf(wb, f.source.sheet, f.source.range);
  if (!place || !isRateColumn(place.t, place.i)) return undefined;
  const q = plainQuestion(question);
  const asked = RATE_ASKED.test(q);
  // a percent column's months are averaged by the engine ("(average of 3 values)"): no sum
  const averaged = /\b(average|mean|weighted)\b/i.test(`${f.label} ${answer.text.split('\n')[0]}`);
  const added = place.cells >= 2 && /^(total|sum|breakdown)$/.test(answer.kind) && !averaged;
  if (asked && !added) return undefined;
  const name = place.t.columns[place.i]!.label.trim();
  if (!asked) {
    // the answer without the rate columns is kept when it reads one column the question names
    // ("vat on packaging": VAT €), never a sum of other columns the words did not ask for
    const again = reask(withoutRates(wb));
    const g = again.figures[0];
    const there = g && !again.refused ? placeOf(wb, g.source.sheet, g.source.range) : undefined;
    const oneColumn =
      !!g &&
      g.source.range
        .split(',')
        .every(
          (p) =>
            /^([A-Z]+)\d+(?::\1\d+)?$/.test(p.trim()) &&
            p.trim().startsWith(/^[A-Z]+/.exec(g.source.range)![0]),
        );
    const asks = wordsOf(q);
    const named = (w: string): boolean =>
      asks.some((a) => a === w || (a.length >= 4 && w.startsWith(a)));
    if (there && oneColumn && wordsOf(there.t.columns[there.i]!.label).some(named)) return again;
  }
  return refuse(
    `'${name}' holds a rate for each row: rates are never added over rows, and a rate is not an amount${asked ? '; ask for one row' : '; name the amount column'}`,
  );
}
