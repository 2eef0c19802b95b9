/**
 * Issue 13, pass 29 (W1): "catering vs budget in %" asks how far the line is off its budget in
 * percent (−18.99%), not its actual as a percentage of budget (81.01%, kept for "as % of budget"
 * and "achievement", pass 9). When the line's table holds a Var % / Variance % column, that cell
 * is the answer (read as a fraction when it matches the line's own budget and actual that way).
 * Without one the pass-9 reading stays (its tests hold "vs budget in percent" as actual ÷ budget).
 * The line must name exactly one row.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellText } from './cell-figures';
import { cellAddress } from './a1';
import {
  type Dec,
  HUNDRED,
  decAbs,
  decCmp,
  decDiv,
  decIsZero,
  decMul,
  decParse,
  decSub,
  decToFixed,
  decToString,
} from './decimal';
import { lineFits } from './line-phrase';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const ASKED = [
  /^(?:what (?:is|was) )?(?:the |our )?(.+?) (?:vs\.?|versus|against|compared (?:to|with)) (?:the |its )?budget,? (?:in|as an?|as) (?:percent|percentage|%)$/,
  /^(?:what (?:is|was) )?(?:the |our )?(.+?) (?:vs\.?|versus|against) budget %$/,
];
const VAR_PCT = /^(var(iance)?\.?\s*(%|pct|percent)|%\s*var(iance)?)$/i;
const TOLERANCE = decParse('0.0002')!;

const nameOf = (r: Row): string => cellText(r.cells[0]) ?? r.label ?? '';

export function budgetVariancePercentAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question).replace(/\s*%$/, ' %').replace(/\s+/g, ' ');
  const line = ASKED.map((p) => p.exec(q)?.[1]).find(Boolean);
  if (!line || /\b(budget|variance|achievement|total budget)\b/.test(line)) return undefined;
  const hits: Array<{ t: Table; r: Row; b: number; a: number; v?: number }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const col = (re: RegExp): number[] =>
        t.columns.flatMap((c, ci) => (c.role === 'value' && re.test(c.label.trim()) ? [ci] : []));
      const [b, a, v] = [col(/^budget(ed)?$/i), col(/^actuals?$/i), col(VAR_PCT)];
      if (b.length !== 1 || a.length !== 1 || v.length !== 1) continue;
      for (const r of t.rows)
        if (lineFits(line, nameOf(r)) && cellNumber(r.cells[b[0]!]) && cellNumber(r.cells[a[0]!]))
          hits.push({ t, r, b: b[0]!, a: a[0]!, v: v[0] });
    }
  if (hits.length !== 1) return undefined;
  const { t, r, b, a, v } = hits[0]!;
  const budget = cellNumber(r.cells[b])!;
  const actual = cellNumber(r.cells[a])!;
  if (decIsZero(budget)) return undefined;
  const computed = decDiv(decMul(decSub(actual, budget), HUNDRED), budget, 6)!;
  const at = (ci: number): string => cellAddress(r.r, t.columns[ci]!.c);
  let value: Dec = computed;
  let how = `(actual − budget) ÷ budget`;
  let range = `${at(b)},${at(a)}`;
  if (v !== undefined) {
    const cell = cellNumber(r.cells[v]);
    if (!cell) return undefined;
    // the sheet's own Var % may be a fraction or a percent, and for costs may be budget − actual
    const near = (x: Dec, y: Dec): boolean => decCmp(decAbs(decSub(x, y)), TOLERANCE) <= 0;
    const frac = decDiv(computed, HUNDRED, 6)!;
    const asFraction = near(decAbs(cell), decAbs(frac));
    const asPercent = near(decAbs(decDiv(cell, HUNDRED, 6)!), decAbs(frac));
    if (!asFraction && !asPercent) return undefined;
    value = asFraction ? decMul(cell, HUNDRED) : cell;
    how = `the sheet's ${t.columns[v]!.label} column`;
    range = at(v);
  }
  const shown = decToFixed(value, 2);
  const name = nameOf(r);
  return {
    text:
      `${name}: ${shown}% against budget (${how}; budget ${decToString(budget)}, actual ${decToString(actual)}).\n` +
      `Source: sheet '${t.sheet}' ${range}.`,
    figures: [
      {
        label: `${name}, variance against budget in %`,
        value: shown,
        display: `${shown}%`,
        source: { sheet: t.sheet, range },
      },
    ],
    refused: false,
    kind: 'ratio',
  };
}
