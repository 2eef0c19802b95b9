/**
 * After blind-37: "what's the full year budget for rent" on a budget-vs-actual sheet (months
 * across, then Budget | Actual | Variance for the year to date, then "Budget 2026" for the
 * full year) added the rent's monthly actuals. A full-year (annual, whole-year) budget is the
 * one column whose header says budget and the year ("Budget 2026", "Annual budget", "FY
 * budget"), read on the line the question names.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { canonical, plainQuestion } from './text';

const ASKED = /\b(?:full[- ]year|annual|whole[- ]year|yearly|for the (?:whole )?year)\b/;
const YEAR_BUDGET =
  /\bbudget\b.*\b(?:19|20)\d\d\b|\b(?:annual|full[- ]year|fy|yearly)\b.*\bbudget\b|\bbudget\b.*\b(?:annual|full[- ]year|fy)\b/i;
const NOT_A_LINE = new Set(
  canonical(
    "what what's whats is was the our a of for on full year annual whole yearly budget budgeted total how much did we have set",
  ),
);

function lineOf(t: Table, r: Row): string | undefined {
  if (r.label) return r.label;
  const cat = t.columns.findIndex((c) => c.role === 'category' || c.role === 'label');
  return cat >= 0 ? cellText(r.cells[cat]) : undefined;
}

export function fullYearBudgetAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  if (!ASKED.test(q) || !/\bbudget(?:ed)?\b/.test(q)) return undefined;
  const words = canonical(q.replace(ASKED, ' ')).filter((w) => !NOT_A_LINE.has(w));
  if (!words.length) return undefined;
  const hits: Answer[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const cols = t.columns.flatMap((c, i) =>
        c.type === 'money' || c.type === 'number'
          ? YEAR_BUDGET.test(`${c.group ?? ''} ${c.label}`)
            ? [i]
            : []
          : [],
      );
      if (cols.length !== 1) continue;
      const ci = cols[0]!;
      const rows = t.rows.filter((r) => {
        if (r.kind !== 'data' && r.kind !== 'total') return false;
        const line = lineOf(t, r);
        if (!line) return false;
        const have = canonical(line);
        return words.every((w) => have.includes(w));
      });
      // the line named in full beats a longer one holding the words ("Rent" over "Rent rebates")
      const exact = rows.filter((r) => canonical(lineOf(t, r)!).length === words.length);
      const pick = exact.length === 1 ? exact : rows;
      if (pick.length !== 1) continue;
      const row = pick[0]!;
      const v = cellNumber(row.cells[ci]);
      if (v === undefined) continue;
      const col = t.columns[ci]!;
      const fig = figureOf(
        t,
        `${lineOf(t, row)!}, ${col.label.trim()}`,
        v,
        cellStyle(t, row.cells[ci]),
        [{ r: row.r, c: col.c }],
      );
      hits.push(
        sourcedAnswer(
          fig,
          `${lineOf(t, row)!}: ${fig.display} for the full year (the ${col.label.trim()} column).`,
          'lookup',
        ),
      );
    }
  return hits.length === 1 ? hits[0] : undefined;
}
