/**
 * Issue 13, pass 23 (W8): "hardware margin for the year" on a P&L that keeps "Hardware sales"
 * under Income and "Hardware cost" under Cost of Goods Sold is that line's gross margin:
 * (sales − its cost) ÷ sales × 100, over the Total column (or the periods added). It answered
 * the company's net margin. Only when exactly one income line and one cost line carry the
 * word; otherwise the engine's answer is refused by line-margin-asked.ts.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decDiv, decIsZero, decMul, decSub, decSum, HUNDRED } from './decimal';
import type { Row, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const ASKED =
  /^(?:what (?:was|is|were) (?:the |our )?|whats (?:the |our )?)?([a-z][a-z &'-]*?) (?:gross )?margin(?: %| percent| percentage)?(?: for the year| this year| in total| overall)?$/;
const WHOLE = /^(net|gross|operating|profit|overall|total|company|our|the|average|contribution)$/;
const COST_SECTION = /\b(cost of (goods|sales|revenue)|cogs|direct costs?)\b/i;
const INCOME_SECTION = /\b(income|revenue|sales)\b/i;

function lineTotal(
  t: Table,
  row: Row,
): { v: Dec; cells: Array<{ r: number; c: number }> } | undefined {
  const total = t.columns.findIndex((c) => c.role === 'total');
  if (total >= 0) {
    const v = cellNumber(row.cells[total]);
    return v ? { v, cells: [{ r: row.r, c: t.columns[total]!.c }] } : undefined;
  }
  const vals = t.columns.flatMap((c, i) => (c.role === 'value' ? [i] : []));
  const nums = vals.map((i) => cellNumber(row.cells[i]));
  if (!vals.length || nums.some((n) => n === undefined)) return undefined;
  return { v: decSum(nums as Dec[]), cells: vals.map((i) => ({ r: row.r, c: t.columns[i]!.c })) };
}

export function lineGrossMarginAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const words = canonical(m[1]!).filter((w) => !WHOLE.test(w));
  if (words.length !== 1) return undefined;
  const word = words[0]!;
  const found: Array<{ t: Table; sales: Row; cost: Row }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'wide') continue;
      const named = t.rows.filter(
        (r) => r.kind === 'data' && r.label && canonical(r.label).includes(word),
      );
      const cost = named.filter((r) => COST_SECTION.test(r.section ?? ''));
      const sales = named.filter(
        (r) => !COST_SECTION.test(r.section ?? '') && INCOME_SECTION.test(r.section ?? ''),
      );
      if (cost.length === 1 && sales.length === 1)
        found.push({ t, sales: sales[0]!, cost: cost[0]! });
    }
  if (found.length !== 1) return undefined;
  const { t, sales, cost } = found[0]!;
  const s = lineTotal(t, sales);
  const c = lineTotal(t, cost);
  if (!s || !c || decIsZero(s.v)) return undefined;
  const money = decSub(s.v, c.v);
  const pct = decDiv(decMul(money, HUNDRED), s.v, 2);
  if (!pct) return undefined;
  const name = `${sales.label} margin`;
  const fig = figureOf(t, name, pct, { kind: 'percent', decimals: 2 }, [...s.cells, ...c.cells]);
  const plain = cellStyle(t, sales.cells[t.columns.findIndex((x) => x.role === 'value')]);
  const moneyFig = figureOf(t, `${sales.label} − ${cost.label}`, money, plain, [
    ...s.cells,
    ...c.cells,
  ]);
  const salesFig = figureOf(t, sales.label!, s.v, plain, s.cells);
  const costFig = figureOf(t, cost.label!, c.v, plain, c.cells);
  return {
    text: `${name}: ${fig.display} = (${sales.label} ${salesFig.display} − ${cost.label} ${costFig.display}) ÷ ${sales.label} × 100; the margin in money is ${moneyFig.display}.\nSources: sheet '${t.sheet}' ${salesFig.source.range}; sheet '${t.sheet}' ${costFig.source.range}.`,
    figures: [fig, moneyFig, salesFig, costFig],
    refused: false,
    kind: 'ratio',
  };
}
