/**
 * Issue 13, pass 25 (M2): a book of several TITLED tables with the same months across and a
 * season / total column ("Rental days" and "Revenue (CHF)" stacked on one sheet, "Running costs
 * (CHF)" on another). The engine saw two sheets fitting and refused. Here the words of a table's
 * title pick it ("helmet rental days" → Rental days); an item named in one table only picks that
 * one ("rent" → Shop rent); "profit" is the revenue table's Total row less the cost table's; the
 * best month is the revenue Total row's largest month; "average revenue per ski rental day" is
 * the item's revenue ÷ its count. A month is matched by its month whatever the header's form
 * ("Jan-26", "January"); no month named is the season column. Anything unclear is left alone.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decCmp, decDiv, decIsZero, decSub } from './decimal';
import type { Row, Table, Workbook } from './model';
import { monthFromWord } from './periods';
import { plainQuestion } from './text';

interface Titled {
  t: Table;
  words: string[];
  months: Map<number, number>;
  season: number;
  total?: Row;
  items: Row[];
}

const SEASON_HEAD = /^(season|total|year|full season|full year|season total|year total)$/i;
const STOP = new Set(['the', 'of', 'and', 'in', 'for', 'by', 'per', 'a', 'an', 'our', 'total']);
const sing = (w: string): string => w.toLowerCase().replace(/(?<=[a-z]{3})s$/, '');
const wordsOf = (s: string): string[] =>
  s
    .replace(/\(.*?\)/g, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && !STOP.has(w))
    .map(sing);

function monthOfHeader(label: string): number | undefined {
  const m = /^([a-z]{3,9})(?:[-\s']+\d{2,4})?$/i.exec(label.trim());
  return m ? monthFromWord(m[1]!) : undefined;
}

function titledTables(wb: Workbook): Titled[] {
  const out: Titled[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (!t.title) continue;
    const months = new Map<number, number>();
    t.columns.forEach((c, i) => {
      const m = monthOfHeader(c.label);
      if (m !== undefined) months.set(m, i);
    });
    const seasons = t.columns.flatMap((c, i) => (SEASON_HEAD.test(c.label.trim()) ? [i] : []));
    if (months.size < 2 || seasons.length !== 1) continue;
    const items = t.rows.filter((r) => r.kind === 'data' && r.label);
    const totals = t.rows.filter((r) => r.kind === 'total');
    out.push({
      t,
      words: wordsOf(t.title),
      months,
      season: seasons[0]!,
      items,
      ...(totals.length === 1 ? { total: totals[0] } : {}),
    });
  }
  // the shape is several such tables with the same months; one table is the engine's
  if (out.length < 2) return [];
  const key = (x: Titled): string => [...x.months.keys()].sort().join();
  return out.every((x) => key(x) === key(out[0]!)) ? out : [];
}

const MONTH_WORD =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/g;

/** The column asked: the month named, else the season column; undefined when two months. */
function columnAsked(x: Titled, q: string): number | undefined {
  const ms = [...q.matchAll(MONTH_WORD)].map((m) => monthFromWord(m[1]!));
  if (ms.length > 1) return undefined;
  return ms.length ? x.months.get(ms[0]!) : x.season;
}

function itemsNamed(x: Titled, qw: string[]): Row[] {
  return x.items.filter((r) => wordsOf(r.label!).some((w) => qw.includes(w)));
}

function cell(x: Titled, r: Row, c: number): { v: Dec; fig: AnswerFigure } | undefined {
  const v = cellNumber(r.cells[c]);
  if (!v) return undefined;
  const label = `${r.label}, ${x.t.columns[c]!.label} (${x.t.title})`;
  return {
    v,
    fig: figureOf(x.t, label, v, cellStyle(x.t, r.cells[c]), [{ r: r.r, c: x.t.columns[c]!.c }]),
  };
}

function reply(fig: AnswerFigure, text: string, kind: string, more: AnswerFigure[] = []): Answer {
  const src = [fig, ...more].map((f) => `sheet '${f.source.sheet}' ${f.source.range}`).join('; ');
  return { text: `${text}\nSource: ${src}.`, figures: [fig, ...more], refused: false, kind };
}

const REVENUE = /\b(revenue|sales|income|takings|turnover)\b/i;
const COSTS = /\b(costs?|expenses?|spend(ing)?|overheads?)\b/i;

export function titledMonthTablesAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const all = titledTables(wb);
  if (!all.length) return undefined;
  const qw = wordsOf(q);
  const one = (re: RegExp): Titled | undefined => {
    const xs = all.filter((x) => re.test(x.t.title!) && x.total);
    return xs.length === 1 ? xs[0] : undefined;
  };

  // "profit for the season", "profit in january": revenue Total less costs Total
  if (
    /^(?:what (?:was|is) (?:the |our )?)?(?:total )?profit(?: (?:for|over|in|during) (?:the )?(?:whole |full |entire )?(?:season|year|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*))?$/.test(
      q,
    )
  ) {
    const rev = one(REVENUE);
    const cost = one(COSTS);
    if (!rev || !cost || rev === cost) return undefined;
    const rc = columnAsked(rev, q);
    const cc = columnAsked(cost, q);
    if (rc === undefined || cc === undefined) return undefined;
    const a = cell(rev, rev.total!, rc);
    const b = cell(cost, cost.total!, cc);
    if (!a || !b) return undefined;
    const fig = figureOf(
      rev.t,
      `Profit (${rev.t.title} less ${cost.t.title}), ${rev.t.columns[rc]!.label}`,
      decSub(a.v, b.v),
      cellStyle(rev.t, rev.total!.cells[rc]),
      [{ r: rev.total!.r, c: rev.t.columns[rc]!.c }],
    );
    return reply(
      fig,
      `Profit, ${rev.t.columns[rc]!.label}: ${fig.display} = ${a.fig.display} (${rev.t.title} total) − ${b.fig.display} (${cost.t.title} total).`,
      'difference',
      [a.fig, b.fig],
    );
  }

  // "best month": the revenue table's Total row, its largest month
  const best =
    /^(?:(?:what|which) (?:was|is) (?:the |our )?)?(best|worst|strongest|weakest) month$/.exec(q);
  if (best) {
    const rev = one(REVENUE);
    if (!rev) return undefined;
    const low = /^(worst|weakest)$/.test(best[1]!);
    const ranked = [...rev.months.values()]
      .map((c) => ({ c, x: cell(rev, rev.total!, c) }))
      .filter((m): m is { c: number; x: { v: Dec; fig: AnswerFigure } } => m.x !== undefined)
      .sort((a, b) => (low ? decCmp(a.x.v, b.x.v) : decCmp(b.x.v, a.x.v)));
    if (ranked.length < 2 || decCmp(ranked[0]!.x.v, ranked[1]!.x.v) === 0) return undefined;
    const top = ranked[0]!;
    top.x.fig.at = rev.t.columns[top.c]!.label;
    return reply(
      top.x.fig,
      `${top.x.fig.at}: ${top.x.fig.display} of ${rev.t.title}, the ${low ? 'lowest' : 'highest'} of ${ranked.length} months.`,
      low ? 'min' : 'max',
    );
  }

  // "average revenue per ski rental day": the item's revenue ÷ the item's count
  const per =
    /^(?:what (?:was|is) (?:the |our )?)?average (revenue|sales|income|takings) per (.+)$/.exec(q);
  if (per) {
    const rev = one(REVENUE);
    const rest = wordsOf(per[2]!);
    const counts = all.filter((x) => x !== rev && x.words.every((w) => rest.includes(w)));
    if (!rev || counts.length !== 1) return undefined;
    const cnt = counts[0]!;
    const itemWords = rest.filter((w) => !cnt.words.includes(w));
    const ri = itemsNamed(rev, itemWords);
    const ci = itemsNamed(cnt, itemWords);
    if (ri.length !== 1 || ci.length !== 1 || ri[0]!.label !== ci[0]!.label) return undefined;
    const rc = columnAsked(rev, q);
    const cc = columnAsked(cnt, q);
    if (rc === undefined || cc === undefined) return undefined;
    const a = cell(rev, ri[0]!, rc);
    const b = cell(cnt, ci[0]!, cc);
    if (!a || !b || decIsZero(b.v)) return undefined;
    const avg = decDiv(a.v, b.v, 2);
    if (!avg) return undefined;
    const fig = figureOf(
      rev.t,
      `${ri[0]!.label}: ${rev.t.title} per ${cnt.t.title}`,
      avg,
      cellStyle(rev.t, ri[0]!.cells[rc]),
      [{ r: ri[0]!.r, c: rev.t.columns[rc]!.c }],
    );
    return reply(
      fig,
      `${ri[0]!.label}: ${fig.display} per ${cnt.t.title!.toLowerCase()} (${a.fig.display} ÷ ${b.fig.display}).`,
      'ratio',
      [a.fig, b.fig],
    );
  }

  // a table by its title's words, or by the one table holding the item named
  if (
    /\b(which|what share|%|percent|average|change|grow|growth|compare|vs|versus|most|least|best|worst)\b/.test(
      q,
    )
  )
    return undefined;
  const scored = all.map((x) => ({ x, n: x.words.filter((w) => qw.includes(w)).length }));
  const topScore = Math.max(...scored.map((s) => s.n));
  let pick: Titled[] = topScore > 0 ? scored.filter((s) => s.n === topScore).map((s) => s.x) : all;
  const withItem = pick.filter((x) => itemsNamed(x, qw).length > 0);
  if (withItem.length) pick = withItem;
  if (pick.length !== 1) return undefined;
  const x = pick[0]!;
  const items = itemsNamed(
    x,
    qw.filter((w) => !x.words.includes(w)),
  );
  const c = columnAsked(x, q);
  if (c === undefined || items.length > 1) return undefined;
  // no item named: the table's Total row ("total running costs for the season")
  const row = items[0] ?? (topScore > 0 ? x.total : undefined);
  if (!row) return undefined;
  const got = cell(x, row, c);
  if (!got) return undefined;
  return reply(got.fig, `${got.fig.label}: ${got.fig.display}.`, 'lookup');
}
