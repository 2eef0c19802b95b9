/**
 * Pass 42 (W9): a cash-flow forecast with months across and both an Opening cash and a Closing
 * cash line: "cash at the end of october 2027" is the Closing line in that month (it read the
 * Opening one), "cash at the start of march" the Opening line. Put as "<line> <the month>";
 * the caller keeps the answer only when it reads that line.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { viewsOf } from './view';

const OPENING =
  /^(opening|beginning|start(?:ing)?(?: of (?:month|period))?) (cash|bank|balance|cash balance|bank balance)\b|^opening balance\b|^cash b\/f$/i;
const CLOSING =
  /^(closing|ending|end(?:ing)?(?: of (?:month|period))?) (cash|bank|balance|cash balance|bank balance)\b|^closing balance\b|^cash c\/f$/i;
const END = /\b(?:at|by|for) (?:the )?end of\b|\bat (?:the )?close of\b|\bend of\b/;
const START = /\b(?:at|by|for) (?:the )?(?:start|beginning) of\b|\b(?:start|beginning) of\b/;

export function cashMonthEndWording(
  wb: Workbook,
  question: string,
): { query: string; line: string } | undefined {
  const q = plainQuestion(question);
  if (!/\b(cash|bank|balance|money)\b/.test(q)) return undefined;
  const end = END.test(q);
  const start = !end && START.test(q);
  if (!end && !start) return undefined;
  const lines = viewsOf(wb).flatMap((v) => {
    const t = v.table;
    if (t.layout !== 'wide') return [];
    if (t.columns.filter((c) => c.period?.kind === 'month').length < 3) return [];
    const open = t.rows.filter((r) => r.label && OPENING.test(r.label.trim()));
    const close = t.rows.filter((r) => r.label && CLOSING.test(r.label.trim()));
    if (open.length !== 1 || close.length !== 1) return [];
    return [(end ? close[0]! : open[0]!).label!.trim()];
  });
  if (lines.length !== 1) return undefined;
  const rest = q
    .replace(end ? END : START, ' ')
    .replace(
      /^(?:what(?:'s| is| was| will be)|how much(?: cash| money)? (?:will|do|did|would) we have|how much (?:is|was|will be))\s*/,
      '',
    )
    .replace(
      /\b(?:our |the )?(?:cash(?: balance| position| in the bank)?|bank balance|money|balance)\b/,
      ' ',
    )
    .replace(/\b(?:will we have|do we have|we have|left|in the bank|on hand|be)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!rest) return undefined;
  return { query: `${lines[0]!.toLowerCase()} ${rest}`, line: lines[0]! };
}
