/**
 * Issue 13, pass 27 (W4): "largest single" is one line of a log, never a subtotal or total row.
 * An extreme whose cell sits on a row that any cell names "Subtotal …" or "GRAND TOTAL",
 * asked for a single line, is refused. Also "how many expenses are logged": the words after the noun ("are logged",
 * "were recorded") name no column; the count is the noun's lines.
 */
import { colIndex } from './a1';
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const SUBTOTAL = /^(sub ?-?total|grand total)\b/i;
const SINGLE =
  /\b(single|one)\b|\b(largest|biggest|smallest|highest) (?:bill|expense|payment|invoice|transaction|purchase)\b/;

export function subtotalPickReason(
  wb: Workbook,
  query: string,
  answer: Answer,
): string | undefined {
  if (!SINGLE.test(plainQuestion(query))) return undefined;
  if (answer.refused || !/^(max|min)$/.test(answer.kind)) return undefined;
  const f = answer.figures[0];
  const m = f && /^([A-Z]+)(\d+)$/.exec(f.source.range);
  if (!f || !m) return undefined;
  const [c, r] = [colIndex(m[1]!), Number(m[2]) - 1];
  const t = wb.sheets
    .find((s) => s.name === f.source.sheet)
    ?.tables.find((x) => x.rows.some((row) => row.r === r) && x.columns.some((col) => col.c === c));
  const row = t?.rows.find((x) => x.r === r);
  if (!row) return undefined;
  const named = row.cells.some((cell) => typeof cell === 'string' && SUBTOTAL.test(cell.trim()));
  if (!named && !(row.label && SUBTOTAL.test(row.label.trim()))) return undefined;
  return 'the figure found is a subtotal or total row, never a single line; ask for the largest line of the log';
}

/** "how many expenses are logged" → "how many expenses". */
export function loggedCountWording(question: string): string | undefined {
  const m =
    /^how many ([a-z]+(?: [a-z]+)?) (?:are|were|have been|did we|have we|do we have) (?:logged|recorded|entered|listed|booked|in the log|on the log|in the list)$/.exec(
      plainQuestion(question).replace(/[?.!]+$/, ''),
    );
  return m ? `how many ${m[1]}` : undefined;
}
