/**
 * Issue 13, pass 37 (W8): one sheet per quarter ("Q1 2026", "Q2 2026" … or "Q1", "Q2" …), each
 * lines × (three months | quarter total), plus a Summary whose columns are those quarters and a
 * year-to-date column (`| Q1 | Q2 | Q3 | YTD`). The period sibling of pass 36's `site-sheets.ts`.
 * The engine read one quarter's sheet for the whole year ("rent paid so far this year" was Q1's
 * rent) and found no May on the other sheets. Here a line the words name (every word of its
 * label the question holds scores; ties go to the line named by a word that is not sales /
 * income / total; none named: the one Total line) is read:
 * - in a month: on the quarter sheet holding it (months without a year take the sheet's year);
 * - in a quarter: the Summary's quarter column (a line the Summary lacks: that sheet's total);
 * - so far this year / year to date / overall: the Summary's YTD, checked against the quarter
 *   sheets' totals added (refused when they disagree);
 * - best / worst quarter: the line's largest / smallest quarter (never the YTD column); best /
 *   busiest / worst month: across every quarter sheet's months; which product sells best: the
 *   lines above the Summary's first total ranked by YTD; average monthly: YTD ÷ the months of
 *   the quarter sheets; "X as a % of Y", "what share of Y comes from X"; "how much more … in Q3
 *   than in Q2" and "change from Q1 to Q3" (with the percent).
 * Anything else is left to the engine.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { PERCENT, formatValue } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_KEYS, MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

interface QSheet {
  q: number;
  table: Table;
  months: Column[];
  total?: Column;
}
interface Book {
  quarters: QSheet[];
  summary: Table;
  qcols: Column[];
  ytd: Column;
  year?: number;
}

const QUARTER_SHEET = /^q([1-4])(?:\s+(\d{4}))?$/i;
const YTD_COL = /^(ytd|year to date|ytd total|year-to-date|total ytd|total|year total)$/i;

function book(wb: Workbook): Book | undefined {
  const quarters: QSheet[] = [];
  for (const s of wb.sheets) {
    const m = QUARTER_SHEET.exec(s.name.trim());
    if (!m) continue;
    const tables = s.tables.filter(
      (t) => t.layout === 'wide' && t.columns.some((c) => c.period?.kind === 'month'),
    );
    if (tables.length !== 1) return undefined;
    const table = tables[0]!;
    const months = table.columns.filter((c) => c.role === 'value' && c.period?.kind === 'month');
    const totals = table.columns.filter((c) => c.role === 'total' || /\btotal\b/i.test(c.label));
    quarters.push({
      q: Number(m[1]),
      table,
      months,
      ...(totals.length === 1 ? { total: totals[0]! } : {}),
    });
  }
  if (quarters.length < 2 || new Set(quarters.map((x) => x.q)).size !== quarters.length)
    return undefined;
  quarters.sort((a, b) => a.q - b.q);
  const sums: Book[] = [];
  for (const s of wb.sheets) {
    if (QUARTER_SHEET.test(s.name.trim())) continue;
    for (const t of s.tables) {
      const qcols = quarters.map((x) =>
        t.columns.find((c) => new RegExp(`^q${x.q}$`, 'i').test(c.label.trim())),
      );
      const ytd = t.columns.filter((c) => YTD_COL.test(c.label.trim()));
      if (qcols.some((c) => !c) || ytd.length !== 1) continue;
      const years = new Set(
        quarters.flatMap((x) => x.months.map((c) => c.period?.year)).filter((y) => y !== undefined),
      );
      sums.push({
        quarters,
        summary: t,
        qcols: qcols as Column[],
        ytd: ytd[0]!,
        ...(years.size === 1 ? { year: [...years][0]! } : {}),
      });
    }
  }
  return sums.length === 1 ? sums[0] : undefined;
}

const GENERIC = new Set(['total', 'sales', 'income', 'costs', 'cost', 'revenue', 'line', 'lines']);
const SKIP = new Set(['and', 'the', 'of', 'a', 'an', 'for', 'in', 'on']);
const base = (w: string): string =>
  w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 ? w.replace(/s$/, '') : w;
const wordsOf = (s: string): string[] =>
  normalizeText(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !SKIP.has(w))
    .map(base);
const same = (a: string, b: string): boolean =>
  a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Every label of the book's tables, by its normalised text. */
function labels(b: Book): string[] {
  const all = [b.summary, ...b.quarters.map((x) => x.table)].flatMap((t) =>
    t.rows.filter((r) => r.kind !== 'section' && r.label).map((r) => r.label!.trim()),
  );
  return [...new Set(all)];
}

/** The line a phrase names; undefined when none or a tie. */
function lineOf(b: Book, phrase: string, fallbackTotal: boolean): string | undefined {
  const q = wordsOf(phrase);
  const scored = labels(b).map((l) => {
    const lw = wordsOf(l);
    const hit = lw.filter((w) => q.some((x) => same(x, w)));
    return {
      l,
      n: hit.length,
      special: hit.some((w) => !GENERIC.has(w)),
      miss: lw.length - hit.length,
    };
  });
  const named = scored.filter((s) => s.n > 0);
  if (named.length) {
    const best = named.sort(
      (a, b) => b.n - a.n || Number(b.special) - Number(a.special) || a.miss - b.miss,
    );
    const top = best[0]!;
    const next = best[1];
    if (next && next.n === top.n && next.special === top.special && next.miss === top.miss)
      return undefined;
    return top.l;
  }
  if (!fallbackTotal) return undefined;
  const totals = labels(b).filter((l) => /^total\b/i.test(l));
  return totals.length === 1 ? totals[0] : undefined;
}

const rowOf = (t: Table, line: string): Row | undefined => {
  const rows = t.rows.filter((r) => r.kind !== 'section' && r.label?.trim() === line);
  return rows.length === 1 ? rows[0] : undefined;
};
const val = (t: Table, r: Row, c: Column): Dec | undefined =>
  cellNumber(r.cells[t.columns.indexOf(c)]);

interface Figure {
  v: Dec;
  t: Table;
  cells: Array<{ r: number; c: number }>;
  style: ReturnType<typeof cellStyle>;
}
const fig1 = (t: Table, r: Row, c: Column): Figure | undefined => {
  const v = val(t, r, c);
  return v === undefined
    ? undefined
    : { v, t, cells: [{ r: r.r, c: c.c }], style: cellStyle(t, r.cells[t.columns.indexOf(c)]) };
};

/** A quarter's figure of a line: the Summary's column, else that sheet's total (or months). */
function quarterOf(b: Book, line: string, q: number): Figure | undefined {
  const i = b.quarters.findIndex((x) => x.q === q);
  if (i < 0) return undefined;
  const sr = rowOf(b.summary, line);
  if (sr) return fig1(b.summary, sr, b.qcols[i]!);
  const s = b.quarters[i]!;
  const r = rowOf(s.table, line);
  if (!r) return undefined;
  if (s.total) return fig1(s.table, r, s.total);
  const xs = s.months.map((c) => val(s.table, r, c));
  if (xs.some((x) => x === undefined)) return undefined;
  return {
    v: decSum(xs as Dec[]),
    t: s.table,
    cells: s.months.map((c) => ({ r: r.r, c: c.c })),
    style: cellStyle(s.table, r.cells[s.table.columns.indexOf(s.months[0]!)]),
  };
}

/** The year to date of a line: the Summary's YTD, checked against the quarters added. */
function ytdOf(b: Book, line: string): Figure | 'disagree' | undefined {
  const qs = b.quarters.map((x) => {
    const r = rowOf(x.table, line);
    if (!r) return undefined;
    if (x.total) return val(x.table, r, x.total);
    const xs = x.months.map((c) => val(x.table, r, c));
    return xs.some((v) => v === undefined) ? undefined : decSum(xs as Dec[]);
  });
  const added = qs.every((v) => v !== undefined) ? decSum(qs as Dec[]) : undefined;
  const sr = rowOf(b.summary, line);
  const own = sr ? fig1(b.summary, sr, b.ytd) : undefined;
  if (own && added && decCmp(decAbs(decSub(own.v, added)), { m: 1n, s: 2 }) > 0) return 'disagree';
  if (own) return own;
  if (!added) return undefined;
  const cells = b.quarters.flatMap((x) => {
    const r = rowOf(x.table, line)!;
    return x.total ? [{ r: r.r, c: x.total.c }] : x.months.map((c) => ({ r: r.r, c: c.c }));
  });
  const t0 = b.quarters[0]!.table;
  const r0 = rowOf(t0, line)!;
  return {
    v: added,
    t: t0,
    cells,
    style: cellStyle(t0, r0.cells[t0.columns.indexOf(b.quarters[0]!.months[0]!)]),
  };
}

interface MonthCell {
  s: QSheet;
  c: Column;
  name: string;
}
function monthCells(b: Book): MonthCell[] {
  return b.quarters.flatMap((s) =>
    s.months.map((c) => ({
      s,
      c,
      name: `${MONTH_NAMES[c.period!.index - 1] ?? c.label}${c.period!.year ? ` ${c.period!.year}` : ''}`,
    })),
  );
}

const answerOf = (
  f: Figure,
  label: string,
  text: string,
  kind: string,
  at?: string,
  more: AnswerFigure[] = [],
): Answer => {
  const fig = figureOf(f.t, label, f.v, f.style, f.cells, at);
  return sourcedAnswer(fig, text.replace('{}', fig.display), kind, more);
};

const MONTH_RE = new RegExp(`\\b(${MONTH_KEYS.join('|')})[a-z]*\\b(?: (\\d{4}))?`, 'g');
const YTD =
  /\b(so far this year|this year so far|so far|this year|year to date|ytd|overall|altogether|in total|all year|the year)\b/;

export function quarterSheetsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q0 = plainQuestion(question);
  const b = book(wb);
  if (!b) return undefined;
  const q = q0.replace(
    /\bquarter ([1-4])\b|\b(first|second|third|fourth) quarter\b/g,
    (_, n, o) => `q${n ?? { first: 1, second: 2, third: 3, fourth: 4 }[o as 'first']}`,
  );
  const months = [...q.matchAll(MONTH_RE)].filter(
    (m) => m[1] !== 'may' || /\bmay\b\s*($|\d)|\bin may\b/.test(q),
  );
  const quarters = [...q.matchAll(/\bq([1-4])\b/g)].map((m) => Number(m[1]));
  const ytd = YTD.test(q);
  const rankQuarter =
    /\b(best|worst|top|highest|lowest|biggest|strongest|weakest|busiest|quietest)\b.*\bquarter\b|\bwhich quarter\b/.exec(
      q,
    );
  const rankMonth =
    /\b(best|worst|top|highest|lowest|biggest|strongest|weakest|busiest|quietest|slowest)\b.*\bmonth\b|\bwhich month\b/.exec(
      q,
    );
  const rankLine =
    /^(?:which|what) (?:product|line|item|income line|category)s? (?:sells?|sold|brings? in|brought in|earns?|makes?|made|does|did)? ?(?:the )?(best|most|worst|least)\b/.exec(
      q,
    );
  const average =
    /\b(?:average|mean) (?:monthly|per month|a month|each month)\b|\baverage (?:.+ )?per month\b|\baverage monthly\b/.test(
      q,
    );
  const asPct =
    /^(?:what (?:is|are|was|were) )?(.+?) as an? (?:%|percent|percentage|share|proportion) of (.+?)$/.exec(
      q,
    );
  const shareFrom =
    /^what (?:share|percentage|percent|proportion|%) of (?:our |the )?(.+?) (?:comes?|came) from (.+?)$/.exec(
      q,
    );
  const more =
    /^how much (more|less) did (.+?) (?:bring in|make|sell|earn|take|cost|do) in q([1-4]) than in q([1-4])$/.exec(
      q,
    );
  const change = /\bchange (?:from|between) q([1-4]) (?:to|and) q([1-4])\b/.exec(q);
  const strip = (s: string) =>
    s
      .replace(MONTH_RE, ' ')
      .replace(/\bq[1-4]\b/g, ' ')
      .replace(YTD, ' ')
      .replace(
        /\b(best|worst|busiest|quietest|top|highest|lowest|month|quarter|average|monthly|which|what|how|much|did|do|we|our|was|is|for|in|paid|sell|sold|from|change|by|so|far|per|a|the)\b/g,
        ' ',
      );
  const label = (line: string, when: string) => `${line}, ${when}`;

  if (more || change) {
    const line = lineOf(b, more ? more[2]! : strip(q), true);
    if (!line) return undefined;
    const [qa, qb] = more
      ? [Number(more[3]), Number(more[4])]
      : [Number(change![2]), Number(change![1])];
    const fa = quarterOf(b, line, qa);
    const fb = quarterOf(b, line, qb);
    if (!fa || !fb) return undefined;
    const d = decSub(fa.v, fb.v);
    const pct = decSign(fb.v) > 0 ? decDiv(decMul(d, HUNDRED), fb.v, 2) : undefined;
    const f: Figure = { ...fa, v: d, cells: [...fb.cells, ...fa.cells] };
    const pshown = pct ? ` (${formatValue(pct, PERCENT)})` : '';
    return answerOf(
      f,
      `${line}, Q${qa} − Q${qb}`,
      `${line}: Q${qa} ${formatValue(fa.v, fa.style)} against Q${qb} ${formatValue(fb.v, fb.style)}, a difference of {}${pshown}.`,
      'change',
      undefined,
      pct ? [figureOf(f.t, `${line}, Q${qb} to Q${qa} %`, pct, PERCENT, f.cells)] : [],
    );
  }
  if (asPct || shareFrom) {
    const [xs, ys] = asPct ? [asPct[1]!, asPct[2]!] : [shareFrom![2]!, shareFrom![1]!];
    const x = lineOf(b, strip(xs), false);
    const y = lineOf(b, strip(ys), true);
    if (!x || !y || x === y) return undefined;
    const mi =
      months.length === 1
        ? monthCells(b).filter((m) => MONTH_KEYS.indexOf(months[0]![1]!) + 1 === m.c.period!.index)
        : [];
    const at = (line: string): Figure | 'disagree' | undefined => {
      if (months.length === 1) {
        if (mi.length !== 1) return undefined;
        const r = rowOf(mi[0]!.s.table, line);
        return r ? fig1(mi[0]!.s.table, r, mi[0]!.c) : undefined;
      }
      if (quarters.length === 1) return quarterOf(b, line, quarters[0]!);
      if (quarters.length || months.length) return undefined;
      return ytdOf(b, line);
    };
    const fx = at(x);
    const fy = at(y);
    if (fx === 'disagree' || fy === 'disagree')
      return refuse('the Summary does not agree with the quarter sheets added');
    if (!fx || !fy || decSign(fy.v) <= 0) return undefined;
    const when = months.length ? mi[0]!.name : quarters.length ? `Q${quarters[0]}` : 'year to date';
    const v = decDiv(decMul(fx.v, HUNDRED), fy.v, 2)!;
    return answerOf(
      { v, t: fx.t, cells: [...fx.cells, ...fy.cells], style: PERCENT },
      `${x} as a share of ${y}, ${when}`,
      `${x} is {} of ${y} (${when}: ${formatValue(fx.v, fx.style)} of ${formatValue(fy.v, fy.style)}).`,
      'share',
    );
  }
  if (rankLine) {
    const worst = /worst|least/.test(rankLine[1]!);
    const rows = [];
    for (const r of b.summary.rows) {
      if (r.kind !== 'data') break;
      if (r.label) rows.push(r);
    }
    if (rows.length < 2) return undefined;
    const vs = rows.map((r) => val(b.summary, r, b.ytd));
    if (vs.some((v) => v === undefined)) return undefined;
    let at = 0;
    for (let i = 1; i < vs.length; i++) if (decCmp(vs[i]!, vs[at]!) * (worst ? -1 : 1) > 0) at = i;
    if (vs.some((v, i) => i !== at && decCmp(v!, vs[at]!) === 0)) return refuse('two lines tie');
    const r = rows[at]!;
    return answerOf(
      fig1(b.summary, r, b.ytd)!,
      `${worst ? 'Lowest' : 'Highest'} ${b.ytd.label}`,
      `${r.label} sells ${worst ? 'least' : 'best'} so far: {} (${b.ytd.label}).`,
      worst ? 'min' : 'max',
      r.label,
    );
  }
  if (rankQuarter && !rankMonth) {
    const worst = /worst|lowest|weakest|quietest/.test(rankQuarter[1] ?? '');
    const line = lineOf(b, strip(q), true);
    if (!line) return undefined;
    const fs = b.quarters.map((x) => quarterOf(b, line, x.q));
    if (fs.some((f) => !f)) return undefined;
    let at = 0;
    for (let i = 1; i < fs.length; i++)
      if (decCmp(fs[i]!.v, fs[at]!.v) * (worst ? -1 : 1) > 0) at = i;
    if (fs.some((f, i) => i !== at && decCmp(f!.v, fs[at]!.v) === 0))
      return refuse('two quarters tie');
    const name = `Q${b.quarters[at]!.q}`;
    return answerOf(
      fs[at]!,
      `${worst ? 'Lowest' : 'Highest'} ${line} by quarter`,
      `${name} is the ${worst ? 'worst' : 'best'} quarter for ${line}: {}.`,
      worst ? 'min' : 'max',
      name,
    );
  }
  if (rankMonth) {
    const worst = /worst|lowest|weakest|quietest|slowest/.test(rankMonth[1] ?? '');
    const line = lineOf(b, strip(q), true);
    if (!line) return undefined;
    const ms = monthCells(b);
    const fs = ms.map((m) => {
      const r = rowOf(m.s.table, line);
      return r ? fig1(m.s.table, r, m.c) : undefined;
    });
    if (fs.some((f) => !f)) return undefined;
    let at = 0;
    for (let i = 1; i < fs.length; i++)
      if (decCmp(fs[i]!.v, fs[at]!.v) * (worst ? -1 : 1) > 0) at = i;
    if (fs.some((f, i) => i !== at && decCmp(f!.v, fs[at]!.v) === 0))
      return refuse('two months tie');
    return answerOf(
      fs[at]!,
      `${worst ? 'Lowest' : 'Highest'} ${line} by month`,
      `${ms[at]!.name} is the ${worst ? 'worst' : 'best'} month for ${line}: {} (over the ${ms.length} months of the quarter sheets).`,
      worst ? 'min' : 'max',
      ms[at]!.name,
    );
  }
  if (average) {
    const line = lineOf(b, strip(q), true);
    if (!line) return undefined;
    const y = ytdOf(b, line);
    if (y === 'disagree') return refuse('the Summary does not agree with the quarter sheets added');
    if (!y) return undefined;
    const n = monthCells(b).length;
    const v = decDiv(y.v, decFromInt(n), 2)!;
    return answerOf(
      { ...y, v, style: { ...y.style, decimals: 2 } },
      `Average monthly ${line}`,
      `Average monthly ${line}: {} (${formatValue(y.v, y.style)} over ${n} months).`,
      'average',
    );
  }
  const line = lineOf(b, strip(q), true);
  if (!line) return undefined;
  if (months.length === 1 && !quarters.length) {
    const mk = MONTH_KEYS.indexOf(months[0]![1]!) + 1;
    const year = months[0]![2] ? Number(months[0]![2]) : undefined;
    const hits = monthCells(b).filter(
      (m) => m.c.period!.index === mk && (year === undefined || m.c.period!.year === year),
    );
    if (hits.length !== 1) return undefined;
    const m = hits[0]!;
    const r = rowOf(m.s.table, line);
    if (!r) return undefined;
    const f = fig1(m.s.table, r, m.c);
    if (!f) return undefined;
    return answerOf(
      f,
      label(line, m.name),
      `${line} in ${m.name}: {} (sheet '${m.s.table.sheet}').`,
      'lookup',
    );
  }
  if (quarters.length === 1 && !months.length) {
    const f = quarterOf(b, line, quarters[0]!);
    if (!f) return undefined;
    return answerOf(f, label(line, `Q${quarters[0]}`), `${line} in Q${quarters[0]}: {}.`, 'lookup');
  }
  if (ytd && !months.length && !quarters.length) {
    const y = ytdOf(b, line);
    if (y === 'disagree')
      return refuse(`the Summary's ${line} does not agree with the quarter sheets added`);
    if (!y) return undefined;
    return answerOf(
      y,
      label(line, b.ytd.label),
      `${line} so far this year: {} (${b.ytd.label}, equal to the quarter sheets added).`,
      'total',
    );
  }
  return undefined;
}
