/**
 * Issue 13, pass 24 (M): on a QuickBooks P&L export (an Item column, "Total" | "% of Income"),
 * "kitchen rent as % of income" and "what share of cogs is hired waiting staff" were refused.
 * The line's Total ÷ the whole's Total line ("Total Income", "Total Cost of Goods Sold", "Total
 * Expenses") × 100, from the Total column (the "% of Income" cells are rounded and are of income
 * only). The line is the one data row whose label holds every word named (account numbers
 * dropped); otherwise left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decDiv, decFromNumber, decIsZero, decMul } from './decimal';
import type { Row, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const LINE_OF =
  /^(?:what (?:is|was) |what's )?(?:our )?(.+?) as (?:a )?(?:%|percent|percentage|share|proportion) of (?:our )?(?:total )?(income|revenue|sales|cogs|cost of goods sold|cost of sales|expenses|costs)$/;
const SHARE_OF =
  /^what (?:share|percent|percentage|%|proportion) of (?:our )?(?:total )?(income|revenue|sales|cogs|cost of goods sold|cost of sales|expenses|costs) (?:is|was|are|were|goes on|went on|goes to|went to) (?:the )?(.+?)$/;
const WHOLE: Record<string, RegExp> = {
  income: /^total (income|revenue|sales)$/i,
  cogs: /^total (cost of goods sold|cogs|cost of sales)$/i,
  expenses: /^total expenses$/i,
};
const HUNDRED = decFromNumber(100);

function wholeKey(word: string): string {
  if (/^(income|revenue|sales)$/.test(word)) return 'income';
  if (/^(expenses|costs)$/.test(word)) return 'expenses';
  return 'cogs';
}

function exportTable(wb: Workbook): { t: Table; name: number; total: number } | undefined {
  const found: Array<{ t: Table; name: number; total: number }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const total = t.columns.findIndex((c) => /^total$/i.test(c.label.trim()));
      const name = t.columns.findIndex((c) => c.type === 'text');
      if (total < 0 || name < 0 || !t.columns.some((c) => /^%\s*of\b/i.test(c.label.trim())))
        continue;
      found.push({ t, name, total });
    }
  return found.length === 1 ? found[0] : undefined;
}

const labelOf = (r: Row, name: number): string =>
  (cellText(r.cells[name]) ?? '').trim().replace(/^\d{3,}\s+/, '');

export function exportLineShareAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const a = LINE_OF.exec(q);
  const b = a ? undefined : SHARE_OF.exec(q);
  if (!a && !b) return undefined;
  const lineWords = canonical(a ? a[1]! : b![2]!);
  const whole = WHOLE[wholeKey(a ? a[2]! : b![1]!)]!;
  const ex = exportTable(wb);
  if (!ex || lineWords.length === 0) return undefined;
  const { t, name, total } = ex;
  const lines = t.rows.filter((r) => {
    if (r.kind !== 'data') return false;
    const ws = canonical(labelOf(r, name));
    return lineWords.every((w) => ws.includes(w));
  });
  const wholes = t.rows.filter((r) => whole.test(labelOf(r, name)));
  if (lines.length !== 1 || wholes.length !== 1) return undefined;
  const line = lines[0]!;
  const w = wholes[0]!;
  const lv = cellNumber(line.cells[total]);
  const wv = cellNumber(w.cells[total]);
  if (!lv || !wv || decIsZero(wv)) return undefined;
  const pct = decDiv(decMul(lv, HUNDRED), wv, 2);
  if (!pct) return undefined;
  const c = t.columns[total]!.c;
  const lineName = labelOf(line, name);
  const wholeName = labelOf(w, name);
  const plain = cellStyle(t, line.cells[total]);
  const fig = figureOf(
    t,
    `${lineName} as % of ${wholeName}`,
    pct,
    { kind: 'percent', decimals: 2 },
    [
      { r: line.r, c },
      { r: w.r, c },
    ],
  );
  const lineFig = figureOf(t, lineName, lv, plain, [{ r: line.r, c }]);
  const wholeFig = figureOf(t, wholeName, wv, plain, [{ r: w.r, c }]);
  return {
    text: `${lineName} is ${fig.display} of ${wholeName}: ${lineFig.display} ÷ ${wholeFig.display} × 100.\nSources: sheet '${t.sheet}' ${lineFig.source.range}; sheet '${t.sheet}' ${wholeFig.source.range}.`,
    figures: [fig, lineFig, wholeFig],
    refused: false,
    kind: 'share',
  };
}
