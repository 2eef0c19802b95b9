/**
 * After blind-43: a sales log "Date | Receipt | Item | … | Amount" noting "Returns are entered
 * as negative lines": "how much did we refund on returns" added every line (the sales), and
 * "how many returns" counted every row. Where a log of money in keeps its returns or refunds
 * as negative lines (most lines positive, no column naming a return), the returns are those
 * lines: counted, or added (a negative figure, the money given back).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decFromInt, decSign, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { oneDatedLedger } from './dated-ledgers';
import { oncePer } from './once-per';
import { COUNT } from './engine/types';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const RETURN_WORD = /\b(returns?|returned|refunds?|refunded)\b/;
const COUNT_ASKED = /^how many\b/;
const AMOUNT_ASKED =
  /^(?:how much|what|what's|whats|total|value of|sum of)\b.*\b(returns?|returned|refunds?|refunded)\b/;
// a word besides the returns that names a filter this reader does not apply
const ONLY =
  /^(?:how many|how much|what(?:'s| is| was| were)?|total|value of|sum of|did|do|we|our|the|in|on|of|all|give|gave|back|money|have|had|were|was|there|customers?|items?|lines?|\s|returns?|returned|refunds?|refunded|total|value|amount|worth)+$/;

interface Log {
  t: Table;
  amount: number;
  returns: Row[];
}

// once per workbook: a log's returns do not depend on the question
const logOf = oncePer((wb: Workbook): Log | undefined =>
  oneDatedLedger(wb, (t): Log | undefined => {
    // a column or a value that names returns is read by the engine itself
    if (t.columns.some((c) => RETURN_WORD.test(c.label.toLowerCase()))) return undefined;
    const rows = t.rows.filter((r) => r.kind === 'data');
    if (rows.some((r) => r.cells.some((c) => RETURN_WORD.test((cellText(c) ?? '').toLowerCase()))))
      return undefined;
    const money = t.columns.flatMap((c, i) =>
      c.role === 'value' && /^(amount|total|value|sales?|price|net|gross)\b/i.test(c.label.trim())
        ? [i]
        : [],
    );
    if (money.length !== 1) return undefined;
    const i = money[0]!;
    const signs = rows
      .map((r) => cellNumber(r.cells[i]))
      .filter((v): v is Dec => !!v)
      .map(decSign);
    const negative = signs.filter((x) => x < 0).length;
    if (negative === 0 || negative * 5 > signs.length) return undefined;
    return {
      t,
      amount: i,
      returns: rows.filter((r) => decSign(cellNumber(r.cells[i]) ?? decFromInt(0)) < 0),
    };
  }),
);

export function negativeLinesAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  if (!RETURN_WORD.test(q) || !ONLY.test(q)) return undefined;
  const counted = COUNT_ASKED.test(q);
  if (!counted && !AMOUNT_ASKED.test(q)) return undefined;
  const log = logOf(wb);
  if (!log) return undefined;
  const { t, amount, returns } = log;
  const col = t.columns[amount]!;
  const cells = returns.map((r) => ({ r: r.r, c: col.c }));
  if (counted) {
    const fig = figureOf(
      t,
      `Negative ${col.label} lines (returns)`,
      decFromInt(returns.length),
      COUNT,
      cells,
    );
    return sourcedAnswer(
      fig,
      `${returns.length} returns: the lines whose ${col.label} is negative.`,
      'count',
    );
  }
  const sum = decSum(returns.map((r) => cellNumber(r.cells[amount]) as Dec));
  const fig = figureOf(
    t,
    `Negative ${col.label} lines (returns)`,
    sum,
    cellStyle(t, returns[0]!.cells[amount]),
    cells,
  );
  return sourcedAnswer(
    fig,
    `Returns: ${fig.display}, the ${returns.length} lines whose ${col.label} is negative (money given back).`,
    'total',
  );
}
