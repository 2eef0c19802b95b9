/**
 * After blind-43: a daily till reconciliation (Date | Day | … | Over / (short) | Closed by):
 * "how many days was the till short" counted the weekday names (7), and "who closed up on the
 * day we were most short" compared the last two days. A till is short on the days its over /
 * short column is below zero (over above it); the most short day is its lowest, and who closed
 * that day is read from its row.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decFromInt, decSign } from './decimal';
import type { Row, Table, Workbook } from './model';
import { oneDatedLedger } from './dated-ledgers';
import { oncePer } from './once-per';
import { COUNT } from './engine/types';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const OVER_SHORT =
  /^(?:over\s*\/\s*\(?short\)?|\(?short\)?\s*\/\s*over|over\s*\/\s*under|cash (?:over|variance|difference)|till (?:variance|difference)|discrepancy)(?:\s*\(?[$€£¥₹₱]\)?)?$/i;
const HOW_MANY = /^(?:on )?how many (?:days|shifts|times|nights)\b.*\b(short|down|under|over)\b/;
const WHO_MOST_SHORT =
  /^who\b.*\b(?:most short|shortest|biggest short(?:fall)?|worst short(?:fall)?|most down)\b/;
const PERSON = /\b(closed|opened|cashier|staff|name|manager|on duty|counted|by)\b/i;

interface Till {
  t: Table;
  col: number;
  rows: Row[];
}

const tillOf = oncePer((wb: Workbook): Till | undefined =>
  oneDatedLedger(wb, (t): Till | undefined => {
    const cols = t.columns.flatMap((c, i) => (OVER_SHORT.test(c.label.trim()) ? [i] : []));
    if (cols.length !== 1) return undefined;
    const col = cols[0]!;
    const rows = t.rows.filter((r) => r.kind === 'data' && cellNumber(r.cells[col]) !== undefined);
    return rows.length >= 2 ? { t, col, rows } : undefined;
  }),
);

export function tillShortAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const many = HOW_MANY.exec(q);
  const who = WHO_MOST_SHORT.test(q);
  if (!many && !who) return undefined;
  const till = tillOf(wb);
  if (!till) return undefined;
  const { t, col, rows } = till;
  const c = t.columns[col]!;
  const sign = (r: Row): number => decSign(cellNumber(r.cells[col]) as Dec);
  if (many) {
    const over = many[1] === 'over';
    const kept = rows.filter((r) => (over ? sign(r) > 0 : sign(r) < 0));
    if (!kept.length) return undefined;
    const fig = figureOf(
      t,
      `Days with ${c.label} ${over ? 'above' : 'below'} zero`,
      decFromInt(kept.length),
      COUNT,
      kept.map((r) => ({ r: r.r, c: c.c })),
    );
    return sourcedAnswer(
      fig,
      `${kept.length} days ${over ? 'over' : 'short'}: the rows whose ${c.label} is ${over ? 'above' : 'below'} zero, of ${rows.length}.`,
      'count',
    );
  }
  const people = t.columns.flatMap((x, i) =>
    x.role === 'category' && PERSON.test(x.label) ? [i] : [],
  );
  if (people.length !== 1) return undefined;
  let low = rows[0]!;
  const at = (r: Row): Dec => cellNumber(r.cells[col]) as Dec;
  for (const r of rows) if (decCmp(at(r), at(low)) < 0) low = r;
  const ties = rows.filter((r) => decCmp(at(r), at(low)) === 0);
  if (ties.length !== 1 || sign(low) >= 0) return undefined;
  const name = cellText(low.cells[people[0]!]);
  if (!name) return undefined;
  const value = cellNumber(low.cells[col]) as Dec;
  const fig = figureOf(
    t,
    `${c.label}, lowest`,
    value,
    cellStyle(t, low.cells[col]),
    [{ r: low.r, c: c.c }],
    name,
  );
  return sourcedAnswer(
    fig,
    `${name} (${t.columns[people[0]!]!.label}) on the most short day: ${c.label} ${fig.display}.`,
    'min',
  );
}
