/**
 * Issue 13, pass 25 (M5): "fuel as a % of all spending" on an expense log whose category column
 * also holds "Subtotal <category>" rows and a GRAND TOTAL row: the category's "Subtotal" row
 * ÷ the grand total row × 100 (both are the sheet's own figures). Only when the log has one
 * value column, exactly one subtotal row for the category and exactly one grand total row.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { HUNDRED, decDiv, decIsZero, decMul } from './decimal';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /^(?:what (?:is|was) )?([a-z][a-z &-]*?) as (?:a )?(?:%|percent|percentage|share|proportion) of (?:all|total|our|all our|our total) (?:spending|spend|expenses|costs|outgoings)$/;
const GRAND = /^(grand total|total( all)?|all categories)$/i;

export function subtotalLogShareAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const name = m[1]!.trim();
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      const values = t.columns.flatMap((c, i) => (c.role === 'value' ? [i] : []));
      if (values.length !== 1) return [];
      const v = values[0]!;
      const texts = (r: (typeof t.rows)[number]): string[] =>
        r.cells.flatMap((c) => (cellText(c) ? [cellText(c)!.toLowerCase()] : []));
      const sub = t.rows.filter(
        (r) =>
          r.kind === 'total' &&
          texts(r).some((x) => x === `subtotal ${name}` || x === `${name} subtotal`),
      );
      const grand = t.rows.filter((r) => r.kind === 'total' && texts(r).some((x) => GRAND.test(x)));
      return sub.length === 1 && grand.length === 1
        ? [{ t, v, part: sub[0]!, whole: grand[0]! }]
        : [];
    }),
  );
  if (found.length !== 1) return undefined;
  const { t, v, part, whole } = found[0]!;
  const a = cellNumber(part.cells[v]);
  const b = cellNumber(whole.cells[v]);
  if (!a || !b || decIsZero(b)) return undefined;
  const pct = decDiv(decMul(a, HUNDRED), b, 2);
  if (!pct) return undefined;
  const c = t.columns[v]!.c;
  const style = cellStyle(t, part.cells[v]);
  const pf = figureOf(t, `Subtotal ${name}`, a, style, [{ r: part.r, c }]);
  const wf = figureOf(t, 'Grand total', b, style, [{ r: whole.r, c }]);
  const fig = figureOf(t, `${name} as % of all spending`, pct, { kind: 'percent', decimals: 2 }, [
    { r: part.r, c },
    { r: whole.r, c },
  ]);
  return {
    text: `${name[0]!.toUpperCase()}${name.slice(1)} is ${fig.display} of all spending: ${pf.display} ÷ ${wf.display} × 100.\nSource: sheet '${t.sheet}' ${pf.source.range}, ${wf.source.range}.`,
    figures: [fig, pf, wf],
    refused: false,
    kind: 'share',
  };
}
