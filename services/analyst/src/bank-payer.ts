/**
 * Issue 13, pass 19 (M7): "who paid us the biggest amount" on a bank export was refused. It is
 * the description of the row with the largest money-in amount (money in told apart from money
 * out by the running balance, `bank.ts`); a tie at the top is left unanswered.
 */
import type { Answer } from './answer-types';
import { bankFlows } from './bank';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decCmp } from './decimal';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';

const ASK =
  /^who (?:paid|sent|gave|transferred) us the (?:biggest|largest|most|highest)(?: single)?(?: amount| payment| sum| deposit| transfer)?$|^(?:what|which) was the (?:biggest|largest|highest) (?:single )?(?:payment|deposit|credit|amount) (?:we )?(?:received|(?:paid|that came) in)(?: and from whom| and who paid it)?$/;
const DESCRIPTION = /\b(desc\w*|details?|narrative|payee|memo|particulars|reference|name|who)\b/i;

export function bankPayerAnswer(wb: Workbook, question: string): Answer | undefined {
  if (!ASK.test(plainQuestion(question))) return undefined;
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table: Table) => {
      const f = bankFlows(table);
      return f ? [{ table, f }] : [];
    }),
  );
  if (found.length !== 1) return undefined;
  const { table, f } = found[0]!;
  const described = table.columns.filter((c) => DESCRIPTION.test(c.label) && c.type === 'text');
  if (described.length !== 1) return undefined;
  const dc = table.columns.indexOf(described[0]!);
  const rows = table.rows
    .filter((r) => r.kind === 'data')
    .map((r) => ({ r, v: cellNumber(r.cells[f.moneyIn]), who: r.cells[dc] }))
    .filter((x) => x.v !== undefined && typeof x.who === 'string' && x.who.trim());
  if (rows.length < 2) return undefined;
  rows.sort((a, b) => decCmp(b.v!, a.v!));
  if (decCmp(rows[0]!.v!, rows[1]!.v!) === 0) return undefined;
  const top = rows[0]!;
  const col = table.columns[f.moneyIn]!;
  const who = String(top.who).trim();
  const fig = figureOf(
    table,
    `Largest ${col.label}`,
    top.v!,
    cellStyle(table, top.r.cells[f.moneyIn]),
    [{ r: top.r.r, c: col.c }],
    who,
  );
  return {
    text: `${who}: ${fig.display}, the largest amount in ${col.label}${top.r.period?.start ? ` (${top.r.period.start})` : ''}.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'max',
  };
}
