/**
 * Issue 13, pass 33 (M5): a bank export (Date | Description | Debit | Credit | Balance): "how
 * much for jars" / "how much did we spend on jars" adds the Debits of the rows whose
 * Description holds the word ("CARD PAYMENT JARS DIRECT LTD"); the plural "jars" was not found.
 * Only a word that is in some descriptions and in no column label is read so.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decSum } from './decimal';
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { sourcedAnswer } from './sourced-answer';

const ASKED =
  /^how much (?:did we (?:spend|pay) )?(?:for|on) ([a-z]{3,})$|^how much (?:did we )?(?:spend|spent|pay|paid) (?:for|on|to) ([a-z]{3,})$/;

export function bankDescriptionDebitAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const word = (m[1] ?? m[2])!.toUpperCase();
  const stem = word.replace(/S$/, '');
  const re = new RegExp(`\\b${stem}S?\\b`, 'i');
  const tables = wb.sheets
    .flatMap((s) => s.tables)
    .filter(
      (t) =>
        t.layout === 'long' &&
        t.columns.some((c) => /^description$/i.test(c.label.trim())) &&
        t.columns.some((c) => /^(debit|debits|paid out|money out)$/i.test(c.label.trim())),
    );
  if (tables.length !== 1) return undefined;
  const t = tables[0]!;
  if (t.columns.some((c) => re.test(c.label))) return undefined;
  const desc = t.columns.findIndex((c) => /^description$/i.test(c.label.trim()));
  const debit = t.columns.findIndex((c) =>
    /^(debit|debits|paid out|money out)$/i.test(c.label.trim()),
  );
  const rows = t.rows.filter((r) => r.kind === 'data' && re.test(cellText(r.cells[desc]) ?? ''));
  const vals: Dec[] = [];
  const cells: Array<{ r: number; c: number }> = [];
  for (const r of rows) {
    const v = cellNumber(r.cells[debit]);
    if (v === undefined) {
      // a matching row with money in, not out: the word is no spend only
      if (cellText(r.cells[desc])) return undefined;
      continue;
    }
    vals.push(v);
    cells.push({ r: r.r, c: t.columns[debit]!.c });
  }
  if (!cells.length) return undefined;
  const col = t.columns[debit]!.label.trim();
  const fig = figureOf(
    t,
    `${col} naming ${word}`,
    decSum(vals),
    cellStyle(t, rows[0]!.cells[debit]),
    cells,
  );
  return sourcedAnswer(
    fig,
    `${col}s whose description names ${word}: ${fig.display} (${cells.length} rows).`,
    'total',
  );
}
