/**
 * Issue 13, pass 18 (W3): an MRR movements sheet, months across, rows Opening MRR | New |
 * Expansion | Cancelled | Closing MRR | Active customers (maybe under a title block). "MRR in
 * March" and "MRR at the end of the year" read the OPENING row (the first row naming MRR), the
 * growth over the year was a least-squares slope, and "ARR now" was read as a client book.
 * Here, on such a sheet only:
 * - a month's MRR (in <month>, at the end of the year, now, current) is its CLOSING figure;
 * - growth over the year (or "from <month> to <month>") is last closing − first opening, as a
 *   percentage of the first opening (the amount is stated too);
 * - net new MRR over a span (a quarter, a month, the year) is closing at its end − opening at
 *   its start;
 * - total churn / cancellations is the sum of the Cancelled row (as it stands, sign kept); the
 *   month we lost the most is the one with the largest cancelled amount;
 * - ARR (now, or in a month) is that month's closing × 12.
 * Other questions naming a bare MRR (a sum or an average of a level) are refused; questions
 * naming a row ("opening MRR", "new", "active customers in June") are left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { formatValue } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS } from './periods';

const MRR = /\b(mrr|recurring revenue)\b/i;
const OPENING = /\b(opening|starting|beginning|start)\b/i;
const CLOSING = /\b(closing|ending|end)\b/i;
const LOST = /\b(cancel\w*|churn\w*|lost|contraction|downgrades?)\b/i;
const MONTHS = MONTH_KEYS;

interface MrrSheet {
  table: Table;
  months: Column[];
  opening: Row;
  closing: Row;
  lost?: Row;
}

function mrrSheet(wb: Workbook): MrrSheet | undefined {
  const found: MrrSheet[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      const months = table.columns.filter((c) => c.role === 'value' && c.period?.kind === 'month');
      if (months.length < 3) continue;
      const rows = table.rows.filter((r) => r.label);
      const opening = rows.filter((r) => MRR.test(r.label!) && OPENING.test(r.label!));
      const closing = rows.filter(
        (r) => MRR.test(r.label!) && CLOSING.test(r.label!) && !OPENING.test(r.label!),
      );
      if (opening.length !== 1 || closing.length !== 1) continue;
      let lost = rows.filter((r) => LOST.test(r.label!) && !/\b(count|number|#)\b/i.test(r.label!));
      // pass 21: "Churned MRR" beside "Cancelled subscribers": the money row is the churn
      if (lost.length > 1) lost = lost.filter((r) => MRR.test(r.label!));
      found.push({
        table,
        months,
        opening: opening[0]!,
        closing: closing[0]!,
        ...(lost.length === 1 ? { lost: lost[0]! } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** The month columns a question names: one month, a quarter, "from X to Y", or none. */
function span(t: MrrSheet, q: string): Column[] | undefined | 'none' {
  const byIndex = (i: number): Column | undefined => {
    const cols = t.months.filter((c) => c.period!.index === i);
    return cols.length === 1 ? cols[0] : undefined;
  };
  const quarter = /\bq([1-4])\b|\b(first|second|third|fourth) quarter\b/.exec(q);
  if (quarter) {
    const n = quarter[1]
      ? Number(quarter[1])
      : ['first', 'second', 'third', 'fourth'].indexOf(quarter[2]!) + 1;
    const cols = [1, 2, 3].map((k) => byIndex((n - 1) * 3 + k));
    return cols.every((c) => c) ? (cols as Column[]) : undefined;
  }
  const named: number[] = [];
  const re = new RegExp(`\\b(${MONTHS.join('|')})[a-z]*\\b`, 'g');
  for (const m of q.matchAll(re)) {
    // "may" as a verb is never a month here unless followed by nothing of a sentence
    if (m[1] === 'may' && !/\bmay\b\s*($|to\b|and\b|\d)/.test(q.slice(m.index))) continue;
    named.push(MONTHS.indexOf(m[1]!) + 1);
  }
  if (!named.length) return 'none';
  if (named.length > 2) return undefined;
  const cols = named.map(byIndex);
  if (cols.some((c) => !c)) return undefined;
  if (cols.length === 2) {
    const from = t.months.indexOf(cols[0]!);
    const to = t.months.indexOf(cols[1]!);
    return from < to ? t.months.slice(from, to + 1) : undefined;
  }
  return cols as Column[];
}

const valueAt = (t: MrrSheet, row: Row, col: Column): Dec | undefined =>
  cellNumber(row.cells[t.table.columns.indexOf(col)]);

export function mrrMovementsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const arr = /\b(arr|annual(ised|ized)? (run[- ]rate|recurring revenue)|run[- ]rate)\b/.test(q);
  // pass 21: "cancelled subscribers" names a count row, never the money churned
  const churn =
    /\b(churn\w*|cancel\w*|lost|lose|losses)\b/.test(q) &&
    !(
      /\b(subscribers?|customers?|members?|accounts?|users?|logos?|clients?)\b/.test(q) &&
      !MRR.test(q)
    );
  if (!MRR.test(q) && !arr && !churn) return undefined;
  const t = mrrSheet(wb);
  if (!t) return undefined;
  const { table } = t;
  const style = cellStyle(table, t.closing.cells[table.columns.indexOf(t.months[0]!)]);
  const last = t.months[t.months.length - 1]!;
  const cite = (row: Row, col: Column) => ({ r: row.r, c: col.c });
  const answer = (text: string, figs: Answer['figures'], kind: string): Answer => ({
    text: `${text}\nSource: sheet '${table.sheet}' ${figs[0]!.source.range}.`,
    figures: figs,
    refused: false,
    kind,
  });

  // the month we lost the most: the largest cancelled amount
  if (
    churn &&
    /\b(which|what) month\b|\bwhen\b|\bmonth\b/.test(q) &&
    /\b(most|biggest|largest|highest|worst)\b/.test(q)
  ) {
    if (!t.lost) return undefined;
    const scored = t.months
      .map((c) => ({ c, v: valueAt(t, t.lost!, c) }))
      .filter((x): x is { c: Column; v: Dec } => x.v !== undefined)
      .sort((a, b) => decCmp(decAbs(b.v), decAbs(a.v)));
    if (scored.length < 2 || decCmp(decAbs(scored[0]!.v), decAbs(scored[1]!.v)) === 0)
      return undefined;
    const top = scored[0]!;
    const f = figureOf(
      table,
      `Most ${t.lost.label}`,
      top.v,
      style,
      [cite(t.lost, top.c)],
      top.c.label,
    );
    return answer(
      `${top.c.label}: ${f.display} ${t.lost.label}, the largest of ${scored.length} months.`,
      [f],
      'extreme',
    );
  }
  const months = span(t, q);
  if (months === undefined) return undefined;
  // total churn / cancellations over the months named (all by default)
  if (churn && !/\b(rate|%|percent\w*|how many|number)\b/.test(q)) {
    if (!t.lost) return undefined;
    const cols = months === 'none' ? t.months : months;
    const vs = cols.map((c) => valueAt(t, t.lost!, c));
    if (vs.some((v) => v === undefined)) return undefined;
    const total = decSum(vs as Dec[]);
    const f = figureOf(
      table,
      `Total ${t.lost.label}`,
      total,
      style,
      cols.map((c) => cite(t.lost!, c)),
    );
    return answer(
      `${f.display}: total ${t.lost.label} (sum of ${cols.length} months, ${cols[0]!.label} to ${cols[cols.length - 1]!.label}).`,
      [f],
      'sum',
    );
  }
  if (churn) return undefined;
  // ARR: a month's closing MRR × 12 (the latest month by default)
  if (arr) {
    if (months !== 'none' && months.length !== 1) return undefined;
    const col = months === 'none' ? last : months[0]!;
    // pass 21 (W6): a row that is the run rate itself is read, never recomputed
    const arrRows = table.rows.filter(
      (r) =>
        r.label &&
        /^(arr|annual(ised|ized)? (run[- ]rate|recurring revenue)|run[- ]rate|annual run[- ]rate)\b/i.test(
          r.label.trim(),
        ),
    );
    const held = arrRows.length === 1 ? valueAt(t, arrRows[0]!, col) : undefined;
    if (held) {
      const f = figureOf(table, `${arrRows[0]!.label}, ${col.label}`, held, style, [
        cite(arrRows[0]!, col),
      ]);
      return answer(`${f.display}: ${arrRows[0]!.label} of ${col.label}.`, [f], 'lookup');
    }
    const closing = valueAt(t, t.closing, col);
    if (!closing) return undefined;
    const f = figureOf(table, `ARR, ${col.label}`, decMul(closing, decFromInt(12)), style, [
      cite(t.closing, col),
    ]);
    return answer(`${f.display}: ${t.closing.label} of ${col.label} × 12.`, [f], 'arithmetic');
  }
  // net new MRR over a span: closing at its end − opening at its start
  if (/\bnet new\b|\bnet (change|movement|increase)\b/.test(q)) {
    const cols = months === 'none' ? t.months : months;
    const open = valueAt(t, t.opening, cols[0]!);
    const close = valueAt(t, t.closing, cols[cols.length - 1]!);
    if (!open || !close) return undefined;
    const f = figureOf(table, 'Net new MRR', decSub(close, open), style, [
      cite(t.opening, cols[0]!),
      cite(t.closing, cols[cols.length - 1]!),
    ]);
    return answer(
      `${f.display}: net new MRR, ${t.closing.label} of ${cols[cols.length - 1]!.label} minus ${t.opening.label} of ${cols[0]!.label}.`,
      [f],
      'change',
    );
  }
  // a row named other than the bare MRR ("opening MRR", "new MRR", "expansion MRR"): the engine's
  if (
    /\b(opening|starting|beginning|new|expansion|upgrades?|closing|ending)\s+(mrr|recurring)/.test(
      q,
    )
  )
    return undefined;
  // growth over the year or a span: last closing − first opening, as % of the first opening
  if (/\b(grow|grew|growth|grown|increase\w*|change\w*|up by|rise|rose)\b/.test(q)) {
    const cols = months === 'none' ? t.months : months;
    if (cols.length < 2) return undefined;
    const open = valueAt(t, t.opening, cols[0]!);
    const close = valueAt(t, t.closing, cols[cols.length - 1]!);
    if (!open || !close || decSign(open) <= 0) return undefined;
    const amount = decSub(close, open);
    const pct = decDiv(decMul(amount, decFromInt(100)), open, 2);
    if (!pct) return undefined;
    const cells = [cite(t.opening, cols[0]!), cite(t.closing, cols[cols.length - 1]!)];
    const amountFig = figureOf(table, 'MRR growth', amount, style, cells);
    const pctFig = figureOf(table, 'MRR growth %', pct, { kind: 'percent', decimals: 2 }, cells);
    const first =
      /\b(how much|amount|by how much)\b/.test(q) && !/%|percent/.test(q) ? amountFig : pctFig;
    const other = first === pctFig ? amountFig : pctFig;
    return answer(
      `${first.display} (${other.display}): MRR growth from ${t.opening.label} of ${cols[0]!.label} (${formatValue(open, style)}) to ${t.closing.label} of ${cols[cols.length - 1]!.label} (${formatValue(close, style)}).`,
      [first, other],
      first === pctFig ? 'share' : 'change',
    );
  }
  if (!MRR.test(q)) return undefined;
  // a sum or an average of a level is not something the sheet answers plainly
  if (/\b(total|sum|average|mean|combined|altogether)\b/.test(q))
    return refuse(
      `MRR is a level each month (${t.opening.label} and ${t.closing.label}); say which month, or ask for new or cancelled MRR`,
    );
  // a month's MRR: its closing figure (the latest month for "now", "end of the year")
  const latest =
    /\b(end of (the )?year|year[- ]end|now|current(ly)?|latest|today|at the end|final)\b/.test(q);
  if (months !== 'none' && months.length !== 1) return undefined;
  if (months === 'none' && !latest) return undefined;
  const col = months === 'none' ? last : months[0]!;
  const v = valueAt(t, t.closing, col);
  if (!v) return undefined;
  const f = figureOf(
    table,
    `${t.closing.label}, ${col.label}`,
    v,
    style,
    [cite(t.closing, col)],
    col.label,
  );
  return answer(
    `${f.display}: ${t.closing.label} of ${col.label} (a month's MRR is its closing figure).`,
    [f],
    'lookup',
  );
}
