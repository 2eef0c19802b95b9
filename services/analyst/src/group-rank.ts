/**
 * Issue 13, pass 11: "which service earns the most" over a QuickBooks P&L. The income accounts
 * are the lines under the Income heading; the engine matched "service" to the one line named
 * "Design services" and gave its best quarter (a wrong figure). Here the lines of the one
 * Income / Revenue / Sales heading are ranked by their Total column (or their periods added
 * when there is none). Only for questions of that form; anything else goes to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decCmp, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /^(?:which|what) (service|product|income stream|revenue stream|income line|income account|line of business|offering)s?(?: line)? (?:earns?|earned|makes?|made|brings? in|brought in|generates?|generated|sells?|sold)(?: us)?(?: the)? (most|least)(?: money| revenue| income| sales)?(?: overall| in total| this year)?$/;

export function groupRankAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const m = ASKED.exec(q);
  if (!m) return undefined;
  const found: Array<{ table: Table; rows: Row[]; section: string }> = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      const heads = new Set(
        table.rows
          .filter((r) => r.section && /^(income|revenue|revenues|sales)$/i.test(r.section.trim()))
          .map((r) => r.section!),
      );
      for (const section of heads) {
        const rows = table.rows.filter((r) => r.kind === 'data' && r.section === section);
        if (rows.length >= 2) found.push({ table, rows, section });
      }
    }
  if (found.length !== 1) return undefined;
  const { table, rows, section } = found[0]!;
  const totalCols = table.columns
    .map((c, i) => ({ c, i }))
    .filter((x) => x.c.role === 'total' && /\btotal\b/i.test(x.c.label));
  const valueCols = table.columns.map((c, i) => ({ c, i })).filter((x) => x.c.role === 'value');
  const cols = totalCols.length === 1 ? totalCols : valueCols;
  if (!cols.length) return undefined;
  const scored: Array<{ row: Row; v: Dec }> = [];
  for (const row of rows) {
    const vs = cols.map((x) => cellNumber(row.cells[x.i]));
    if (vs.some((v) => v === undefined)) return undefined;
    scored.push({ row, v: decSum(vs as Dec[]) });
  }
  const most = m[2] === 'most';
  scored.sort((a, b) => (most ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
  if (decCmp(scored[0]!.v, scored[1]!.v) === 0) return undefined;
  const top = scored[0]!;
  const name = top.row.label ?? '';
  const fig = figureOf(
    table,
    `${most ? 'Highest' : 'Lowest'} ${section}`,
    top.v,
    cellStyle(table, top.row.cells[cols[0]!.i]),
    cols.map((x) => ({ r: top.row.r, c: x.c.c })),
    name,
  );
  const how =
    totalCols.length === 1 ? `its ${cols[0]!.c.label}` : `its ${cols.length} periods added`;
  return {
    text: `${fig.label}: ${name} with ${fig.display} (${how}; ${rows.length} lines under ${section} ranked).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: most ? 'max' : 'min',
  };
}
