/**
 * Issue 13, pass 14 (M2): owners' words on a bank export (money in and out beside a running
 * balance, `bank.ts`): "how many customer payments (did we get)" counts the money-in rows (it
 * counted rows named like one payment's description: 0), and "takings in April" is the money
 * in that month. Only on a book with exactly one bank export.
 */
import type { Answer } from './answer-types';
import { bankFlows } from './bank';
import { figureOf } from './cell-figures';
import { decFromInt } from './decimal';
import { PLAIN } from './format';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';

const PAYMENTS_IN =
  /^how many (?:customer payments|payments from customers|payments received|receipts)(?: did we (?:get|receive)| have we (?:had|received|got)| came in| were there)?$/;
const TAKINGS =
  /^(?:what (?:were|was) |how much (?:were|was) )?(?:our |the )?takings((?: in| during| for) [a-z0-9 ]+)$/;

function theExport(wb: Workbook): { table: Table; moneyIn: number } | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table) => {
      const f = bankFlows(table);
      return f ? [{ table, moneyIn: f.moneyIn }] : [];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** "Takings in April": the money-in column's total that month. */
export function bankWording(wb: Workbook, question: string): string {
  const takings = TAKINGS.exec(plainQuestion(question));
  const bank = takings && theExport(wb);
  if (!bank) return question;
  return `total ${bank.table.columns[bank.moneyIn]!.label}${takings[1]}`;
}

/** "How many customer payments did we get": the rows with money in. */
export function bankCountAnswer(wb: Workbook, question: string): Answer | undefined {
  if (!PAYMENTS_IN.test(plainQuestion(question))) return undefined;
  const bank = theExport(wb);
  if (!bank) return undefined;
  const { table, moneyIn } = bank;
  const col = table.columns[moneyIn]!;
  const rows = table.rows.filter((r) => {
    const v = r.cells[moneyIn];
    const n = typeof v === 'number' ? v : Array.isArray(v) ? v[0] : undefined;
    return r.kind === 'data' && n !== undefined && n > 0;
  });
  if (!rows.length) return undefined;
  const fig = figureOf(
    table,
    `Payments in (${col.label})`,
    decFromInt(rows.length),
    PLAIN,
    rows.map((r) => ({ r: r.r, c: col.c })),
  );
  return {
    text: `${rows.length} payments came in (rows with an amount in ${col.label}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'count',
  };
}
