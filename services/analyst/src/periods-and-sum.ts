/**
 * After blind-42: "how much did dawson spend in aug and sep" answered each month on its own
 * line, the first (August) as the figure. "How much … in <month> and <month>" asks one amount:
 * the months' figures of the same line added, each still shown. "Each", "respectively",
 * "separately" or "compare" keep the months apart.
 */
import { citedCells, rangesFor } from './a1';
import type { Answer } from './answer-types';
import { decParse, decSum, decToString, type Dec } from './decimal';
import { plainQuestion } from './text';

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|q[1-4])';
const JOINED = new RegExp(`\\b${MONTH}(?:,? ${MONTH})*,? (?:and|&|plus) ${MONTH}\\b`);
const APART =
  /\b(each|respectively|separately|compare|compared|vs|versus|difference|change|between)\b/;

/** "$5,298.16" + "$4,735.71": the sum shown in the same style (sign, separators, decimals). */
function sameStyle(display: string, value: Dec): string {
  const m = /^(-?)([^\d-]*)([\d,]+)(?:\.(\d+))?(.*)$/.exec(display);
  if (!m) return decToString(value);
  const decimals = m[4]?.length ?? 0;
  const n = Number(decToString(value));
  const body = Math.abs(n).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${n < 0 ? '-' : ''}${m[2]}${body}${m[5]}`;
}

export function periodsAndSum(question: string, answer: Answer): Answer | undefined {
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
  const display = sameStyle(figs[0]!.display, total);
  const label = `${line(figs[0]!.label)}, ${when}`;
  return {
    text: `${label}: ${display} (${figs.map((f) => f.display).join(' + ')}).\nSource: sheet '${sheet}' ${range}.`,
    figures: [{ label, value: decToString(total), display, source: { sheet, range } }, ...figs],
    refused: false,
    kind: 'total',
  };
}
