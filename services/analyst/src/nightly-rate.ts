/**
 * Pass 42 (W11a): holiday lets (a Summary `Flat | Nights booked | Gross bookings € | …` and
 * one sheet per flat by month). "Average nightly rate at old town" (rate per night, nightly
 * rate, ADR) is money per night: that flat's Gross bookings ÷ its Nights booked (the Summary
 * row, or the flat's own sheet's Total row), never the average of the nights. A nights figure
 * answering a rate question is refused (`nightsForRateReason`).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decDiv, decSign } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { canonical, plainQuestion } from './text';

const NIGHTS = /^(?:total )?nights(?: booked| sold| let| stayed| occupied)?$/i;
const MONEY =
  /^(?:gross )?(?:bookings?|revenue|income|sales|takings|rent(?:al)?(?: income)?|booking value)\b/i;
const ASKED =
  /\b(?:(?:average |avg |mean )?(?:nightly|per night|daily) (?:rate|price)|(?:average |avg )?(?:rate|price|revenue) (?:per|a|each) night|adr)\b/;

interface Pair {
  t: Table;
  nights: number;
  money: number;
}

function pairOf(t: Table): Pair | undefined {
  const nights = t.columns.flatMap((c, i) =>
    NIGHTS.test(c.label.trim()) && c.type !== 'text' ? [i] : [],
  );
  const money = t.columns.flatMap((c, i) =>
    MONEY.test(c.label.trim()) && c.type !== 'text' && !/\bnet\b/i.test(c.label) ? [i] : [],
  );
  return nights.length === 1 && money.length === 1
    ? { t, nights: nights[0]!, money: money[0]! }
    : undefined;
}

const names = (q: string, s: string): boolean => {
  const ws = canonical(s).filter((w) => w.length >= 3);
  const qs = canonical(q);
  return ws.length > 0 && ws.every((w) => qs.includes(w));
};

export function nightlyRateAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  if (!ASKED.test(q)) return undefined;
  const hits: Array<{ p: Pair; row: Row; who: string }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const p = pairOf(t);
      if (!p) continue;
      // a row of a summary naming the flat
      for (const r of t.rows) {
        if (r.kind !== 'data') continue;
        const label = r.label ?? r.cells.map(cellText).find((x) => x && !/^\d/.test(x));
        if (label && names(q, label)) hits.push({ p, row: r, who: label });
      }
      // the flat's own sheet: its Total row
      if (names(q, s.name)) {
        const tot = t.rows.filter((r) => r.kind === 'total');
        if (tot.length === 1) hits.push({ p, row: tot[0]!, who: s.name });
      }
    }
  if (!hits.length) return undefined;
  const figs = hits.map(({ p, row, who }) => {
    const n = cellNumber(row.cells[p.nights]);
    const m = cellNumber(row.cells[p.money]);
    if (!n || !m || decSign(n) <= 0) return undefined;
    return { p, row, who, v: decDiv(m, n, 2)! };
  });
  if (figs.some((f) => !f)) return undefined;
  const vals = new Set(figs.map((f) => f!.v.m.toString() + '/' + f!.v.s));
  if (vals.size > 1 || new Set(figs.map((f) => f!.who.toLowerCase())).size > 1)
    return refuse(
      `the rate differs between ${figs.map((f) => `sheet '${f!.p.t.sheet}' (${f!.who})`).join(' and ')}; name the flat and sheet`,
    );
  const { p, row, who, v } = figs[0]!;
  const { t } = p;
  const nc = t.columns[p.nights]!;
  const mc = t.columns[p.money]!;
  const fig = figureOf(
    t,
    `${mc.label} ÷ ${nc.label}, ${who}`,
    v,
    { ...cellStyle(t, row.cells[p.money]), decimals: 2 },
    [
      { r: row.r, c: nc.c },
      { r: row.r, c: mc.c },
    ],
    who,
  );
  return sourcedAnswer(
    fig,
    `${who}'s average nightly rate is ${fig.display} (${mc.label} ÷ ${nc.label}).`,
    'ratio',
  );
}

/** A rate per night is never a count of nights. */
export function nightsForRateReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || !ASKED.test(plainQuestion(question))) return undefined;
  const f = answer.figures[0];
  if (!f || !/\bnights?\b/i.test(f.label) || /÷|\bper\b|\brate\b|[£$€]/i.test(f.label))
    return undefined;
  return `the question asks for money per night and the figure I found is nights (${f.label}); ask for the two totals`;
}
