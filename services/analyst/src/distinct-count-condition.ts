/**
 * After pass 52: "how many staff did overtime" and "how many customers are over their credit
 * limit" were answered with the number of distinct Employee (Customer) values: every row, the
 * condition dropped. A distinct count answers "how many customers are there"; when the question
 * also names a figure column of that sheet (Overtime, Credit Limit), the rows were meant to be
 * kept by it, so the count is refused, naming the column.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { normalizeText } from './text';

const NUMERIC = new Set(['number', 'money', 'percent']);

export function distinctCountConditionReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  const fig = answer.figures[0];
  if (answer.refused || !fig || !/^Distinct (.+) values/.test(fig.label)) return undefined;
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  if (!sheet) return undefined;
  const q = ` ${normalizeText(question).replace(/[^a-z0-9 ]/g, ' ')} `;
  for (const t of sheet.tables)
    for (const col of t.columns) {
      if (!NUMERIC.has(col.type)) continue;
      const label = normalizeText(col.label)
        .replace(/\(.*?\)/g, ' ')
        .replace(/[^a-z ]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      // a column named in full ("credit limit", "overtime"), a long one-word label at least
      if (label.length < 5 || !q.includes(` ${label} `)) continue;
      return `the question names ${col.label.trim()}, and the figure I found counts every row's ${/^Distinct (.+) values/.exec(fig.label)![1]} without it`;
    }
  return undefined;
}
