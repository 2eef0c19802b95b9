/**
 * After blind-44: questions about the sites themselves, on a book of one sheet per site
 * (with or without a Summary; `sitesOf` in site-sheets.ts reads them):
 * - "which shop sells the most", "which shop is the most profitable", "which shop had the
 *   lowest sales in November": the sites ranked on one column's Total (or one month's row);
 *   a tie is asked back;
 * - "what share of sales came from Jamsil": the site's Total over all sites' Totals × 100;
 * - "when did Jamsil open": the site's first month, when the others' sheets start earlier
 *   (a site whose sheet starts with everyone else's may have opened before it: refused);
 * - "the Busan shop": a site the book has no sheet for is refused, never read as the whole.
 */
import type { Answer, AnswerFigure, AnswerOptions } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, HUNDRED, decCmp, decDiv, decMul, decSign, decSum, decToString } from './decimal';
import { PERCENT, formatValue } from './format';
import type { Workbook } from './model';
import {
  MONTH,
  PLACES,
  REVENUE_WORD,
  type SiteTable,
  columnNamed,
  lastMonthNamed,
  norm,
  siteMonths,
  siteTables,
  sitesOf,
} from './site-sheets';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

type Refuse = (why: string) => Answer;

const ONE_PLACE = PLACES.replace(/\?/g, '').replace(/\|/g, '?|').replace(/\)$/, '?)');
const WHICH_SITE = new RegExp(`\\b(?:which|what) (?:of (?:our|the) )?${PLACES}\\b`);
const MOST =
  /\b(most|highest|biggest|largest|best|top|busiest|strongest)\b|\b(least|lowest|smallest|worst|weakest|quietest|slowest)\b/;
const SHARE = /\b(share|proportion)\b|\b(?:percentage|percent) of\b|% of\b/;
const PER =
  /\b(?:average )?(price|sales|revenue|takings|spend|profit|staff|rent) per ([a-z]+?)s?\b/;
const OPENED = /\b(open|opened|start|started|begin|began|launch|launched)\b/;

export function siteRankAnswer(
  wb: Workbook,
  question: string,
  options: AnswerOptions,
  refuse: Refuse,
): Answer | undefined {
  const s = sitesOf(wb);
  const ts = s && siteTables(s);
  if (!s || !ts) return undefined;
  const unknown = unknownSite(question, ts);
  if (unknown) return refuse(unknown);
  const q = lastMonthNamed(plainQuestion(question), s, options);
  const named = ts.filter((x) => norm(q).includes(norm(x.sheet.name)));
  if (named.length === 1 && OPENED.test(q) && /\bwhen\b|\bwhat month\b/.test(q))
    return siteOpened(ts, named[0]!, refuse);
  if (/\b(?:19|20)\d\d\b|\bq[1-4]\b|\bquarter\b/.test(q)) return undefined;
  if (named.length === 1 && SHARE.test(q)) return siteShare(ts, named[0]!, q, refuse);
  const per = PER.exec(q);
  if (per && named.length <= 1) return perUnit(ts, named[0], per[1]!, per[2]!, q);
  if (!named.length && WHICH_SITE.test(q) && MOST.test(q)) return rankSites(ts, q, refuse);
  return undefined;
}

/** "the Busan shop" on a book whose shops are Gangnam, Hongdae and Jamsil. */
function unknownSite(question: string, ts: SiteTable[]): string | undefined {
  const m = new RegExp(`\\b(?:the|our|at|in) ([A-Z][\\w'-]+) ${ONE_PLACE}\\b`).exec(question);
  if (!m) return undefined;
  const word = norm(m[1]!);
  if (ts.some((x) => norm(x.sheet.name).includes(word) || word.includes(norm(x.sheet.name))))
    return undefined;
  return `there is no sheet for ${m[1]}; the book's sheets are ${ts.map((x) => `'${x.sheet.name}'`).join(', ')}`;
}

/** The column a site question is about: the one it names, "profitable" the profit, else sales. */
function measureColumn(ts: SiteTable[], q: string): number | undefined {
  const t0 = ts[0]!.t;
  const bare = q.replace(new RegExp(`\\b${PLACES}\\b`, 'g'), ' ');
  if (/\bprofitable\b/.test(q)) {
    const profit = t0.columns.flatMap((c, i) => (i > 0 && /\bprofit\b/i.test(c.label) ? [i] : []));
    return profit.length === 1 ? profit[0] : undefined;
  }
  const cols = columnNamed(t0, bare);
  if (cols.length === 1) return cols[0];
  if (cols.length) return undefined;
  // "our profit" is the one column whose last word it is ("Shop profit")
  const last = t0.columns.flatMap((c, i) => {
    const w = norm(c.label).trim().split(' ').pop() ?? '';
    return i > 0 && w.length >= 4 && norm(bare).includes(` ${w} `) ? [i] : [];
  });
  if (last.length === 1) return last[0];
  const rev = t0.columns.flatMap((c, i) => (i > 0 && REVENUE_WORD.test(c.label.trim()) ? [i] : []));
  return rev.length === 1 &&
    /\b(sells?|sold|sales|takes?|took|revenue|takings|turnover|busiest|quietest)\b/.test(q)
    ? rev[0]
    : undefined;
}

/** The row each site's figure is read from: one month named, else the Total row. */
function rowOf(ts: SiteTable[], q: string): ((x: SiteTable) => number | undefined) | undefined {
  const months = [...q.matchAll(new RegExp(MONTH.source, 'g'))].map((m) => m[1]!.slice(0, 3));
  if (months.length > 1) return undefined;
  if (!months.length) return (x) => x.total;
  const k = months[0]!;
  return siteMonths(ts).includes(k) ? (x) => x.months.get(k) : undefined;
}

interface SiteFigure {
  x: SiteTable;
  v: Dec;
  fig: AnswerFigure;
}

function siteFigures(ts: SiteTable[], ci: number, row: (x: SiteTable) => number | undefined) {
  const out: SiteFigure[] = [];
  for (const x of ts) {
    const i = row(x);
    if (i === undefined) continue;
    const cell = x.t.rows[i]!.cells[ci];
    const v = cellNumber(cell);
    if (v === undefined) continue;
    const fig = figureOf(
      x.t,
      `${x.sheet.name}: ${x.t.columns[ci]!.label}`,
      v,
      cellStyle(x.t, cell),
      [{ r: x.t.rows[i]!.r, c: x.t.columns[ci]!.c }],
    );
    out.push({ x, v, fig });
  }
  return out;
}

function when(ts: SiteTable[], row: (x: SiteTable) => number | undefined): string {
  const holder = ts.find((x) => row(x) !== undefined && row(x) !== x.total);
  return holder ? ` in ${cellText(holder.t.rows[row(holder)!]!.cells[0])}` : '';
}

function rankSites(ts: SiteTable[], q: string, refuse: Refuse): Answer | undefined {
  const ci = measureColumn(ts, q);
  const row = rowOf(ts, q);
  if (ci === undefined || !row) return undefined;
  const figs = siteFigures(ts, ci, row);
  if (figs.length < 2) return undefined;
  const m = MOST.exec(q)!;
  const max = m[1] !== undefined;
  const sorted = [...figs].sort((a, b) => (max ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
  const [top, next] = sorted;
  if (decCmp(top!.v, next!.v) === 0)
    return refuse(
      `${top!.x.sheet.name} and ${next!.x.sheet.name} share that figure; name the site`,
    );
  const label = ts[0]!.t.columns[ci]!.label;
  const others = sorted
    .slice(1)
    .map((f) => `${f.x.sheet.name} ${f.fig.display}`)
    .join(', ');
  return sourcedAnswer(
    { ...top!.fig, at: top!.x.sheet.name },
    `${top!.x.sheet.name}: ${label}${when(ts, row)} of ${top!.fig.display}, the ${max ? 'highest' : 'lowest'} of the ${figs.length} sheets (then ${others}).`,
    max ? 'max' : 'min',
    sorted.slice(1).map((f) => f.fig),
  );
}

function siteShare(
  ts: SiteTable[],
  site: SiteTable,
  q: string,
  refuse: Refuse,
): Answer | undefined {
  const rest = norm(q).replace(norm(site.sheet.name), ' ');
  const ci = measureColumn(ts, rest);
  const row = rowOf(ts, rest);
  if (ci === undefined || !row) return undefined;
  const figs = siteFigures(ts, ci, row);
  const mine = figs.find((f) => f.x === site);
  const all = decSum(figs.map((f) => f.v));
  if (!mine || decSign(all) <= 0 || figs.some((f) => decSign(f.v) < 0))
    return refuse(
      `the sites' ${ts[0]!.t.columns[ci]!.label} figures do not make a whole to take a share of`,
    );
  const v = decDiv(decMul(mine.v, HUNDRED), all, 2)!;
  const label = ts[0]!.t.columns[ci]!.label;
  const at = site.t.rows[row(site)!]!;
  const fig = figureOf(site.t, `${site.sheet.name}: share of ${label}`, v, PERCENT, [
    { r: at.r, c: site.t.columns[ci]!.c },
  ]);
  const style = cellStyle(site.t, at.cells[ci]);
  return sourcedAnswer(
    fig,
    `${site.sheet.name} made ${fig.display} of all ${label.toLowerCase()}${when(ts, row)} (${mine.fig.display} ÷ ${formatValue(all, style)}, the ${figs.length} sheets added: ${figs.map((f) => `${f.x.sheet.name} ${f.fig.display}`).join(' + ')}).`,
    'ratio',
    figs.map((f) => f.fig),
  );
}

function siteOpened(ts: SiteTable[], site: SiteTable, refuse: Refuse): Answer {
  const months = siteMonths(ts);
  const first = months.find((k) => site.months.has(k))!;
  if (first === months[0])
    return refuse(
      `${site.sheet.name}'s sheet starts in the first month the book holds, so it may have opened before; the sheets do not say when`,
    );
  const i = site.months.get(first)!;
  const row = site.t.rows[i]!;
  const label = cellText(row.cells[0]) ?? first;
  const ci = site.t.columns.findIndex((c, j) => j > 0 && cellNumber(row.cells[j]) !== undefined);
  const v = cellNumber(row.cells[ci])!;
  const fig = figureOf(
    site.t,
    `${site.sheet.name}: first month`,
    v,
    cellStyle(site.t, row.cells[ci]),
    [{ r: row.r, c: site.t.columns[ci]!.c }],
  );
  const others = ts.filter((x) => x !== site && x.months.has(months[0]!)).map((x) => x.sheet.name);
  return sourcedAnswer(
    { ...fig, at: label },
    `${site.sheet.name} opened in ${label}: its sheet's first month (${site.t.columns[ci]!.label} ${fig.display}), where ${others.join(' and ')} ${others.length > 1 ? 'start' : 'starts'} earlier.`,
    'lookup',
  );
}

/**
 * "the average price per cup at Gangnam": the site's sales Total ÷ its cups Total (or the
 * sites' Totals added when none is named); the price is the sales, the unit the count column
 * its word begins ("Cups sold").
 */
function perUnit(
  ts: SiteTable[],
  site: SiteTable | undefined,
  what: string,
  unit: string,
  q: string,
): Answer | undefined {
  const t0 = ts[0]!.t;
  const a = measureColumn(ts, what === 'price' ? 'sales' : what);
  const b = t0.columns.flatMap((c, i) =>
    i > 0 && norm(c.label).trim().split(' ')[0]!.replace(/e?s$/, '') === unit.replace(/e?s$/, '')
      ? [i]
      : [],
  );
  const row = rowOf(ts, q.replace(new RegExp(`\\b${what} per ${unit}s?\\b`), ' '));
  if (a === undefined || b.length !== 1 || !row) return undefined;
  const some = site ? [site] : ts;
  const av = siteFigures(some, a, row);
  const bv = siteFigures(some, b[0]!, row);
  if (!av.length || av.length !== bv.length) return undefined;
  const den = decSum(bv.map((f) => f.v));
  if (decSign(den) <= 0) return undefined;
  const num = decSum(av.map((f) => f.v));
  const v = decDiv(num, den, 2)!;
  const style = cellStyle(av[0]!.x.t, av[0]!.x.t.rows[row(av[0]!.x)!]!.cells[a]);
  const who = site ? site.sheet.name : `All ${ts.length} sheets together`;
  const la = t0.columns[a]!.label;
  const lb = t0.columns[b[0]!]!.label;
  const figure: AnswerFigure = {
    ...av[0]!.fig,
    label: `${la} per ${lb}, ${who}`,
    value: decToString(v),
    display: formatValue(v, style, 2),
  };
  return sourcedAnswer(
    figure,
    `${who}: ${figure.display} per ${lb.toLowerCase().replace(/s? sold$/, '')} (${la} ${formatValue(num, style)} ÷ ${lb} ${formatValue(den, cellStyle(t0, undefined))}${when(ts, row)}).`,
    'ratio',
    [...av, ...bv].map((f) => f.fig),
  );
}
