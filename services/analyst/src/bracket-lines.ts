/**
 * Issue 13, pass 37 (M4): "what is our wages bill (associates, hygienists and front desk)" on a
 * P&L (accounts down, months across with a Total): the words in brackets name the lines meant,
 * one each ("associates" → "6000 Wages - Associates"), and the phrase before them says what
 * they are (each line holds one of its words: "wages"). The answer is those lines added: their
 * Total (or, with a month named, that month's column). Refused by the engine before, as it
 * looked for "associate" as a line of its own. An item that names no line, or several, leaves
 * the question to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decSum } from './decimal';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_KEYS } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

const HEAD_STOP = new Set([
  'what',
  'is',
  'are',
  'was',
  'were',
  'our',
  'the',
  'how',
  'much',
  'did',
  'we',
  'spend',
  'total',
  'bill',
  'cost',
  'costs',
  'in',
  'on',
  'for',
  'of',
  'a',
  'all',
  'pay',
  'paid',
]);
const base = (w: string): string => (w.length > 3 ? w.replace(/s$/, '') : w);
const wordsOf = (s: string): string[] =>
  normalizeText(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !/^\d+$/.test(w))
    .map(base);

export function bracketLinesAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const m = /^(.*?)\(([^)]+)\)(.*)$/.exec(q);
  if (!m) return undefined;
  const items = m[2]!
    .split(/,|\band\b|&|\bplus\b/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (items.length < 2) return undefined;
  const head = wordsOf(m[1]!).filter((w) => !HEAD_STOP.has(w));
  const rest = m[3]!;
  const found: Array<{ t: Table; rows: Row[] }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'wide') continue;
      const rows: Row[] = [];
      for (const item of items) {
        const iw = wordsOf(item);
        const hits = t.rows.filter((r) => {
          if (r.kind !== 'data' || !r.label) return false;
          const lw = wordsOf(r.label);
          return (
            iw.every((w) => lw.includes(w)) && (!head.length || head.some((h) => lw.includes(h)))
          );
        });
        if (hits.length !== 1) break;
        rows.push(hits[0]!);
      }
      if (rows.length === items.length && new Set(rows).size === rows.length)
        found.push({ t, rows });
    }
  if (found.length !== 1) return undefined;
  const { t, rows } = found[0]!;
  const mk = [...rest.matchAll(new RegExp(`\\b(${MONTH_KEYS.join('|')})[a-z]*\\b`, 'g'))];
  let cols: Column[];
  let when: string;
  if (mk.length === 1) {
    const i = MONTH_KEYS.indexOf(mk[0]![1]!) + 1;
    cols = t.columns.filter((c) => c.period?.kind === 'month' && c.period.index === i);
    if (cols.length !== 1) return undefined;
    when = cols[0]!.label;
  } else if (mk.length === 0) {
    const tot = t.columns.filter((c) => c.role === 'total' && /^total$/i.test(c.label.trim()));
    cols = tot.length === 1 ? tot : t.columns.filter((c) => c.role === 'value' && c.period);
    if (!cols.length) return undefined;
    when = tot.length === 1 ? 'Total' : `all ${cols.length} periods`;
  } else return undefined;
  const xs = rows.flatMap((r) => cols.map((c) => cellNumber(r.cells[t.columns.indexOf(c)])));
  if (xs.some((x) => x === undefined)) return undefined;
  const fig = figureOf(
    t,
    `${rows.map((r) => r.label!.trim()).join(' + ')}, ${when}`,
    decSum(xs as Dec[]),
    cellStyle(t, rows[0]!.cells[t.columns.indexOf(cols[0]!)]),
    rows.flatMap((r) => cols.map((c) => ({ r: r.r, c: c.c }))),
  );
  return sourcedAnswer(
    fig,
    `${rows.map((r) => r.label!.trim()).join(' + ')} (${when}): ${fig.display}.`,
    'total',
  );
}
