/**
 * Issue 13, pass 45 (L4): a budget vs actual kept as lines down and columns across: `Line |
 * Budget | Actual | Variance | Var %`, sometimes a full-year group beside the period's (`Term 1
 * to date` over Budget | Actual | Variance (A−B) | Var %, `Full year` over Annual budget |
 * Remaining), INCOME and EXPENSES headings with their Total rows, a net line (Net surplus, Net
 * operating profit).
 * - The period's Budget is the one beside Actual and the one compared; the Annual budget is read
 *   only when the words say annual / full year / for the year / whole year; "left" / "remaining"
 *   for the year is the Remaining column (else Annual budget − Actual).
 * - A line named by its words (or an owner's: "teacher pay" is Teacher salaries, "takings" a
 *   sales line, "profit" the net line, "expenses" / "income" the section's Total row): its
 *   Actual ("received", "spent", "takings"), its Budget ("budget for", "budgeted"), its variance
 *   (over / under / off budget: Actual − Budget, the Variance cell when there is one), its
 *   variance in % (the Var % cell, a fraction shown as a percent; else variance ÷ budget).
 * - Which cost line is furthest over budget (in money or in %), where we underspent most, which
 *   income line fell furthest short: the lines of that section ranked by their variance.
 * - "Actual vs budget as a percent" is Actual ÷ Budget × 100, the variance % named beside it;
 *   "income minus costs" is the two lines' difference in one column (Actual unless budget said).
 * The period words of the sheet itself (this term, to date, ytd, year to date when its title
 * says so) only confirm the period; another period named is refused.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decIsZero,
  decMul,
  decParse,
  decSign,
  decSub,
} from './decimal';
import { PERCENT, type NumberStyle } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

interface Bva {
  t: Table;
  budget: number;
  actual: number;
  variance: number;
  varPct: number;
  annual: number;
  remaining: number;
  /** the period the Budget / Actual pair covers, as the sheet says it */
  period: string;
  ytd: boolean;
  income: Row[];
  costs: Row[];
  totalIn?: Row;
  totalOut?: Row;
  net?: Row;
}

const INCOME_HEAD = /^(income|revenue|revenues|sales|receipts|takings|fees|turnover)\b/i;
const COST_HEAD =
  /^(expenses?|expenditure|costs?|operating (?:costs|expenses)|overheads?|spending|outgoings|payments)\b/i;
const NET = /^(net\b|surplus|deficit|profit|(?:operating )?(?:profit|result)\b)/i;
const label = (r: Row): string => (r.label ?? '').trim();

function find(wb: Workbook): Bva | undefined {
  const out: Bva[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const cols = t.columns;
    const idx = (ok: (c: Column) => boolean): number[] =>
      cols.flatMap((c, i) => (ok(c) ? [i] : []));
    // "Actual", "Actual YTD", "YTD actual", "Term actual"
    const actual = idx(
      (c) =>
        /^(?:(?:ytd|year to date|term|period|month|qtd)\s+)?actuals?\b(?! ?%)/i.test(
          c.label.trim(),
        ) && c.type !== 'percent',
    );
    if (actual.length !== 1) continue;
    const a = actual[0]!;
    const annual = idx(
      (c) =>
        /^(annual|full[- ]year|fy|year|yearly|whole[- ]year) budget\b|^budget \(?(annual|full[- ]year|year)\)?$/i.test(
          c.label.trim(),
        ) ||
        (/^(annual )?budget$/i.test(c.label.trim()) &&
          !!c.group &&
          /\b(full[- ]year|annual|year)\b/i.test(c.group) &&
          c.group !== cols[a]!.group),
    );
    const budget = idx(
      (c) =>
        /^(?:(?:ytd|year to date|term|period|month|qtd)\s+)?budget(ed)?\b(?! ?%)/i.test(
          c.label.trim(),
        ) &&
        !annual.includes(cols.indexOf(c)) &&
        c.group === cols[a]!.group &&
        c.type !== 'percent',
    );
    if (budget.length !== 1 || annual.length > 1) continue;
    // two groups of Budget / Actual (a month and year to date) are pass 42's
    if (cols.filter((c) => /^actuals?$/i.test(c.label.trim())).length > 1) continue;
    const variance = idx(
      (c) =>
        /^(variance|var\.?|diff(erence)?)\b(?!.*%)/i.test(c.label.trim()) &&
        c.type !== 'percent' &&
        c.group === cols[a]!.group,
    );
    const varPct = idx(
      (c) =>
        (/^(variance|var\.?|diff(erence)?) ?(%|\(%\)|pct|percent)|^% ?(variance|var)/i.test(
          c.label.trim(),
        ) ||
          (c.type === 'percent' && /\b(var|variance)\b/i.test(c.label))) &&
        c.group === cols[a]!.group,
    );
    const remaining = idx((c) =>
      /^(remaining|left|budget (?:left|remaining)|remaining budget|unspent|available|still to spend)\b/i.test(
        c.label.trim(),
      ),
    );
    // one row per line: a Category column repeated over its items is another layout
    const names = t.rows.filter((r) => r.kind === 'data').map((r) => label(r).toLowerCase());
    if (names.some((n) => !n) || new Set(names).size !== names.length) continue;
    if (cols.filter((c) => c.type === 'text' && c.role !== 'other').length > 1) continue;
    const sections = t.rows.filter((r) => r.kind === 'section');
    const inHead = sections.find((r) => INCOME_HEAD.test(label(r)));
    const outHead = sections.find((r) => COST_HEAD.test(label(r)));
    const under = (h: Row | undefined, kind: Row['kind']) =>
      h ? t.rows.filter((r) => r.kind === kind && r.section === h.label) : [];
    const totalIn =
      under(inHead, 'total')[0] ??
      t.rows.find((r) => /^total (income|revenue|sales|receipts)\b/i.test(label(r)));
    // pass 48 (R3): costs kept in several sections (COST OF SALES, OVERHEADS) are all costs;
    // a section's own total is the costs' total only when it is the one cost section
    const outHeads = sections.filter((r) => COST_HEAD.test(label(r)));
    const totalOut =
      (outHeads.length === 1 ? under(outHead, 'total')[0] : undefined) ??
      t.rows.find(
        (r) =>
          /^total (expenses|expenditure|costs|operating (?:costs|expenses)|overheads|spending)\b/i.test(
            label(r),
          ) &&
          (outHeads.length <= 1 || !/^total overheads\b/i.test(label(r))),
      );
    const nets = t.rows.filter(
      (r) =>
        r.kind !== 'section' && NET.test(label(r)) && !r.section && r !== totalIn && r !== totalOut,
    );
    const period = [cols[a]!.group, t.title].filter(Boolean).join(' ');
    out.push({
      t,
      budget: budget[0]!,
      actual: a,
      variance: variance.length === 1 ? variance[0]! : -1,
      varPct: varPct.length === 1 ? varPct[0]! : -1,
      annual: annual.length === 1 ? annual[0]! : -1,
      remaining: remaining.length === 1 ? remaining[0]! : -1,
      period:
        cols[a]!.group ??
        (/\b(year to date|ytd|y-t-d|year-to-date)\b/i.test(t.title ?? '') ? 'year to date' : ''),
      ytd: /\b(year to date|ytd|y-t-d|year-to-date)\b/i.test(period),
      income: under(inHead, 'data'),
      costs: outHeads.flatMap((h) => under(h, 'data')),
      ...(totalIn ? { totalIn } : {}),
      ...(totalOut ? { totalOut } : {}),
      ...(nets.length === 1 ? { net: nets[0]! } : {}),
    });
  }
  return out.length === 1 ? out[0] : undefined;
}

const num = (x: Bva, r: Row, ci: number): Dec | undefined =>
  ci < 0 ? undefined : cellNumber(r.cells[ci]);
const styleOf = (x: Bva, r: Row, ci: number): NumberStyle => cellStyle(x.t, r.cells[ci]);
const at = (x: Bva, r: Row, ci: number) => ({ r: r.r, c: x.t.columns[ci]!.c });
const colName = (x: Bva, ci: number): string => x.t.columns[ci]!.label.trim();

/** Owners' words for a line's words ("pay" is salaries, "takings" sales). */
const SAME: Array<[RegExp, string[]]> = [
  [/^(pay|wages?|salar(y|ies)|payroll|staff(ing)?)$/, ['pay', 'wage', 'salar', 'payroll', 'staff']],
  [/^(takings?|sales?|revenue|turnover)$/, ['taking', 'sale', 'revenue', 'turnover']],
  [/^(profit|surplus|result|bottom)$/, ['profit', 'surplus', 'result', 'net']],
  [/^(trips?|outings?|excursions?)$/, ['trip', 'outing', 'excursion']],
  [/^(f&b|fnb)$/, ['food']],
];
const stem = (w: string): string =>
  w.length <= 3 || /(ss|us|is)$/.test(w)
    ? w
    : w.endsWith('ies')
      ? `${w.slice(0, -3)}y`
      : w.replace(/s$/, '');
const wordsOf = (s: string): string[] =>
  normalizeText(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !/^(and|the|of|for|in|on|to)$/.test(w))
    .map(stem);
function wordFits(w: string, lw: string[]): boolean {
  const alts = SAME.find(([re]) => re.test(w))?.[1] ?? [w];
  return alts.some((a) => lw.some((x) => x.startsWith(a) || (x.length >= 4 && a.startsWith(x))));
}

const FILLER = new Set(
  (
    'what whats how much many is are was were do does did we our us the a an in on of for to at by be or ' +
    'have has had it its this that did so far to date ytd year term quarter month period budget ' +
    'budgeted budgets actual actuals actually variance var over under off against vs versus ' +
    'percent percentage pct as line lines item items which where who most least furthest farthest ' +
    'biggest largest worst best spend spent spending received receive receiving get got earn earned ' +
    'made make came come bring brought collected take taken left remaining remain still available ' +
    'annual full whole yearly dollars dollar euros euro pounds pound money amount figure total ' +
    'minus less take away than compared compare with and from overspend overspent overspending ' +
    'underspend underspent underspending short shortfall fell fall ahead behind beat beaten ' +
    'missed plan planned target far cost costs expense expenses income revenue how tell me show ' +
    'give please number value date mean about there difference been going goes go up down terms ' +
    'one should could would will expected expect us doing track tracking performing perform'
  )
    .split(' ')
    .map(stem),
);

/** The one line (data, total or net) every content word of the question fits. */
function lineOf(x: Bva, q: string): Row | 'many' | 'none' | undefined {
  // words of the sheet's title ("the hotel's profit") name the sheet, not a line
  const title = new Set(wordsOf(x.t.title ?? ''));
  const ws = wordsOf(q).filter((w) => !FILLER.has(w) && !/^\d+$/.test(w) && !title.has(w));
  if (!ws.length) return undefined;
  const rows = x.t.rows.filter((r) => r.kind !== 'section' && label(r));
  // pass 48 (R3): "Cost of sales" is a cost, never named by "sales" without a cost word
  const costWord = /\b(cost|costs|expenses?|cogs)\b/.test(normalizeText(q));
  const hits = rows.filter(
    (r) =>
      ws.every((w) => wordFits(w, wordsOf(label(r)))) &&
      (costWord || !/\bcosts? of\b/i.test(label(r))),
  );
  if (hits.length > 1) {
    // pass 48: "food cost" of Food sales and Food costs is the cost line
    const side = costWord
      ? hits.filter((r) => x.costs.includes(r) || /\b(costs?|expenses?)\b/i.test(label(r)))
      : hits;
    const pool = side.length ? side : hits;
    if (pool.length === 1) return pool[0]!;
    const data = pool.filter((r) => r.kind === 'data');
    return data.length === 1 ? data[0]! : 'many';
  }
  return hits[0] ?? 'none';
}

/** "expenses", "costs", "income", "profit" alone: a section's Total row or the net line. */
function sectionOf(x: Bva, q: string): Row | undefined {
  if (/\b(profit|surplus|bottom line|net)\b/.test(q)) return x.net;
  const inW = /\b(income|revenue|sales|takings|receipts|fees)\b/.test(q);
  const outW = /\b(expenses?|costs?|spending|spend|expenditure|overheads?|outgoings)\b/.test(q);
  if (inW && !outW) return x.totalIn;
  if (outW && !inW) return x.totalOut;
  return undefined;
}

function fig(
  x: Bva,
  r: Row,
  ci: number,
  what: string,
  v?: Dec,
  style?: NumberStyle,
): AnswerFigure | undefined {
  const value = v ?? num(x, r, ci);
  if (value === undefined) return undefined;
  return figureOf(x.t, `${label(r)}, ${what}`, value, style ?? styleOf(x, r, ci), [at(x, r, ci)]);
}

/** Actual − Budget of a row: the Variance cell when there is one (checked), else computed. */
function varianceOf(
  x: Bva,
  r: Row,
): { v: Dec; cells: Array<{ r: number; c: number }> } | undefined {
  const a = num(x, r, x.actual);
  const b = num(x, r, x.budget);
  if (a === undefined || b === undefined) return undefined;
  const diff = decSub(a, b);
  const cell = num(x, r, x.variance);
  if (cell !== undefined) {
    // a Variance column kept as Budget − Actual has the other sign: never read the wrong way
    if (decCmp(decAbs(decSub(cell, diff)), { m: 1n, s: 2 }) > 0) return undefined;
    return { v: cell, cells: [at(x, r, x.variance)] };
  }
  return { v: diff, cells: [at(x, r, x.actual), at(x, r, x.budget)] };
}

/** Var % in percent points: the Var % cell (a fraction shown as a percent), else ÷ budget. */
function varPctOf(
  x: Bva,
  r: Row,
): { v: Dec; cells: Array<{ r: number; c: number }>; cell: boolean } | undefined {
  const va = varianceOf(x, r);
  const b = num(x, r, x.budget);
  const computed =
    va && b !== undefined && !decIsZero(b)
      ? decDiv(decMul(va.v, decFromInt(100)), decAbs(b), 2)
      : undefined;
  const cell = num(x, r, x.varPct);
  if (cell !== undefined) {
    // a percent format holds 0.0306 for 3.06%; an unformatted cell may hold either: it is read
    // the way that agrees with variance ÷ budget, and refused when neither does
    const kind = cellStyle(x.t, r.cells[x.varPct]).kind;
    const times = decMul(cell, decFromInt(100));
    const close = (a: Dec): boolean =>
      computed !== undefined && decCmp(decAbs(decSub(a, computed)), { m: 6n, s: 2 }) <= 0;
    const pct =
      kind === 'percent'
        ? times
        : computed === undefined
          ? undefined
          : close(times)
            ? times
            : close(cell)
              ? cell
              : undefined;
    if (pct === undefined) return undefined;
    return { v: pct, cells: [at(x, r, x.varPct)], cell: true };
  }
  if (!va || !computed) return undefined;
  return { v: computed, cells: [...va.cells, at(x, r, x.budget)], cell: false };
}

const isIncome = (x: Bva, r: Row): boolean => x.income.includes(r) || r === x.totalIn;

export function bvaLineTableAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  let q = plainQuestion(question).replace(/[’']/g, "'").replace(/,/g, ' ');
  // counts, opinions and plans are other questions ("how many lines are over budget", "how
  // much should we spend on travel")
  if (/^how many\b|\b(should|ought|recommend\w*|could we|would we|next year's|forecast)\b/.test(q))
    return undefined;
  const x = find(wb);
  if (!x) return undefined;
  // the sheet's own period words only confirm it; another period named is refused
  const own =
    /\b(?:this|the) term\b|\bterm \d\b|\bto date\b|\bso far\b|\bytd\b|\by-t-d\b|\byear[- ]to[- ]date\b/;
  const thisYear = /\bthis year\b/.test(q);
  const ownNamed = own.test(q) || (thisYear && x.ytd);
  if (thisYear && !x.ytd) return undefined;
  q = q.replace(new RegExp(own.source, 'g'), ' ').replace(/\bthis year\b/g, ' ');
  if (
    /\b(19|20)\d\d\b|\b(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|q[1-4]|quarter|last month|this month|last year|next year)\b/.test(
      q,
    )
  )
    return undefined;
  q = q.replace(/\s+/g, ' ').trim();
  const annualAsked =
    /\b(annual|full[- ]year|for the (?:whole |full )?year|whole year|the year's|yearly|year's budget)\b/.test(
      q,
    );
  const leftAsked =
    /\b(left|remaining|remain|unspent|headroom|still (?:to spend|available)|to spend)\b/.test(q);
  const pctAsked = /\b(percent|percentage|pct)\b|%/.test(q);
  const asPct =
    /\bas an? (?:percent|percentage|%)|\b(?:percent|percentage|%) of (?:the )?budget\b|\bactual (?:vs|versus|against|compared (?:to|with)) budget\b.*\b(percent|percentage|%)/.test(
      q,
    );
  const overAsked =
    /\b(over ?spen[dt]\w*|over budget|overrun|over the budget|above budget|exceed\w*|over (?:or|and|\/) under)\b/.test(
      q,
    );
  const underAsked =
    /\b(under ?spen[dt]\w*|under budget|below budget|saved|savings?|short(?:fall)?|fell short|missed)\b/.test(
      q,
    );
  // pass 48 (R3): "how does income compare with budget", "are sales ahead of budget", "behind
  // budget", "beat the budget": the variance (Actual − Budget), its % named beside it
  const aheadAsked = /\b(ahead|above|beat|beating|beaten|exceed\w*)\b/.test(q);
  const behindAsked = /\b(behind|below|short|shortfall|fell short|missed)\b/.test(q);
  const offAsked =
    /\b(off budget|off the budget|variance|vs budget|versus budget|against budget|from budget|how far|difference|compar\w*|ahead|behind|on track|on target|measur\w* up|stack\w* up)\b/.test(
      q,
    );
  const rankAsked =
    /^(?:which|what|where)\b|^(?:the |our )?(?:most|furthest|farthest|biggest|largest|worst|best)\b/.test(
      q,
    ) && /\b(most|furthest|farthest|biggest|largest|worst|best|least|highest|lowest)\b/.test(q);
  const minusAsked = /\b(minus|less|take away|after)\b/.test(q) && !/\bless than\b/.test(q);

  // income minus costs: two lines' difference in one column
  if (minusAsked && !rankAsked) {
    const m = /^(?:what(?:'s| is| was) )?(?:our |the )?(.+?) (?:minus|less|take away) (.+)$/.exec(
      q
        .replace(/\b(?:actual|actuals|budget|budgeted)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (!m) return undefined;
    const pick = (s: string): Row | undefined => {
      const l = lineOf(x, s);
      return l === undefined ? sectionOf(x, s) : typeof l === 'string' ? undefined : l;
    };
    const r1 = pick(m[1]!);
    const r2 = pick(m[2]!);
    if (!r1 || !r2 || r1 === r2) return undefined;
    const ci =
      /\bbudget/.test(q) && !/\bactual/.test(q)
        ? annualAsked && x.annual >= 0
          ? x.annual
          : x.budget
        : x.actual;
    const v1 = num(x, r1, ci);
    const v2 = num(x, r2, ci);
    if (v1 === undefined || v2 === undefined) return undefined;
    const f = figureOf(
      x.t,
      `${label(r1)} − ${label(r2)}, ${colName(x, ci)}`,
      decSub(v1, v2),
      styleOf(x, r1, ci),
      [at(x, r1, ci), at(x, r2, ci)],
    );
    const other = x.net ? num(x, x.net, ci) : undefined;
    const agrees =
      other !== undefined && decCmp(other, decSub(v1, v2)) === 0
        ? ` It agrees with ${label(x.net!)}.`
        : '';
    return sourcedAnswer(
      f,
      `${label(r1)} minus ${label(r2)} (${colName(x, ci)}${x.period ? `, ${x.period}` : ''}): ${f.display}.${agrees}`,
      'difference',
    );
  }

  // which line is furthest over / under budget
  if (rankAsked && (overAsked || underAsked || offAsked)) {
    const costWords = /\b(cost|costs|expense|expenses|spend\w*|overspen\w*|underspen\w*)\b/.test(q);
    const incomeWords = /\b(income|revenue|sales|takings|fees)\b/.test(q);
    const pool =
      incomeWords && !costWords ? x.income : costWords || overAsked || underAsked ? x.costs : [];
    if (!pool.length) return undefined;
    const inPct = pctAsked && !/\b(dollars?|euros?|pounds?|money|amount|cash)\b/.test(q);
    // "furthest behind budget" is the most short of it, as "under budget" is
    const wantHigh = !(underAsked || (behindAsked && !aheadAsked));
    const scored = pool.map((r) => ({ r, v: inPct ? varPctOf(x, r)?.v : varianceOf(x, r)?.v }));
    if (scored.some((s) => s.v === undefined)) return undefined;
    const best = scored.reduce((a, b) =>
      (wantHigh ? decCmp(b.v!, a.v!) > 0 : decCmp(b.v!, a.v!) < 0) ? b : a,
    );
    if (scored.filter((s) => decCmp(s.v!, best.v!) === 0).length > 1)
      return refuse('two lines share that variance; ask for each line');
    if (wantHigh ? decSign(best.v!) <= 0 : decSign(best.v!) >= 0)
      return refuse(
        `no ${pool === x.income ? 'income' : 'cost'} line is ${wantHigh ? 'over' : 'under'} budget`,
      );
    const cell = inPct ? varPctOf(x, best.r)! : varianceOf(x, best.r)!;
    const f = figureOf(
      x.t,
      `${label(best.r)}, ${inPct ? 'variance %' : 'variance (Actual − Budget)'}`,
      best.v!,
      inPct ? PERCENT : styleOf(x, best.r, x.actual),
      cell.cells,
      label(best.r),
    );
    const side = pool === x.income ? 'income' : 'cost';
    const how = wantHigh
      ? side === 'income'
        ? 'furthest above budget'
        : 'furthest over budget'
      : side === 'income'
        ? 'furthest short of budget'
        : 'with the biggest underspend';
    return sourcedAnswer(
      f,
      `${label(best.r)} is the ${side} line ${how}${x.period ? ` (${x.period})` : ''}: ${inPct ? f.display : `${f.display} (Actual ${fig(x, best.r, x.actual, 'Actual')!.display} against Budget ${fig(x, best.r, x.budget, 'Budget')!.display})`}.`,
      wantHigh ? 'max' : 'min',
    );
  }
  if (rankAsked) return undefined;

  // pass 48 (R3): "food cost as a % of income" (of sales, of revenue, of turnover; "what % of
  // income is food cost") is the line's Actual over the income total's Actual × 100, never the
  // line's Actual over its own Budget ("as a % of budget" and "vs budget in %" are that one)
  const share = shareOfIncome(x, q, refuse);
  if (share) return share;

  // one line (or a section's total, or the net line)
  let named = lineOf(x, q);
  // "are sales ahead of budget": "sales" naming several income lines is the income total
  const salesRead = named === 'many' ? salesTotal(x, q) : undefined;
  if (salesRead) named = salesRead;
  if (named === 'many') return undefined;
  const row = named === 'none' ? undefined : (named ?? sectionOf(x, q));
  if (!row) return undefined;
  const where = x.period ? ` (${x.period})` : '';

  if (asPct) {
    const a = num(x, row, x.actual);
    const b = num(x, row, x.budget);
    if (a === undefined || b === undefined || decIsZero(b)) return undefined;
    const v = decDiv(decMul(a, decFromInt(100)), b, 2);
    const vp = varPctOf(x, row);
    if (!v) return undefined;
    const f = figureOf(x.t, `${label(row)}, Actual as a % of Budget`, v, PERCENT, [
      at(x, row, x.actual),
      at(x, row, x.budget),
    ]);
    return sourcedAnswer(
      f,
      `${label(row)}: Actual is ${f.display} of Budget${where}.${vp ? ` Read as a variance instead, it is ${figureOf(x.t, '', vp.v, PERCENT, vp.cells).display.replace(/^-/, '')} ${decSign(vp.v) >= 0 ? 'over' : 'under'} budget.` : ''}`,
      'ratio',
    );
  }
  // "by what % is X off budget", "X variance in %"; "X vs budget in percent" is left to the
  // readers that settled it (pass 9: actual as a % of budget; pass 29: the Var % cell)
  if (
    pctAsked &&
    (overAsked || underAsked || /\b(off budget|off the budget|variance|var)\b/.test(q))
  ) {
    const vp = varPctOf(x, row);
    if (!vp) return undefined;
    const f = figureOf(x.t, `${label(row)}, variance %`, vp.v, PERCENT, vp.cells);
    return sourcedAnswer(
      f,
      `${label(row)} is ${f.display.replace(/^-/, '')} ${decSign(vp.v) >= 0 ? 'over' : 'under'} budget${where}${vp.cell ? ` (the ${colName(x, x.varPct)} column: variance ÷ budget)` : ' (variance ÷ budget × 100)'}.`,
      'variance',
    );
  }
  if ((overAsked || underAsked || offAsked) && !pctAsked) {
    const va = varianceOf(x, row);
    if (!va) return undefined;
    const f = figureOf(
      x.t,
      `${label(row)}, Variance (Actual − Budget)`,
      va.v,
      styleOf(x, row, x.actual),
      va.cells,
    );
    const a = fig(x, row, x.actual, 'Actual')!;
    const b = fig(x, row, x.budget, 'Budget')!;
    const sign = decSign(va.v);
    const income = isIncome(x, row) || row === x.net;
    const verdict =
      sign === 0
        ? 'exactly on budget'
        : sign > 0
          ? income
            ? `${f.display} above budget (ahead)`
            : `over budget by ${f.display}`
          : income
            ? `${f.display.replace(/^-/, '')} below budget (short)`
            : `under budget by ${f.display.replace(/^-/, '')}`;
    const up = overAsked || aheadAsked;
    const down = underAsked || behindAsked;
    const yes =
      /^(?:are|is|were|was|did|have|has) /.test(q) && up !== down
        ? (sign > 0 ? up : sign < 0 && down)
          ? 'Yes: '
          : 'No: '
        : '';
    const vp = varPctOf(x, row);
    const pctFig = vp
      ? figureOf(x.t, `${label(row)}, variance %`, vp.v, PERCENT, vp.cells)
      : undefined;
    const pctText = pctFig
      ? ` That is ${pctFig.display.startsWith('-') ? pctFig.display : `+${pctFig.display}`} against budget${vp!.cell ? ` (${colName(x, x.varPct)})` : ' (variance ÷ budget)'}.`
      : '';
    const year =
      x.annual >= 0 && num(x, row, x.annual) !== undefined
        ? ` The full-year budget is ${fig(x, row, x.annual, colName(x, x.annual))!.display}.`
        : '';
    return sourcedAnswer(
      f,
      `${yes}${salesRead ? `Reading sales as ${label(row)} (every income line): ` : ''}${label(row)} is ${verdict}${where}: Actual ${a.display} against Budget ${b.display}.${pctText}${year}`,
      'variance',
      pctFig ? [pctFig] : [],
    );
  }
  // a percent asked that none of the readings above gave is another reader's
  if (pctAsked) return undefined;
  if (leftAsked && ownNamed && !annualAsked) {
    // "budget left this term": the period's Budget less its Actual; the year's Remaining named
    const a = num(x, row, x.actual);
    const b = num(x, row, x.budget);
    if (a === undefined || b === undefined) return undefined;
    const v = decSub(b, a);
    const f = figureOf(x.t, `${label(row)}, Budget − Actual`, v, styleOf(x, row, x.budget), [
      at(x, row, x.budget),
      at(x, row, x.actual),
    ]);
    const rem = x.remaining >= 0 ? fig(x, row, x.remaining, colName(x, x.remaining)) : undefined;
    return sourcedAnswer(
      f,
      `${label(row)}${where}: ${decSign(v) < 0 ? `nothing is left: spending is ${f.display.replace(/^-/, '')} over the budget` : `${f.display} of the budget is left`} (Budget ${fig(x, row, x.budget, 'Budget')!.display} less Actual ${fig(x, row, x.actual, 'Actual')!.display}).${rem ? ` For the full year, ${rem.display} is left (${colName(x, x.remaining)}).` : ''}`,
      'difference',
    );
  }
  if (leftAsked) {
    if (!annualAsked && x.annual < 0) return undefined;
    if (x.remaining >= 0) {
      const f = fig(x, row, x.remaining, colName(x, x.remaining));
      if (!f) return undefined;
      const ann = num(x, row, x.annual);
      const act = num(x, row, x.actual);
      if (
        ann !== undefined &&
        act !== undefined &&
        decCmp(decAbs(decSub(decSub(ann, act), decParseValue(f))), { m: 1n, s: 2 }) > 0
      )
        return refuse(
          `${label(row)}'s ${colName(x, x.remaining)} is not ${colName(x, x.annual)} − Actual; name the column`,
        );
      return sourcedAnswer(
        f,
        `${label(row)}: ${f.display} of the year's budget is left (${colName(x, x.remaining)}: ${colName(x, x.annual)} − Actual).`,
        'lookup',
      );
    }
    if (x.annual < 0) return undefined;
    const ann = num(x, row, x.annual);
    const act = num(x, row, x.actual);
    if (ann === undefined || act === undefined) return undefined;
    const f = figureOf(
      x.t,
      `${label(row)}, ${colName(x, x.annual)} − Actual`,
      decSub(ann, act),
      styleOf(x, row, x.annual),
      [at(x, row, x.annual), at(x, row, x.actual)],
    );
    return sourcedAnswer(
      f,
      `${label(row)}: ${f.display} of the year's budget is left (${colName(x, x.annual)} less Actual).`,
      'difference',
    );
  }
  const budgetWords = /\b(budget|budgeted|budgets|planned|plan|target)\b/.test(q);
  const actualWords =
    /\b(actual|actuals|actually|received|receive|spent|spend|spending|takings?|collected|came in|brought in|made|earned|paid|got)\b/.test(
      q,
    );
  if (budgetWords && actualWords) return undefined;
  // a line named alone ("profit this term", "rent") is what happened: its Actual (only when
  // the budget is the book's one table of figures)
  if (
    !budgetWords &&
    !actualWords &&
    wb.sheets
      .flatMap((s) => s.tables)
      .some((t) => t !== x.t && t.rows.filter((r) => r.kind === 'data').length > 3)
  )
    return undefined;
  const ci = budgetWords ? (annualAsked ? x.annual : x.budget) : x.actual;
  if (ci < 0) return undefined;
  if (annualAsked && !budgetWords) return undefined;
  // labelled as the engine labels a lookup ("Actual for Marketing"): readers that put their
  // figures together from such lookups (pass 9's actual as a % of budget) keep reading them
  const cv = num(x, row, ci);
  const f =
    cv === undefined
      ? undefined
      : figureOf(x.t, `${colName(x, ci)} for ${label(row)}`, cv, styleOf(x, row, ci), [
          at(x, row, ci),
        ]);
  if (!f) return refuse(`${label(row)} has no ${colName(x, ci)} figure`);
  const bare =
    !budgetWords && !actualWords && num(x, row, x.budget) !== undefined
      ? ` Its Budget was ${fig(x, row, x.budget, 'Budget')!.display}.`
      : '';
  const other =
    bare ||
    (budgetWords && !annualAsked && x.annual >= 0 && num(x, row, x.annual) !== undefined
      ? ` That is the budget for ${x.period || 'the period'}; the full-year budget is ${fig(x, row, x.annual, colName(x, x.annual))!.display}.`
      : '');
  return sourcedAnswer(
    f,
    `${label(row)}, ${colName(x, ci)}${ci === x.annual ? '' : where}: ${f.display}.${other}`,
    'lookup',
  );
}

const decParseValue = (f: AnswerFigure): Dec => decParse(f.value)!;

const INCOME_WORD = /^(?:total )?(?:income|revenue|revenues|sales|turnover|takings|receipts)$/;

/** pass 48 (R3): "sales" / "revenue" alone naming several income lines: the income total. */
function salesTotal(x: Bva, q: string): Row | undefined {
  if (!x.totalIn) return undefined;
  const ws = wordsOf(q).filter((w) => !FILLER.has(w) && !/^\d+$/.test(w));
  if (ws.length !== 1 || !/^(sale|revenue|turnover|taking|income)$/.test(ws[0]!)) return undefined;
  return x.totalIn;
}

/**
 * pass 48 (R3): X as a % of the income total: X's Actual ÷ the income total's Actual × 100
 * (Budget ÷ Budget when only budget is asked). Undefined when the whole is not income.
 */
function shareOfIncome(x: Bva, q0: string, refuse: (why: string) => Answer): Answer | undefined {
  const q = q0.replace(/\?/g, '').trim();
  const m =
    /^(?:what(?:'s| is| was| are| were) )?(?:our |the )?(.+?) as an? (?:%|percent(?:age)?|share|proportion|pct) of (?:our |the |total |all )*(.+?)$/.exec(
      q,
    ) ??
    /^what (?:%|percent(?:age)?|share|proportion|pct) of (?:our |the |total |all )*(.+?) (?:is|was|are|were|went on|goes on|go on|is spent on|was spent on|did we spend on) (?:our |the )?(.+?)$/.exec(
      q,
    );
  if (!m) return undefined;
  const [partPhrase, wholePhrase] =
    m[0].startsWith('what') && !/ as an? /.test(m[0]) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
  const whole = wholePhrase
    .replace(/\b(?:actual|actuals|this year|so far|to date|ytd)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!INCOME_WORD.test(whole) || !x.totalIn) return undefined;
  const budgeted = /\bbudget(?:ed)?\b/.test(q) && !/\bactual/.test(q);
  const part = partPhrase
    .replace(/\b(?:actual|actuals|budget|budgeted)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let row = lineOf(x, part);
  if (row === undefined) row = sectionOf(x, part);
  if (row === 'many') return refuse(`more than one line fits '${part}'; name the line`);
  if (!row || row === 'none' || row === x.totalIn) return undefined;
  const ci = budgeted ? x.budget : x.actual;
  const a = num(x, row, ci);
  const w = num(x, x.totalIn, ci);
  if (a === undefined || w === undefined || decIsZero(w)) return undefined;
  const v = decDiv(decMul(a, decFromInt(100)), w, 2);
  if (!v) return undefined;
  const f = figureOf(
    x.t,
    `${label(row)} as a % of ${label(x.totalIn)}, ${colName(x, ci)}`,
    v,
    PERCENT,
    [at(x, row, ci), at(x, x.totalIn, ci)],
  );
  const pa = fig(x, row, ci, colName(x, ci))!;
  const pw = fig(x, x.totalIn, ci, colName(x, ci))!;
  return sourcedAnswer(
    f,
    `${label(row)} is ${f.display} of ${label(x.totalIn)} (${colName(x, ci)}${x.period ? `, ${x.period}` : ''}: ${pa.display} ÷ ${pw.display} × 100). As a % of its own budget, ask "${part} as a % of budget".`,
    'ratio',
  );
}
