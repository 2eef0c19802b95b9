/**
 * Issue 13, pass 31 (M3): a two-year comparison, newest first ((blank) | 2025 | 2024 | Change |
 * % change), a "Revenue" heading over its lines and Total revenue, a "Costs" heading over its
 * lines and Total costs, then Operating profit. Each question below was refused:
 * - "compare 2025 to 2024": Total revenue's % change between the two years;
 * - "which treatment grew the most": the revenue line with the largest change ("treatment",
 *   "product", "service", "line" are generic nouns for the revenue lines);
 * - "profit margin 2025": the profit line (Operating profit here) ÷ Total revenue × 100;
 * - "rent change 2024 to 2025 %": the named line's % change (new − old) ÷ old × 100.
 * Figures come from the two year columns; anything else is left to the engine.
 */
import type { Answer } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, ZERO, decCmp, decDiv, decMul, decSub, decToString } from './decimal';
import type { Row, Table, Workbook } from './model';
import { normalizeText, plainQuestion } from './text';

interface Pair {
  t: Table;
  newer: number;
  older: number;
  revenue: Row[];
  totalRevenue: Row;
  profit?: Row;
}

const REVENUE_HEAD = /^(revenue|income|sales|turnover|fees)$/i;
const PROFIT =
  /^(operating|net|gross)? ?(profit|income)( \(loss\))?$|^(operating|net) (profit|surplus|result)\b/i;

function pairOf(wb: Workbook): Pair | undefined {
  const found: Pair[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const years = t.columns.flatMap((c, i) =>
      c.period?.kind === 'year' && c.period.year ? [i] : [],
    );
    if (years.length !== 2) continue;
    if (!t.columns.some((c) => /^change$|^variance$|^difference$/i.test(c.label.trim()))) continue;
    const [a, b] = years.map((i) => t.columns[i]!.period!.year!) as [number, number];
    if (a === b) continue;
    const newer = a > b ? years[0]! : years[1]!;
    const older = a > b ? years[1]! : years[0]!;
    const revenue = t.rows.filter(
      (r) => r.kind === 'data' && r.label && r.section && REVENUE_HEAD.test(r.section.trim()),
    );
    const totals = t.rows.filter(
      (r) => r.label && /^total (revenue|income|sales|turnover|fees)$/i.test(r.label.trim()),
    );
    if (revenue.length < 2 || totals.length !== 1) continue;
    const profits = t.rows.filter((r) => r.label && !r.section && PROFIT.test(r.label.trim()));
    found.push({
      t,
      newer,
      older,
      revenue,
      totalRevenue: totals[0]!,
      profit: profits.length === 1 ? profits[0] : undefined,
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

const yearOf = (x: Pair, c: number): number => x.t.columns[c]!.period!.year!;
const at = (x: Pair, r: Row, c: number): Dec | undefined => cellNumber(r.cells[c]);
const cite = (x: Pair, r: Row, cols: number[]) =>
  cols.map((c) => ({ r: r.r, c: x.t.columns[c]!.c }));
const PCT = { kind: 'percent' as const, decimals: 2 };

function pctChange(x: Pair, r: Row): Dec | undefined {
  const a = at(x, r, x.newer);
  const b = at(x, r, x.older);
  if (!a || !b || decCmp(b, ZERO) === 0) return undefined;
  return decDiv(decMul(decSub(a, b), HUNDRED), b, 2);
}

/** the two years a question names, or none; anything else (a third year) is not this sheet */
function yearsFit(x: Pair, q: string): boolean {
  const ys = (q.match(/\b(?:19|20)\d\d\b/g) ?? []).map(Number);
  const have = [yearOf(x, x.newer), yearOf(x, x.older)];
  return ys.every((y) => have.includes(y));
}

export function twoYearChangeAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const compare =
    /^compare (?:(?:19|20)\d\d) (?:to|with|and|vs\.?|versus|against) (?:(?:19|20)\d\d)$|^how did (?:(?:19|20)\d\d) compare (?:to|with) (?:(?:19|20)\d\d)$/.test(
      q,
    );
  const grew =
    /^(?:which|what) (?:treatment|product|service|line|revenue line|income line|revenue stream|item)s? (?:grew|increased|rose|went up|improved) (?:the )?most$/.test(
      q,
    );
  const margin =
    /^(?:what (?:is|was) (?:the |our )?)?(?:profit|operating|operating profit) margin(?: (?:in|for))?(?: ((?:19|20)\d\d))?$/.exec(
      q,
    );
  const linePct =
    /\b(change|changed|increase|increased|grow|grew|growth)\b/.test(q) &&
    /%|\bpercent|\bpercentage\b/.test(q);
  if (!compare && !grew && !margin && !linePct) return undefined;
  const x = pairOf(wb);
  if (!x || !yearsFit(x, q)) return undefined;
  const [yn, yo] = [yearOf(x, x.newer), yearOf(x, x.older)];
  const tr = x.totalRevenue;
  const trName = tr.label!.trim();

  if (compare) {
    const v = pctChange(x, tr);
    if (!v) return undefined;
    const fig = figureOf(
      x.t,
      `${trName} % change, ${yo} to ${yn}`,
      v,
      PCT,
      cite(x, tr, [x.newer, x.older]),
    );
    return sourcedAnswer(
      fig,
      `${trName} was ${decToString(at(x, tr, x.newer)!)} in ${yn} against ${decToString(at(x, tr, x.older)!)} in ${yo}: a change of ${fig.display}.`,
      'growth',
    );
  }
  if (grew) {
    const ranked = x.revenue
      .map((r) => ({ r, a: at(x, r, x.newer), b: at(x, r, x.older) }))
      .filter((e) => e.a && e.b)
      .map((e) => ({ ...e, d: decSub(e.a!, e.b!) }))
      .sort((p, s) => decCmp(s.d, p.d));
    if (ranked.length < 2 || decCmp(ranked[0]!.d, ranked[1]!.d) === 0) return undefined;
    const top = ranked[0]!;
    const name = top.r.label!.trim();
    const fig = figureOf(
      x.t,
      `${name}, change ${yo} to ${yn}`,
      top.d,
      cellStyle(x.t, top.r.cells[x.newer]),
      cite(x, top.r, [x.newer, x.older]),
      name,
    );
    return sourcedAnswer(
      fig,
      `${name} grew the most: ${decToString(top.b!)} in ${yo} to ${decToString(top.a!)} in ${yn}, a change of ${fig.display}, of ${ranked.length} revenue lines.`,
      'max',
    );
  }
  if (margin) {
    if (!x.profit) return undefined;
    const col = margin[1] ? (Number(margin[1]) === yn ? x.newer : x.older) : x.newer;
    const p = at(x, x.profit, col);
    const r = at(x, tr, col);
    if (!p || !r || decCmp(r, ZERO) === 0) return undefined;
    const v = decDiv(decMul(p, HUNDRED), r, 2);
    if (!v) return undefined;
    const y = yearOf(x, col);
    const pName = x.profit.label!.trim();
    const fig = figureOf(
      x.t,
      `${pName} ÷ ${trName}, ${y}`,
      v,
      PCT,
      [x.profit, tr].flatMap((row) => cite(x, row, [col])),
    );
    return sourcedAnswer(
      fig,
      `Profit margin ${y}: ${fig.display} (${pName} ${decToString(p)} ÷ ${trName} ${decToString(r)} × 100).`,
      'ratio',
    );
  }
  // a line named whole: its % change between the two years
  const fq = ` ${normalizeText(question).replace(/[^a-z0-9]+/g, ' ')} `;
  const named = x.t.rows.filter(
    (r) =>
      r.label &&
      r.kind !== 'section' &&
      fq.includes(
        ` ${normalizeText(r.label)
          .replace(/[^a-z0-9]+/g, ' ')
          .trim()} `,
      ),
  );
  if (named.length !== 1) return undefined;
  const row = named[0]!;
  const v = pctChange(x, row);
  if (!v) return undefined;
  const name = row.label!.trim();
  const fig = figureOf(
    x.t,
    `${name} % change, ${yo} to ${yn}`,
    v,
    PCT,
    cite(x, row, [x.newer, x.older]),
  );
  return sourcedAnswer(
    fig,
    `${name} went from ${decToString(at(x, row, x.older)!)} in ${yo} to ${decToString(at(x, row, x.newer)!)} in ${yn}: ${fig.display} ((${yn} − ${yo}) ÷ ${yo} × 100).`,
    'growth',
  );
}
