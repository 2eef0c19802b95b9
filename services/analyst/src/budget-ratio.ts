/**
 * Issue 13, pass 9: "marketing vs budget in percent", "what percent of budget did we spend on
 * marketing": a line's actual as a percentage of its own budget. The engine read "percent of
 * budget" as a share of all the budget lines (7% of the expense budget) or asked for two items.
 * The figure is built from the engine's own two lookups ("actual X", "budget X"): both must
 * answer with one cell each, on the same line of the same sheet; otherwise the question goes on
 * to the engine unchanged.
 */
import type { Answer } from './answer-types';
import { decDiv, decIsZero, decMul, decParse, decToString, HUNDRED } from './decimal';
import type { Workbook } from './model';

const PATTERNS: RegExp[] = [
  /^(?:what (?:is|was) )?(?:the |our )?(.+?) (?:actual )?(?:vs\.?|versus|against|compared (?:to|with)) (?:the |its )?budget,? (?:in|as an?|as) (?:percent|percentage|%)$/,
  /^(?:what (?:is|was) )?(?:the |our )?(.+?) (?:actual )?as (?:an? )?(?:percent|percentage|%) of (?:the |its )?budget$/,
  /^what (?:percent|percentage|%) of (?:the |our |its )?budget (?:did|have|has) (?:we )?(?:spend|spent|use|used|reach|reached|hit) (?:on |for |in )?(.+?)$/,
  /^what (?:percent|percentage|%) of (?:the |our |its )?(.+?) budget (?:did|have|has) (?:we )?(?:spend|spent|use|used|reach|reached|hit)$/,
];

type Ask = (wb: Workbook, q: string) => Answer;

const single = (a: Answer): boolean =>
  !a.refused && a.figures.length >= 1 && !/[:,]/.test(a.figures[0]!.source.range);

export function budgetRatio(wb: Workbook, question: string, ask: Ask): Answer | undefined {
  const text = question
    .toLowerCase()
    .replace(/[?!]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\bbudget\b/.test(text)) return undefined;
  let line: string | undefined;
  for (const p of PATTERNS) {
    const m = p.exec(text);
    if (m) {
      line = m[1]!.replace(/\b(actual|actuals|spend|spending)\b/g, '').trim();
      break;
    }
  }
  if (!line || /\b(budget|variance|percent|total budget)\b/.test(line)) return undefined;
  const actual = ask(wb, `actual ${line}`);
  const budget = ask(wb, `budget ${line}`);
  if (!single(actual) || !single(budget)) return undefined;
  const a = actual.figures[0]!;
  const b = budget.figures[0]!;
  // the same line of the same sheet, one read from an Actual column and one from a Budget one
  if (a.source.sheet !== b.source.sheet) return undefined;
  if (!/^actual\b/i.test(a.label) || !/^budget\b/i.test(b.label)) return undefined;
  const lineOf = (label: string): string => label.replace(/^(actual|budget)\b\s*/i, '');
  if (lineOf(a.label) !== lineOf(b.label)) return undefined;
  if (a.source.range.replace(/[A-Z]+/, '') !== b.source.range.replace(/[A-Z]+/, ''))
    return undefined;
  const av = decParse(a.value);
  const bv = decParse(b.value);
  if (!av || !bv || decIsZero(bv)) return undefined;
  const ratio = decDiv(decMul(av, HUNDRED), bv, 2);
  if (!ratio) return undefined;
  const value = decToString(ratio);
  const name = lineOf(a.label).replace(/^for\s+/i, '') || line;
  const display = `${value}%`;
  return {
    text:
      `${name}: ${display} of budget (actual ${a.display} ÷ budget ${b.display}).\n` +
      `Source: sheet '${a.source.sheet}' ${a.source.range} (actual), ${b.source.range} (budget).`,
    figures: [
      {
        label: `${name}, actual as % of budget`,
        value,
        display,
        source: { sheet: a.source.sheet, range: `${a.source.range},${b.source.range}` },
      },
      a,
      b,
    ],
    refused: false,
    kind: 'ratio',
  };
}
