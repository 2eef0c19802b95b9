/**
 * Issue 13, pass 13: an AR aging report (Customer | Current | 1-30 | … | 91 and over | Total).
 * Owners say "not due yet" for the Current bucket, and "how many customers owe us anything"
 * for the customers with a balance (Total above zero; the buckets added when there is no
 * Total column). Only on a book with exactly one aging table.
 */
import type { Answer } from './answer-types';
import { cellStyle, figureOf } from './cell-figures';
import { type Dec, decFromInt, decFromNumber, decSign, decSum } from './decimal';
import { bucketStart, isAging } from './aging';
import { PLAIN } from './format';
import { cellNumber, type TableView, viewsOf } from './view';

function agingView(wb: Parameters<typeof viewsOf>[0]): TableView | undefined {
  const found = viewsOf(wb).filter(isAging);
  return found.length === 1 ? found[0] : undefined;
}

export function agingWording(wb: Parameters<typeof viewsOf>[0], question: string): string {
  if (!/\b(not|isn'?t|aren'?t) (yet )?due\b|\bnot overdue\b/i.test(question)) return question;
  const view = agingView(wb);
  if (!view) return question;
  const current = view.table.columns.find((c) => bucketStart(c.label) === 0);
  if (!current) return question;
  return question.replace(
    /\b(not|isn'?t|aren'?t) (yet )?due( yet)?\b|\bnot overdue\b/i,
    `in ${current.label}`,
  );
}

const OWING =
  /^how many (customers|clients|accounts|debtors|people|companies) (owe us|owe|still owe us|still owe|have (?:an? )?(?:open |outstanding )?balances?)( anything| money| something| at all)?$/i;

const MOST_OWED =
  /^(?:who|which (?:customer|client|account|debtor|company)) (?:owes|owe|is owing)(?: us)?(?: the)? (most|least)(?: money)?$/i;

/** "Who owes us the most": the customer rows ranked by their Total, whatever the name column is called. */
function mostOwed(view: TableView, total: number | undefined, least: boolean): Answer | undefined {
  if (total === undefined) return undefined;
  const { table } = view;
  const scored = view.dataRows
    .map((ri) => table.rows[ri]!)
    .flatMap((row) => {
      const v = cellNumber(row.cells[total]);
      return v === undefined || !row.label || (least && v <= 0) ? [] : [{ row, v }];
    })
    .sort((a, b) => (least ? a.v - b.v : b.v - a.v));
  if (scored.length < 2 || scored[0]!.v === scored[1]!.v) return undefined;
  const top = scored[0]!;
  const col = table.columns[total]!;
  const fig = figureOf(
    table,
    `${least ? 'Lowest' : 'Highest'} ${col.label}`,
    decFromNumber(top.v),
    cellStyle(table, top.row.cells[total]),
    [{ r: top.row.r, c: col.c }],
    top.row.label,
  );
  return {
    text: `${top.row.label} owes ${fig.display} (${col.label}), the ${least ? 'least' : 'most'} of ${scored.length} customers.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: least ? 'min' : 'max',
  };
}

export function agingCountAnswer(
  wb: Parameters<typeof viewsOf>[0],
  question: string,
): Answer | undefined {
  const q = question
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+$/, '');
  const m = OWING.exec(q);
  const most = MOST_OWED.exec(q);
  if (!m && !most) return undefined;
  const view = agingView(wb);
  if (!view) return undefined;
  const { table } = view;
  const total = [...view.totalCols, ...view.valueCols].find((ci) =>
    /^(total|balance|total due|amount due)$/i.test(table.columns[ci]!.label.trim()),
  );
  if (most) return mostOwed(view, total, most[1] === 'least');
  if (!m) return undefined;
  const bucketCols = view.valueCols.filter(
    (ci) => bucketStart(table.columns[ci]!.label) !== undefined,
  );
  const owing: Array<{ r: number; c: number }> = [];
  let label = '';
  for (const ri of view.dataRows) {
    const row = table.rows[ri]!;
    const cols = total !== undefined ? [total] : bucketCols;
    const parts = cols
      .map((ci) => cellNumber(row.cells[ci]))
      .filter((x): x is number => x !== undefined);
    const sum: Dec = decSum(parts.map(decFromNumber));
    if (decSign(sum) > 0) owing.push({ r: row.r, c: table.columns[cols[0]!]!.c });
    label = total !== undefined ? table.columns[total]!.label : 'the buckets added';
  }
  const fig = figureOf(
    table,
    `${m[1]} with a balance`,
    decFromInt(owing.length),
    PLAIN,
    owing.length ? owing : [{ r: table.rows[view.dataRows[0]!]!.r, c: 0 }],
  );
  return {
    text: `${owing.length} ${m[1]!.toLowerCase()} owe something (${label} above zero, out of ${view.dataRows.length}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'count',
  };
}
