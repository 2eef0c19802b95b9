/**
 * Issue 13, pass 23 (W6): "which aging bucket holds the most money" ranks the bucket COLUMNS
 * (Current, 1-30, 31-60, …) of an aging report by their totals: the totals row's cell when the
 * report keeps one, else the column's data rows added. It answered the customer with the
 * largest Total. Only on a book with exactly one aging table.
 */
import type { Answer } from './answer-types';
import { bucketStart } from './aging';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decAdd, decCmp, decFromNumber } from './decimal';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /^(?:which|what) (?:aging |ageing |age )?(?:bucket|band|period)(?: of the aging| of the ageing)? (?:holds|has|had|carries|contains|is|owes|sits on)? ?(?:the )?(most|least|largest|biggest|highest|smallest|lowest)\b(?: money| debt| balance| amount| owed| outstanding)?$|^(?:which|what) is the (biggest|largest|smallest) (?:aging |ageing )?bucket$/;
const LEAST = /^(least|smallest|lowest)$/;

function agingTables(wb: Workbook): Array<{ table: Table; cols: number[] }> {
  const out: Array<{ table: Table; cols: number[] }> = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const cols = table.columns.flatMap((c, i) =>
        c.type !== 'text' && bucketStart(c.label) !== undefined ? [i] : [],
      );
      if (cols.length >= 3) out.push({ table, cols });
    }
  return out;
}

export function agingBucketColumnsAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const found = agingTables(wb);
  if (found.length !== 1) return undefined;
  const { table, cols } = found[0]!;
  const totals = table.rows.filter((r) => r.kind === 'total');
  const data = table.rows.filter((r) => r.kind === 'data');
  const sums = cols.map((ci) => {
    const c = table.columns[ci]!.c;
    if (totals.length === 1) {
      const v = cellNumber(totals[0]!.cells[ci]);
      return v === undefined ? undefined : { ci, v, cells: [{ r: totals[0]!.r, c }] };
    }
    let v: Dec = decFromNumber(0);
    for (const r of data) v = decAdd(v, cellNumber(r.cells[ci]) ?? decFromNumber(0));
    return { ci, v, cells: data.map((r) => ({ r: r.r, c })) };
  });
  if (sums.some((s) => s === undefined) || data.length === 0) return undefined;
  const ranked = (sums as Array<NonNullable<(typeof sums)[number]>>).sort((a, b) =>
    LEAST.test(m[1] ?? m[2] ?? '') ? decCmp(a.v, b.v) : decCmp(b.v, a.v),
  );
  if (decCmp(ranked[0]!.v, ranked[1]!.v) === 0) return undefined;
  const top = ranked[0]!;
  const name = table.columns[top.ci]!.label;
  const fig = figureOf(
    table,
    `${name} bucket`,
    top.v,
    cellStyle(table, data[0]?.cells[top.ci]),
    top.cells,
    name,
  );
  return {
    text: `${name}: ${fig.display}, the ${LEAST.test(m[1] ?? m[2] ?? '') ? 'smallest' : 'largest'} of ${cols.length} aging buckets.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'max',
  };
}
