/**
 * Issue 13, pass 21 (S2): "growth from January to December in %" names no measure; on a book of
 * one table whose figures are one family (months down, services across, "Sales (all 3
 * columns)") it is that family's growth. Put as "how much did sales grow from … in percent"
 * and kept only when the engine reads "sales" as that one family; otherwise left as asked.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASK =
  /^(?:what (?:was|is) |what's )?(?:our |the )?(?:overall |total )?growth (?:from )?([a-z]+(?: 20\d\d)?) (?:to|-|through|until|till) ([a-z]+(?: 20\d\d)?)(?:,? (?:in %|in percent|as a percentage|%|percent))?$/;

export function growthUnnamedAnswer(
  wb: Workbook,
  question: string,
  ask: (q: string) => Answer,
): Answer | undefined {
  const m = ASK.exec(plainQuestion(question));
  if (!m) return undefined;
  const tables = wb.sheets.flatMap((s) => s.tables);
  if (tables.length !== 1) return undefined;
  const put = ask(`how much did sales grow from ${m[1]} to ${m[2]} in percent`);
  if (put.refused || put.kind !== 'growth') return undefined;
  // only when "sales" was read as all the figure columns together, not one of them
  if (!/\(all \d+ columns\)/.test(`${put.figures[0]?.label ?? ''} ${put.text.split('\n')[0]}`))
    return undefined;
  return put;
}
