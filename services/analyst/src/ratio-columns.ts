/**
 * Issue 13, pass 37 (W1): a column that is, on every row, one column over another (`Rate/hr` =
 * Gross pay ÷ Hours, `Margin %` = Margin $ ÷ Price, `% of target` = Raised ÷ Target, as a
 * fraction or in percent points) is a ratio, and ratios are not added or averaged like amounts:
 * - "average hourly rate", "average margin %": the mean of the column and the total of the one
 *   column over the total of the other differ; asked back naming both (kept when they agree);
 * - "overall % of target" (in total, altogether, combined, across all): the ratio of the totals,
 *   the Totals row's own cell when it has one (checked against the totals' ratio);
 * - a sum of the column over several rows ("Asha's hourly rate" added her three months) is
 *   refused, or is the one value when every row added holds the same.
 * The column is a rate or a percentage (its header says so; "Price/head" is left to the engine,
 * pass 11), named by every word of its header (hr → hour, "hourly"), a % header by a
 * percent word too; a question naming a row's text, a month or a year is left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { HUNDRED, decFromNumber, decMul, decToNumber } from './decimal';
import { PERCENT } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { STOP, normalizeText } from './text';
import { oncePer } from './once-per';

interface Ratio {
  table: Table;
  rows: Row[];
  total?: Row;
  r: Column;
  a: Column;
  b: Column;
  /** 1: a fraction or plain rate; 100: percent points */
  k: number;
}

// a rate or a percentage; "Price/head" stays the engine's mean (pass 11's catering log)
const RATIO_LABEL = /%|\brate\b|percent|\bratio\b|\bpct\b/i;
const MONTHS =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)\b|\b(19|20)\d\d\b|\bq[1-4]\b/;

const num = (c: Row['cells'][number] | undefined): number | undefined => {
  const d = cellNumber(c);
  return d === undefined ? undefined : decToNumber(d);
};
const near = (x: number, y: number): boolean =>
  Math.abs(x - y) <= Math.max(1e-9, 0.005 * Math.max(Math.abs(x), Math.abs(y)));

function fits(rows: Row[], ri: number, ai: number, bi: number): number | undefined {
  for (const k of [1, 100]) {
    let n = 0;
    let ok = true;
    for (const row of rows) {
      const r = num(row.cells[ri]);
      if (r === undefined) continue;
      const a = num(row.cells[ai]);
      const b = num(row.cells[bi]);
      if (a === undefined || b === undefined || b === 0 || !near(r, (k * a) / b)) {
        ok = false;
        break;
      }
      n++;
    }
    if (ok && n >= 3) return k;
  }
  return undefined;
}

export const ratios = oncePer(readRatios);

function readRatios(wb: Workbook): Ratio[] {
  const out: Ratio[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const rows = table.rows.filter((r) => r.kind === 'data');
      const totals = table.rows.filter((r) => r.kind === 'total');
      if (rows.length < 3 || totals.length > 1) continue;
      const numeric = table.columns.filter((c, i) =>
        rows.some((r) => num(r.cells[i]) !== undefined),
      );
      for (const r of numeric) {
        if (!RATIO_LABEL.test(r.label)) continue;
        const ri = table.columns.indexOf(r);
        const found: Ratio[] = [];
        for (const a of numeric)
          for (const b of numeric) {
            if (a === r || b === r || a === b) continue;
            const k = fits(rows, ri, table.columns.indexOf(a), table.columns.indexOf(b));
            if (k)
              found.push({ table, rows, r, a, b, k, ...(totals[0] ? { total: totals[0] } : {}) });
          }
        if (found.length === 1) out.push(found[0]!);
      }
    }
  return out;
}

const tokens = (s: string): string[] =>
  normalizeText(s)
    .replace(/%/g, ' % ')
    .replace(/\bhourly\b|\bper hour\b|\bhrs?\b|\bhours\b/g, 'hour')
    .replace(/\bpercentages?\b|\bpercent\b|\bpct\b/g, '%')
    .split(/[^a-z0-9%]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));

function named(ratio: Ratio, q: string[]): boolean {
  const key = tokens(ratio.r.label).filter((w) => w !== '%' && !STOP.has(w) && w !== 'per');
  if (!key.length || !key.every((w) => q.includes(w))) return false;
  return !/%/.test(ratio.r.label) || q.includes('%');
}

/** Words of the table's text cells (names, categories): a question naming one asks of rows. */
function namesRow(ratio: Ratio, question: string): boolean {
  const q = ` ${normalizeText(question)} `;
  if (MONTHS.test(q)) return true;
  const labels = new Set(ratio.table.columns.flatMap((c) => tokens(c.label)));
  return ratio.rows.some((row) =>
    row.cells.some((c) => {
      if (typeof c !== 'string') return false;
      const t = normalizeText(c);
      if (t.length >= 3 && q.includes(` ${t} `)) return true;
      return tokens(c).some((w) => w.length >= 4 && !labels.has(w) && q.includes(` ${w} `));
    }),
  );
}

/** The two columns' totals: the Totals row's cells when they agree with the rows added. */
function colTotal(x: Ratio, c: Column): { v: number; cells: Array<{ r: number; c: number }> } {
  const ci = x.table.columns.indexOf(c);
  const sum = x.rows.reduce((s, r) => s + (num(r.cells[ci]) ?? 0), 0);
  const tot = x.total ? num(x.total.cells[ci]) : undefined;
  if (tot !== undefined && Math.abs(tot - sum) <= 0.01 * x.rows.length)
    return { v: tot, cells: [{ r: x.total!.r, c: c.c }] };
  return { v: sum, cells: x.rows.map((r) => ({ r: r.r, c: c.c })) };
}

const AVERAGE = /\b(average|mean|avg|typical)\b/;
const OVERALL =
  /\b(overall|in total|altogether|all together|combined|as a whole|across (?:all|everything|the board)|total|all in all)\b/;

export function ratioColumnAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const plain = normalizeText(question);
  const average = AVERAGE.test(plain) && !/\bweighted\b/.test(plain);
  const overall = !average && OVERALL.test(plain);
  if (!average && !overall) return undefined;
  const q = tokens(question);
  const hits = ratios(wb).filter((x) => named(x, q));
  if (hits.length !== 1) return undefined;
  const x = hits[0]!;
  if (namesRow(x, question)) return undefined;
  const tb = x.table;
  const ri = tb.columns.indexOf(x.r);
  const pct = /%|percent/i.test(x.r.label);
  const scale = pct && x.k === 1 ? 100 : 1;
  const A = colTotal(x, x.a);
  const B = colTotal(x, x.b);
  if (B.v === 0) return undefined;
  const ratio = (x.k * A.v) / B.v;
  const style = pct ? PERCENT : cellStyle(tb, x.rows[0]!.cells[ri]);
  const shown = (v: number) =>
    figureOf(tb, '', decFromNumber(Math.round(v * scale * 100) / 100), style, [{ r: 0, c: 0 }])
      .display;
  if (average) {
    const vals = x.rows.map((r) => num(r.cells[ri])).filter((v): v is number => v !== undefined);
    const mean = vals.reduce((s, v) => s + v, 0) / vals.length;
    if (near(mean, ratio)) return undefined;
    return refuse(
      `"average ${x.r.label}" has two readings that differ here: the mean of the ${x.r.label} column (${shown(mean)} over ${vals.length} rows) and the total ${x.a.label} over the total ${x.b.label} (${shown(ratio)}); say which you mean`,
    );
  }
  const own = x.total ? num(x.total.cells[ri]) : undefined;
  if (own !== undefined) {
    if (!near(own, ratio))
      return refuse(
        `the Totals row's ${x.r.label} does not agree with the total ${x.a.label} over the total ${x.b.label}`,
      );
    const fig = figureOf(
      tb,
      `${x.r.label}, overall`,
      decFromNumber(Math.round(own * scale * 1e6) / 1e6),
      style,
      [{ r: x.total!.r, c: x.r.c }],
    );
    return sourcedAnswer(
      fig,
      `${x.r.label} overall: ${fig.display} (the Totals row: total ${x.a.label} over total ${x.b.label}).`,
      'ratio',
    );
  }
  const fig = figureOf(
    tb,
    `${x.r.label}, overall`,
    decFromNumber(Math.round(ratio * scale * 100) / 100),
    style,
    [...A.cells, ...B.cells],
  );
  return sourcedAnswer(
    fig,
    `${x.r.label} overall: ${fig.display} (total ${x.a.label} over total ${x.b.label}).`,
    'ratio',
  );
}

const COL = (letters: string): number =>
  [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/** The cells a range text names ("F3,F6,F9", "F3:F11"), as 0-based row / column. */
function rangeCells(range: string): Array<{ r: number; c: number }> | undefined {
  const out: Array<{ r: number; c: number }> = [];
  for (const part of range.split(',')) {
    const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(part.trim());
    if (!m) return undefined;
    const c0 = COL(m[1]!);
    const c1 = m[3] ? COL(m[3]) : c0;
    const r0 = Number(m[2]) - 1;
    const r1 = m[4] ? Number(m[4]) - 1 : r0;
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push({ r, c });
  }
  return out;
}

/** A ratio column added over several rows: refused, or the one value every row holds. */
export function ratioSumAnswer(
  wb: Workbook,
  answer: Answer,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const f = answer.figures[0];
  if (answer.refused || answer.kind !== 'total' || !f) return undefined;
  const x = ratios(wb).find(
    (y) => y.table.sheet === f.source.sheet && f.label.startsWith(y.r.label),
  );
  if (!x) return undefined;
  const cells = rangeCells(f.source.range);
  if (!cells || cells.length < 2 || cells.some((c) => c.c !== x.r.c)) return undefined;
  const ri = x.table.columns.indexOf(x.r);
  const vals = cells.map((c) => {
    const row = x.table.rows.find((r) => r.r === c.r);
    return row ? num(row.cells[ri]) : undefined;
  });
  if (vals.some((v) => v === undefined) || new Set(vals).size > 1)
    return refuse(
      `${x.r.label} is a ratio (${x.a.label} over ${x.b.label}) and differs between the rows asked; rates are not added: name one row, or ask for the average`,
    );
  const row = x.table.rows.find((r) => r.r === cells[0]!.r)!;
  const style = cellStyle(x.table, row.cells[ri]);
  // a percent cell holds the fraction (0.125) and a figure the points (12.5%): after blind-43
  // it was shown "0.13%"
  const one = decFromNumber(vals[0]!);
  const fig = figureOf(
    x.table,
    f.label.replace(/^(.*?)(?:,)?\s*\(sum of \d+ rows\)$/, '$1'),
    style.kind === 'percent' ? decMul(one, HUNDRED) : one,
    style,
    cells,
  );
  return sourcedAnswer(
    fig,
    `${fig.label}: ${fig.display} (the same on each of the ${cells.length} rows).`,
    'lookup',
  );
}
