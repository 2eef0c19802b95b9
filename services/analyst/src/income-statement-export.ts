/**
 * Issue 13, pass 21 (S6): a QuickBooks-style P&L export, one amount column, lines "Total
 * Income", "Net Operating Income", "Net Income". Owners' words read its own lines: "operating
 * income / profit" is Net Operating Income; "net margin %" is Net Income / Total Income; "<line>
 * as a percentage of income / sales / revenue" is that line / Total Income. Only on a table with
 * exactly one amount column and those lines named exactly once; anything else is left as asked.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decDiv, decFromInt, decMul, type Dec } from './decimal';
import { PERCENT } from './format';
import type { Row, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const OPERATING =
  /^(?:what (?:was|is|were) )?(?:our |the )?(?:net )?operating (?:income|profit)(?: for the year| this year)?$/;
const MARGIN =
  /^(?:what (?:was|is) )?(?:our |the )?net (?:profit )?margin(?: %| percent| as a %| in %)?$/;
const OF_INCOME =
  /^(?:what (?:was|is|were) )?(?:our |the )?(.+?) (?:as an? |as )(?:%|percent|percentage|share|proportion) of (?:our |the )?(?:total )?(?:income|sales|revenue|turnover)$/;

interface Export {
  table: Table;
  value: number;
  line: (re: RegExp) => Row | undefined;
}

function theExport(wb: Workbook): Export | undefined {
  const found: Export[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const values = table.columns.flatMap((c, i) =>
        c.role === 'value' || c.role === 'total' ? [i] : [],
      );
      if (values.length !== 1) continue;
      const line = (re: RegExp): Row | undefined => {
        const hits = table.rows.filter((r) => r.label && re.test(r.label.trim()));
        return hits.length === 1 ? hits[0] : undefined;
      };
      if (!line(/^total income$/i) || !line(/^net income$/i)) continue;
      found.push({ table, value: values[0]!, line });
    }
  return found.length === 1 ? found[0] : undefined;
}

function ratio(e: Export, part: Row, whole: Row, label: string): Answer | undefined {
  const col = e.table.columns[e.value]!;
  const p = cellNumber(part.cells[e.value]);
  const w = cellNumber(whole.cells[e.value]);
  if (p === undefined || w === undefined) return undefined;
  const q = decDiv(decMul(p, decFromInt(100)), w, 2);
  if (q === undefined) return undefined;
  const cells = [part, whole].map((r) => ({ r: r.r, c: col.c }));
  const fig = figureOf(e.table, label, q as Dec, PERCENT, cells);
  const pf = figureOf(e.table, part.label!, p, cellStyle(e.table, part.cells[e.value]), [
    cells[0]!,
  ]);
  const wf = figureOf(e.table, whole.label!, w, cellStyle(e.table, whole.cells[e.value]), [
    cells[1]!,
  ]);
  return {
    text: `${label}: ${fig.display} = ${part.label} ${pf.display} / ${whole.label} ${wf.display} × 100.\nSource: sheet '${e.table.sheet}' ${pf.source.range}, ${wf.source.range}.`,
    figures: [fig, pf, wf],
    refused: false,
    kind: 'ratio',
  };
}

export function incomeStatementExportAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const operating = OPERATING.test(q);
  const margin = MARGIN.test(q);
  const of = OF_INCOME.exec(q);
  if (!operating && !margin && !of) return undefined;
  const e = theExport(wb);
  if (!e) return undefined;
  const income = e.line(/^total income$/i)!;
  if (operating) {
    const row = e.line(/^net operating (income|profit)$|^operating (income|profit)$/i);
    const v = row && cellNumber(row.cells[e.value]);
    if (!row || v === undefined) return undefined;
    const col = e.table.columns[e.value]!;
    const fig = figureOf(e.table, row.label!, v, cellStyle(e.table, row.cells[e.value]), [
      { r: row.r, c: col.c },
    ]);
    return {
      text: `${row.label}: ${fig.display}.\nSource: sheet '${e.table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'lookup',
    };
  }
  if (margin) return ratio(e, e.line(/^net income$/i)!, income, 'Net margin');
  const asked = canonical(of![1]!).join(' ');
  if (!asked) return undefined;
  const hits = e.table.rows.filter(
    (r) => r.kind === 'data' && r.label && canonical(r.label).join(' ') === asked,
  );
  if (hits.length !== 1) return undefined;
  return ratio(e, hits[0]!, income, `${hits[0]!.label} as a percentage of ${income.label}`);
}
