/**
 * After blind-40: "how much did we make from weddings held this year" on a bookings ledger
 * (Contract value € | … | Status: Completed / Cancelled – deposit retained) added the
 * cancelled weddings' contract values: money the business never earned. What was made, earned,
 * brought in or sold leaves out the rows a status marks cancelled (void, refunded, declined,
 * lost, no-show), unless the question names them; the answer says which rows it left out and
 * what the figure would be with them.
 */
import { rangesFor } from './a1';
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText } from './cell-figures';
import { type Dec, decSum, decToString } from './decimal';
import { formatValue } from './format';
import type { Row, Workbook } from './model';
import { citedRows } from './cited-rows';
import { plainQuestion } from './text';

// (after blind-43: what is "booked" is what the live bookings are worth, too)
const EARNED =
  /\b(make|made|earn|earned|earnings|revenue|income|takings|took in|take in|bring in|brought in|turnover|sales|sold|booked)\b/;
const CANCELLED = /\b(cancel\w*|void(ed)?|refunded|declined|lost|no[- ]show)\b/i;

export function cancelledRowsLeftOut(
  wb: Workbook,
  question: string,
  answer: Answer,
): Answer | undefined {
  if (answer.refused || answer.kind !== 'total' || !answer.figures[0]) return undefined;
  const q = plainQuestion(question);
  if (!EARNED.test(q) || CANCELLED.test(q) || CANCELLED.test(answer.figures[0].label))
    return undefined;
  // a range given as the box around the matching cells ("the 9 matching cells in that range")
  // holds rows the figure did not add: only an exact list of cells is read
  const added = /\(sum of (\d+) rows\)/.exec(answer.text);
  if (!added || /matching cells in that range/.test(answer.text)) return undefined;
  const cited = citedRows(wb, answer);
  if (!cited || cited.rows.length !== Number(added[1])) return undefined;
  const { table, col, rows } = cited;
  // only money is made: a headcount or a quantity read for "how much" is another misreading
  const column = table.columns[col]!;
  if (column.type !== 'money' && !/[$€£¥₹₱]/.test(column.label)) return undefined;
  const status = table.columns.findIndex(
    (c, i) => c.role === 'category' && rows.some((r) => CANCELLED.test(cellText(r.cells[i]) ?? '')),
  );
  if (status < 0) return undefined;
  const isOff = (r: Row): boolean => CANCELLED.test(cellText(r.cells[status]) ?? '');
  const kept = rows.filter((r) => !isOff(r));
  const off = rows.filter(isOff);
  const values = kept.map((r) => cellNumber(r.cells[col]));
  if (!kept.length || values.some((v) => v === undefined)) return undefined;
  const sum: Dec = decSum(values as Dec[]);
  const style = cellStyle(table, kept[0]!.cells[col]);
  const display = formatValue(sum, style);
  const statusLabel = table.columns[status]!.label.trim();
  const offValues = [...new Set(off.map((r) => cellText(r.cells[status])!))].join("', '");
  const range = rangesFor(kept.map((r) => ({ r: r.r, c: table.columns[col]!.c }))).range;
  const fig = answer.figures[0];
  const label = `${fig.label} without cancelled rows`;
  return {
    text: `${label}: ${display} (sum of ${kept.length} rows; ${off.length} row${off.length === 1 ? '' : 's'} whose ${statusLabel} is '${offValues}' left out, money not earned; with them it is ${fig.display}). Source: sheet '${table.sheet}' ${range}.`,
    figures: [
      { label, value: decToString(sum), display, source: { sheet: table.sheet, range } },
      fig,
    ],
    refused: false,
    kind: 'total',
  };
}
