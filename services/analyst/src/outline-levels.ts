/**
 * After blind-44: the two levels of an outline table (outline-subtotals.ts: regions carrying
 * their subtotals above their states, a Grand Total at the foot). The question's noun says
 * the level: "which region sells the most" ranks the group lines, "which state is our best",
 * "how many states sold more than R$ 150,000", "average sales per state" the member lines;
 * "what share of sales comes from the Sul region" is that line over the Grand Total. A noun
 * neither level answers to is left to the engine, which refuses it.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { HUNDRED, decCmp, decDiv, decFromInt, decMul, decParse, decSign, decSum } from './decimal';
import { PERCENT, formatValue } from './format';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { oncePer } from './once-per';

type Refuse = (why: string) => Answer;

const GROUP_NOUNS =
  'regions?|areas?|territor(?:y|ies)|zones?|categor(?:y|ies)|departments?|divisions?|groups?|famil(?:y|ies)|segments?|channels?';
const MEMBER_NOUNS =
  'states?|provinces?|count(?:y|ies)|cit(?:y|ies)|towns?|stores?|shops?|branch(?:es)?|products?|items?|skus?|employees?|customers?|clients?|accounts?';
const NOUN = new RegExp(`\\b(${GROUP_NOUNS})\\b|\\b(${MEMBER_NOUNS})\\b`);
const HIGH = /\b(most|highest|biggest|largest|best|top|strongest)\b/;
const LOW = /\b(least|lowest|smallest|worst|weakest|bottom)\b/;

interface Outline {
  t: Table;
  heads: Row[];
  members: Row[];
  grand: Row;
  /** the column each line's figure is read from when no period is named */
  totalCol: number;
}

// read once per workbook: the reader is tried on every question naming a level
const outlineOf = oncePer(readOutline);

function readOutline(wb: Workbook): Outline | undefined {
  const found: Outline[] = [];
  for (const sh of wb.sheets)
    for (const t of sh.tables) {
      if (t.layout !== 'wide') continue;
      const heads = t.rows.filter(
        (r) => r.kind === 'total' && r.label && t.rows.some((m) => m.section === r.label),
      );
      const grand = t.rows[t.rows.length - 1];
      if (heads.length < 2 || !grand || grand.kind !== 'total' || heads.includes(grand)) continue;
      const members = t.rows.filter(
        (r) => r.kind === 'data' && heads.some((h) => h.label === r.section),
      );
      const totalCol = t.columns.findIndex((c) => c.role === 'total');
      if (totalCol < 0) continue;
      found.push({ t, heads, members, grand, totalCol });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** The column a question reads: a column label it names as a word ("Q2"), else the Total. */
function columnAsked(o: Outline, q: string): number | undefined {
  const named = o.t.columns.flatMap((c, i) =>
    c.role === 'value' && new RegExp(`\\b${c.label.trim().toLowerCase()}\\b`).test(q) ? [i] : [],
  );
  if (named.length > 1) return undefined;
  if (named.length === 1) return named[0];
  // any other period word is a period the columns do not split by name here
  if (
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:19|20)\d\d\b|\blast year\b|\bq[1-4]\b|\bquarter\b|\bmonth\b/.test(
      q,
    )
  )
    return undefined;
  return o.totalCol;
}

export function outlineLevelAnswer(
  wb: Workbook,
  question: string,
  refuse: Refuse,
): Answer | undefined {
  const q = plainQuestion(question);
  const noun = NOUN.exec(q);
  if (!noun) return undefined;
  const o = outlineOf(wb);
  if (!o) return undefined;
  const level = noun[1] ? o.heads : o.members;
  const word = (noun[1] ?? noun[2])!.replace(/(?:ies)$/, 'y').replace(/(?<!s)s$/, '');
  const named = [...o.heads, ...o.members].filter((r) => q.includes(r.label!.trim().toLowerCase()));
  const ci = columnAsked(o, q);
  if (ci === undefined) return undefined;
  const style = cellStyle(o.t, o.grand.cells[o.totalCol]);
  const colName = o.t.columns[ci]!.label;
  const fig = (r: Row, label: string) =>
    figureOf(o.t, label, cellNumber(r.cells[ci]) ?? decFromInt(0), style, [
      { r: r.r, c: o.t.columns[ci]!.c },
    ]);
  if (named.length === 1 && /\b(share|percentage|percent|proportion)\b|%/.test(q)) {
    const r = named[0]!;
    const v = cellNumber(r.cells[ci]);
    const all = cellNumber(o.grand.cells[ci]);
    if (v === undefined || all === undefined || decSign(all) <= 0) return undefined;
    const pct = decDiv(decMul(v, HUNDRED), all, 2)!;
    const f = figureOf(o.t, `${r.label}: share of ${o.grand.label}`, pct, PERCENT, [
      { r: r.r, c: o.t.columns[ci]!.c },
      { r: o.grand.r, c: o.t.columns[ci]!.c },
    ]);
    return sourcedAnswer(
      f,
      `${r.label} is ${f.display} of the ${o.grand.label!.toLowerCase()} (${formatValue(v, style)} ÷ ${formatValue(all, style)}, ${colName}).`,
      'ratio',
    );
  }
  if (named.length) return undefined;
  const vals = level.map((r) => ({ r, v: cellNumber(r.cells[ci]) }));
  if (vals.some((x) => x.v === undefined)) return undefined;
  const high = HIGH.test(q);
  const low = LOW.test(q);
  if (new RegExp(`\\b(?:which|what) (?:\\w+ )?${noun[0]}\\b`).test(q) && high !== low) {
    const sorted = [...vals].sort((a, b) => (high ? decCmp(b.v!, a.v!) : decCmp(a.v!, b.v!)));
    if (decCmp(sorted[0]!.v!, sorted[1]!.v!) === 0)
      return refuse(`${sorted[0]!.r.label} and ${sorted[1]!.r.label} share that figure`);
    const top = sorted[0]!.r;
    return sourcedAnswer(
      { ...fig(top, `${high ? 'Highest' : 'Lowest'} ${word}: ${top.label}`), at: top.label! },
      `${top.label} is the ${high ? 'highest' : 'lowest'} of the ${level.length} ${word} lines on ${colName}: ${formatValue(sorted[0]!.v!, style)} (then ${sorted[1]!.r.label} ${formatValue(sorted[1]!.v!, style)}).`,
      high ? 'max' : 'min',
    );
  }
  const plural = noun[0];
  if (new RegExp(`\\bhow many ${plural}\\b`).test(q)) {
    const over =
      /\b(?:more than|over|above|at least|less than|under|below|fewer than)\s+\D{0,4}?([\d,]+(?:\.\d+)?)/.exec(
        q,
      );
    let rows = vals;
    let cond = '';
    if (over) {
      const thr = decParse(over[1]!.replace(/,/g, ''));
      if (!thr) return undefined;
      const below = /\b(less than|under|below|fewer than)\b/.test(over[0]);
      const atLeast = /\bat least\b/.test(over[0]);
      rows = vals.filter((x) => {
        const c = decCmp(x.v!, thr);
        return below ? c < 0 : atLeast ? c >= 0 : c > 0;
      });
      cond = ` with ${colName} ${below ? 'below' : atLeast ? 'at least' : 'above'} ${formatValue(thr, style)}`;
    }
    const n = decFromInt(rows.length);
    const f = figureOf(
      o.t,
      `${word} lines${cond}`,
      n,
      { kind: 'number', decimals: 0 },
      level.map((r) => ({ r: r.r, c: o.t.columns[ci]!.c })),
    );
    return sourcedAnswer(
      f,
      `${rows.length} ${word} line${rows.length === 1 ? '' : 's'}${cond}${rows.length && over ? `: ${rows.map((x) => x.r.label).join(', ')}` : ''}.`,
      'count',
    );
  }
  if (
    /\baverage\b|\bmean\b/.test(q) &&
    new RegExp(`\\bper ${word}\\b|\\beach ${word}\\b|\\ba ${word}\\b`).test(q)
  ) {
    const sum = decSum(vals.map((x) => x.v!));
    const avg = decDiv(sum, decFromInt(vals.length), 2)!;
    const f = figureOf(
      o.t,
      `Average ${colName} per ${word}`,
      avg,
      style,
      level.map((r) => ({ r: r.r, c: o.t.columns[ci]!.c })),
    );
    return sourcedAnswer(
      f,
      `${f.display} per ${word} on average (${formatValue(sum, style)} over ${vals.length} ${word} lines, ${colName}).`,
      'average',
    );
  }
  return undefined;
}
