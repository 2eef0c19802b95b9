/**
 * Issue 13, pass 36 (M9): a cash-flow forecast with the months across and a closing-cash line
 * (`Closing cash`, `Closing balance`, `Cash at end of month`). "Which month is cash tightest",
 * "when is cash lowest", "our worst cash position" name no line: they ask for the month with
 * the lowest closing cash. Asked again as "which month has the lowest <closing line>" (the
 * caller keeps it only when a lowest answers from that line).
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { viewsOf } from './view';

const TIGHT = '(?:tightest|lowest|worst|weakest|smallest|most stretched)';
const ASKED = new RegExp(
  [
    `^(?:which|what) month (?:is|was|will be|are|'s) (?:our |the )?cash(?: position| balance)? (?:going to be |at its )?${TIGHT}$`,
    `^when (?:is|was|will) (?:our |the )?cash(?: position| balance)? (?:be )?(?:at its )?${TIGHT}$`,
    `^(?:what|which) (?:is|was|will be|'s) (?:our |the )?${TIGHT} cash (?:position|month|point|balance)$`,
    `^(?:our |the )?${TIGHT} (?:cash (?:position|month|point)|month for cash)$`,
    `^(?:which|what) (?:is|was|will be) (?:our |the )?${TIGHT} month for cash$`,
  ].join('|'),
);
const CLOSING =
  /^(closing|ending|end of (?:month|period)) (cash|bank|balance|cash balance|bank balance)\b|^cash (?:at|on hand at) (?:the )?end of (?:the )?(?:month|period)\b|^closing balance\b/i;

export function cashPositionWording(wb: Workbook, question: string): string | undefined {
  if (!ASKED.test(plainQuestion(question))) return undefined;
  const lines = viewsOf(wb).flatMap((v) => {
    if (v.table.layout !== 'wide') return [];
    const months = v.table.columns.filter((c) => c.role === 'value' && c.period?.kind === 'month');
    if (months.length < 3) return [];
    return v.table.rows.filter((r) => r.label && CLOSING.test(r.label.trim())).map((r) => r.label!);
  });
  return lines.length === 1
    ? `which month has the lowest ${lines[0]!.trim().toLowerCase()}`
    : undefined;
}
