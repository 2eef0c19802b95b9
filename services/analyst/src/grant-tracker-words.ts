/**
 * Issue 13, pass 36 (M14): a grant tracker (`Funder | Purpose | Date awarded | Restricted? |
 * Awarded | Received to date | Still to receive | Spent to date | Unspent | Status`, a TOTAL
 * row) in the owner's words:
 * - "how much is still to come in" (outstanding, due to us, still to receive, yet to be paid)
 *   is the still-to-receive column's total;
 * - "biggest grant" (largest, smallest) is the funder with the largest Awarded: a grant's
 *   size is what was awarded;
 * - "what percentage of awarded funding have we received" is the Received total ÷ the
 *   Awarded total × 100 ("funding", "funds", "grants" name the money columns).
 * Totals are the TOTAL row's, checked against the rows added (refused when they disagree).
 * The engine read a Status value "Received" as a row filter and answered one grant's 100%.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decParse,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { PERCENT } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

interface Tracker {
  table: Table;
  rows: Row[];
  total?: Row;
  funder: Column;
  awarded: Column;
  received: Column;
  due?: Column;
}

const one = (cols: Column[], re: RegExp): Column | undefined => {
  const hits = cols.filter((c) => re.test(c.label.trim()));
  return hits.length === 1 ? hits[0] : undefined;
};

function tracker(wb: Workbook): Tracker | undefined {
  const found: Tracker[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const cols = table.columns;
      const funder = one(
        cols,
        /^(funder|grantor|funding body|donor|grant|source|organisation|organization)$/i,
      );
      const awarded = one(
        cols,
        /^(awarded|amount awarded|grant awarded|total awarded|grant amount)(\s*\(.*\))?$/i,
      );
      const received = one(
        cols,
        /^(received|received to date|amount received|received so far|paid to date)(\s*\(.*\))?$/i,
      );
      if (!funder || !awarded || !received) continue;
      const due = one(
        cols,
        /^(still to receive|to receive|still due|outstanding|balance due|due|yet to receive|remaining)(\s*\(.*\))?$/i,
      );
      const fi = cols.indexOf(funder);
      const named = table.rows.filter((r) => cellText(r.cells[fi]));
      const totals = named.filter((r) =>
        /^(total|totals|all grants|all)$/i.test(cellText(r.cells[fi])!),
      );
      const rows = named.filter((r) => r.kind === 'data' && !totals.includes(r));
      if (rows.length < 2 || totals.length > 1) continue;
      found.push({
        table,
        rows,
        funder,
        awarded,
        received,
        ...(totals[0] ? { total: totals[0] } : {}),
        ...(due ? { due } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** A column's total: the TOTAL row's cell, checked against the rows added. */
function columnTotal(
  t: Tracker,
  c: Column,
): { v: Dec; cells: Array<{ r: number; c: number }> } | undefined {
  const ci = t.table.columns.indexOf(c);
  const xs = t.rows.map((r) => cellNumber(r.cells[ci]) ?? decFromInt(0));
  const sum = decSum(xs);
  const tot = t.total ? cellNumber(t.total.cells[ci]) : undefined;
  if (tot !== undefined && decCmp(decAbs(decSub(tot, sum)), decParse('0.01')!) > 0)
    return undefined;
  return tot !== undefined
    ? { v: tot, cells: [{ r: t.total!.r, c: c.c }] }
    : { v: sum, cells: t.rows.map((r) => ({ r: r.r, c: c.c })) };
}

const DUE =
  /^how much (?:is|are|have we) (?:still )?(?:to come in|outstanding|due to us|owed to us|still to receive|yet to (?:come in|be received|be paid|receive)|to receive|left to (?:come in|receive))(?: from (?:funders|grants|our funders))?$|^how much (?:grant )?(?:money|funding) (?:is )?(?:still )?(?:to come in|outstanding|due to us)$|^what(?:'s| is) (?:still )?(?:to come in|outstanding|due to us)$/;
const SIZE =
  /^(?:what(?:'s| is| was) )?(?:our |the )?(biggest|largest|smallest) grant$|^which (?:is|was) (?:our |the )?(biggest|largest|smallest) grant$/;
const RECEIVED_SHARE =
  /^what (?:percentage|percent|share|proportion|%) of (?:our |the )?(?:awarded |total )?(?:funding|funds|grants?|money|grant money|awards?)(?: awarded)? (?:have|has) (?:we )?(?:been )?(?:received|come in|been paid)(?: so far| to date)?$/;

export function grantTrackerAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const due = DUE.test(q);
  const size = SIZE.exec(q);
  const share = RECEIVED_SHARE.test(q);
  if (!due && !size && !share) return undefined;
  const t = tracker(wb);
  if (!t) return undefined;
  const tb = t.table;
  const style = (c: Column) => cellStyle(tb, t.rows[0]!.cells[tb.columns.indexOf(c)]);
  if (due) {
    if (!t.due) return undefined;
    const tot = columnTotal(t, t.due);
    if (!tot) return refuse(`the ${t.due.label} total row does not agree with its rows`);
    const fig = figureOf(tb, `${t.due.label}, total`, tot.v, style(t.due), tot.cells);
    return sourcedAnswer(
      fig,
      `Still to come in: ${fig.display} (the ${t.due.label} total).`,
      'total',
    );
  }
  if (size) {
    const ai = tb.columns.indexOf(t.awarded);
    const fi = tb.columns.indexOf(t.funder);
    const vals = t.rows.map((r) => cellNumber(r.cells[ai]));
    if (vals.some((v) => v === undefined)) return undefined;
    const max = size[1] !== 'smallest' && size[2] !== 'smallest';
    let best = 0;
    for (let i = 1; i < vals.length; i++) {
      const c = decCmp(vals[i]!, vals[best]!);
      if (max ? c > 0 : c < 0) best = i;
    }
    if (vals.some((v, i) => i !== best && decCmp(v!, vals[best]!) === 0))
      return refuse('two grants share that size; name the funder');
    const row = t.rows[best]!;
    const name = cellText(row.cells[fi])!;
    const fig = figureOf(
      tb,
      `${max ? 'Largest' : 'Smallest'} grant (${t.awarded.label})`,
      vals[best]!,
      style(t.awarded),
      [{ r: row.r, c: t.awarded.c }],
      name,
    );
    return sourcedAnswer(
      fig,
      `The ${max ? 'biggest' : 'smallest'} grant is ${name}: ${fig.display} awarded.`,
      max ? 'max' : 'min',
    );
  }
  const rec = columnTotal(t, t.received);
  const aw = columnTotal(t, t.awarded);
  if (!rec || !aw) return refuse('the total row does not agree with the grants above it');
  if (decSign(aw.v) <= 0) return undefined;
  const v = decDiv(decMul(rec.v, decFromInt(100)), aw.v, 2)!;
  const fig = figureOf(tb, `${t.received.label} as a % of ${t.awarded.label}`, v, PERCENT, [
    ...rec.cells,
    ...aw.cells,
  ]);
  return sourcedAnswer(
    fig,
    `We have received ${fig.display} of the funding awarded (${t.received.label} total ÷ ${t.awarded.label} total × 100).`,
    'share',
  );
}
