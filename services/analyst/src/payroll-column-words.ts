/**
 * Issue 13, pass 35 (M6): a US payroll register (Pay Date | Employee | Hours | Rate | Gross Pay |
 * Federal W/H | State W/H | FICA | Net Pay). Owners' words for its columns: "tax withheld",
 * "withholding" is a "W/H" column ("federal tax withheld in august" → Federal W/H); "hourly rate",
 * "rate per hour", "pay rate" is the one Rate column (the engine reads a person's rate only when
 * it is the same on every line); "before tax", "pre-tax" is the Gross column, "after tax",
 * "take-home" the Net column. The question is asked again in the column's words and kept only
 * when answered from that column.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const WITHHELD =
  /\b(?:income )?tax(?:es)? (?:withheld|withholding)\b|\bwithholding(?: tax(?:es)?)?\b|\bwithheld\b/;
const HOURLY = /\b(?:hourly (?:rate|pay|wage)|rate per hour|pay rate|rate of pay)\b/;
const BEFORE = /\b(?:before (?:tax|taxes|deductions)|pre ?-?tax)\b/;
const AFTER = /\b(?:after (?:tax|taxes|deductions)|take ?-?home(?: pay)?|took home|takes home)\b/;

export function payrollColumnWording(
  wb: Workbook,
  question: string,
): { query: string; column: string } | undefined {
  const q = plainQuestion(question);
  const labels = wb.sheets.flatMap((s) =>
    s.tables
      .filter((t) => t.layout === 'long')
      .flatMap((t) => t.columns.map((c) => c.label.trim())),
  );
  const one = (re: RegExp): string | undefined => {
    const xs = [...new Set(labels.filter((l) => re.test(l)))];
    return xs.length === 1 ? xs[0] : undefined;
  };
  if (WITHHELD.test(q) && labels.some((l) => /\bW\/H\b/i.test(l)))
    return { query: q.replace(WITHHELD, 'W/H'), column: 'W/H' };
  if (HOURLY.test(q) && !labels.some((l) => /\bhourly\b/i.test(l))) {
    const rate = one(/^rate\b/i);
    if (rate) return { query: q.replace(HOURLY, rate.toLowerCase()), column: rate };
  }
  const side = BEFORE.test(q) ? BEFORE : AFTER.test(q) ? AFTER : undefined;
  if (side) {
    const col = one(side === BEFORE ? /^gross\b/i : /^net\b/i);
    if (!col) return undefined;
    const rest = q.replace(side, ' ').replace(/\s+/g, ' ').trim();
    const m = /^how much (did|do) (we|i|you) (pay|paid|give)\b(.*)$/.exec(rest);
    const put = m ? `how much ${col} ${m[1]} ${m[2]} ${m[3]}${m[4]}` : `${rest} ${col}`;
    return { query: put, column: col };
  }
  return undefined;
}
