/**
 * Does the figure found answer the kind of thing asked? A percentage asked and an amount
 * found, or a date asked and an amount found, is a wrong answer even when the cells are the
 * right ones: refused with the reason instead (issue 13, pass 5).
 */
import type { Workbook } from './model';
import type { Question } from './question';
import type { Fig, Result } from './engine/types';

/** "what percent", "percentage of", "as a %", "margin %", "what share of", "what proportion". */
const PERCENT_ASKED =
  /\b(percent|percentage|pct)\b|%|\bwhat (share|proportion|fraction|portion)\b|\b(share|proportion) of\b/;

/** "when did Acme pay", "what date", "the due date", "payment date". */
const DATE_ASKED =
  /^when\b|\b(what|which) (date|day)\b|\b(due|payment|paid|invoice|transaction|posting|order) date\b/;

/** A reason to refuse when the result's figure is not the kind asked for; else undefined. */
export function misfitReason(wb: Workbook, q: Question, result: Result): string | undefined {
  const first = result.figures[0];
  if (!first) return undefined;
  const text = q.text;
  if (
    PERCENT_ASKED.test(text) &&
    !isPercentFigure(first.style.kind, first.label) &&
    !inPercentColumn(wb, first)
  ) {
    // "per share" and "shares outstanding" name a line, not a percentage
    const plainShare = !/\b(percent|percentage|pct)\b|%/.test(text);
    if (!(plainShare && /\bper share\b|\bshares\b/.test(text)))
      return 'the question asks for a percentage and the figure I found is an amount; name the part and the whole (e.g. "rent as a % of total expenses")';
  }
  if (DATE_ASKED.test(text) && !first.at && result.kind !== 'periods')
    return 'the question asks for a date and this workbook holds amounts, not the dates of payments or due dates';
  return undefined;
}

function isPercentFigure(kind: string, label: string): boolean {
  return kind === 'percent' || /%|\bpercent|\bpct\b|\bratio\b|\bmargin\b/i.test(label);
}

/** Cells under a header that says they are percentages ("As percentage of net revenues"). */
function inPercentColumn(wb: Workbook, fig: Fig): boolean {
  const sheet = wb.sheets.find((s) => s.name === fig.sheet);
  if (!sheet || !fig.cells.length) return false;
  const percentCol = ({ r, c }: { r: number; c: number }): boolean =>
    sheet.tables.some(
      (t) =>
        t.rows.length > 0 &&
        r >= t.rows[0]!.r &&
        r <= t.rows[t.rows.length - 1]!.r &&
        t.columns.some(
          (col) => col.c === c && /%|\bpercent|\bpct\b/i.test(`${col.group ?? ''} ${col.label}`),
        ),
    );
  return fig.cells.every(percentCol);
}
