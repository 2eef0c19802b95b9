/**
 * Issue 13, pass 20 (M6): a loan schedule under a terms block. "What is the final payment" is
 * the Payment of the schedule's last row; "the total cost of borrowing as a % of the loan" is
 * the total interest over the amount borrowed, both read by the questions the engine already
 * answers ("total interest", "how much did we borrow") and stated with their cells.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decDiv, decFromInt, decMul, decParse, decToFixed, decToString } from './decimal';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const FINAL =
  /^(?:what (?:is|was|will be) )?(?:the |our )?(final|last) (?:loan )?(?:payment|instal?ment|repayment)(?: amount)?$/;
const COST_SHARE =
  /^(?:what (?:is|was) )?(?:the )?(?:total )?(?:cost of (?:the )?(?:borrowing|loan|credit)|interest(?: paid)?(?: in total)?) (?:as an? |in )?(?:%|percent|percentage|share) (?:of )?(?:the )?(?:loan|amount borrowed|loan amount|principal)(?: amount)?$/;

export function loanCostAnswer(
  wb: Workbook,
  question: string,
  ask: (q: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question).replace(/\bas a %/, 'as a percentage');
  if (FINAL.test(q)) {
    const found = wb.sheets.flatMap((s) =>
      s.tables.filter(
        (t) =>
          t.layout === 'long' &&
          t.columns.some((c) =>
            /^(payment|repayment|instal?ment)s?( amount)?$/i.test(c.label.trim()),
          ) &&
          t.columns.some((c) => /\bbalance\b/i.test(c.label)),
      ),
    );
    if (found.length !== 1) return undefined;
    const t = found[0]!;
    const pi = t.columns.findIndex((c) =>
      /^(payment|repayment|instal?ment)s?( amount)?$/i.test(c.label.trim()),
    );
    const rows = t.rows.filter((r) => r.kind === 'data' && cellNumber(r.cells[pi]) !== undefined);
    const last = rows[rows.length - 1];
    if (!last || rows.length < 2) return undefined;
    const when = last.cells
      .map((c) => (c && typeof c === 'object' && 'd' in c ? c.d : cellText(c)))
      .find(Boolean);
    const fig = figureOf(
      t,
      'Final payment',
      cellNumber(last.cells[pi])!,
      cellStyle(t, last.cells[pi]),
      [{ r: last.r, c: t.columns[pi]!.c }],
      when,
    );
    return {
      text: `${fig.label}: ${fig.display}${when ? ` (${when})` : ''}, the ${t.columns[pi]!.label} of the schedule's last row (${rows.length} payments).\nSource: sheet '${t.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'lookup',
    };
  }
  if (COST_SHARE.test(q)) {
    const interest = ask('total interest');
    const loan = ask('how much did we borrow');
    if (interest.refused || loan.refused) return undefined;
    const i = interest.figures[0];
    const l = loan.figures[0];
    if (!i || !l || interest.figures.length !== 1 || loan.figures.length !== 1) return undefined;
    const iv = decParse(i.value);
    const lv = decParse(l.value);
    if (!iv || !lv) return undefined;
    const pct = decDiv(decMul(iv, decFromInt(100)), lv, 2);
    if (!pct) return undefined;
    const shown = `${decToFixed(pct, 2)}%`;
    return {
      text: `Cost of borrowing: ${shown} of the loan, total interest ${i.display} ÷ ${l.label} ${l.display}.\nSource: sheet '${i.source.sheet}' ${i.source.range} and ${l.source.range}.`,
      figures: [
        {
          label: 'Cost of borrowing (% of the loan)',
          value: decToString(pct),
          display: shown,
          source: i.source,
        },
        i,
        l,
      ],
      refused: false,
      kind: 'ratio',
    };
  }
  return undefined;
}
