/**
 * After blind-42: "how much did dawson spend in aug and sep" answered each month on its own
 * line, the first (August) as the figure. "How much … in <month> and <month>" asks one amount:
 * the months' figures of the same line added, each still shown. "Each", "respectively",
 * "separately" or "compare" keep the months apart.
 */
import { citedCells, rangesFor } from './a1';
import type { Answer } from './answer-types';
import { cellStyle } from './cell-figures';
import { decParse, decSum, decToString, type Dec } from './decimal';
import { formatValue } from './format';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|q[1-4])';
const JOINED = new RegExp(`\\b${MONTH}(?:,? ${MONTH})*,? (?:and|&|plus) ${MONTH}\\b`);
const APART =
  /\b(each|respectively|separately|compare|compared|vs|versus|difference|change|between)\b/;

/** The sum shown in the first month's cell style ("$5,298.16" + "$4,735.71" = "$10,033.87"). */
function shownLike(wb: Workbook, sheet: string, at: { r: number; c: number }, value: Dec): string {
  for (const t of wb.sheets.find((x) => x.name === sheet)?.tables ?? []) {
    const row = t.rows.find((r) => r.r === at.r);
    const ci = t.columns.findIndex((col) => col.c === at.c);
    if (row && ci >= 0) return formatValue(value, cellStyle(t, row.cells[ci]));
  }
  return decToString(value);
}

export function periodsAndSum(wb: Workbook, question: string, answer: Answer): Answer | undefined {
  const q = plainQuestion(question);
  if (answer.refused || answer.kind !== 'lookup' || answer.figures.length < 2) return undefined;
  if (!/^(?:how much|what(?:'s| is| was| were)? (?:the )?total)\b/.test(q)) return undefined;
  if (!JOINED.test(q) || APART.test(q)) return undefined;
  const figs = answer.figures;
  const line = (label: string): string => label.replace(/, [^,]+$/, '');
  const sheet = figs[0]!.source.sheet;
  if (figs.some((f) => f.source.sheet !== sheet || line(f.label) !== line(figs[0]!.label)))
    return undefined;
  // the same kind of figure (money in one currency), never a percentage beside an amount
  const style = (d: string): string => d.replace(/[\d,.\s-]/g, '');
  if (figs.some((f) => style(f.display) !== style(figs[0]!.display) || f.display.includes('%')))
    return undefined;
  const values = figs.map((f) => decParse(f.value));
  if (values.some((v) => v === undefined)) return undefined;
  const total = decSum(values as Dec[]);
  const cells = figs.flatMap((f) => citedCells(f.source.range) ?? []);
  if (cells.length < figs.length) return undefined;
  const range = rangesFor(cells).range;
  const when = figs.map((f) => f.label.slice(line(f.label).length + 2)).join(' + ');
  const display = shownLike(wb, sheet, cells[0]!, total);
  const label = `${line(figs[0]!.label)}, ${when}`;
  return {
    text: `${label}: ${display} (${figs.map((f) => f.display).join(' + ')}).\nSource: sheet '${sheet}' ${range}.`,
    figures: [{ label, value: decToString(total), display, source: { sheet, range } }, ...figs],
    refused: false,
    kind: 'total',
  };
}
