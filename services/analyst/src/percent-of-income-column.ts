/**
 * Issue 13, pass 24 (M): a QuickBooks P&L export keeps "Total" | "% of Income" columns. The
 * percent column is never an amount: "total income" answered 100 (its "% of Income" cell), so
 * a figure read from a "% of …" column is refused unless the question asks for a percent or
 * share. And the export covers one period named in its title ("January - December 2025"):
 * "net income for 2025", "food purchases this year" found no 2025 column and were refused, so
 * that year (or "this year", "for the year") is dropped when the sheet has no period columns
 * and its title names that year and no other.
 */
import type { Answer } from './answer-types';
import type { Table, Workbook } from './model';

const PERCENT_HEAD = /^%\s*of\b/i;
const PERCENT_ASKED = /%|\bper ?cent|\bpercentage\b|\bshare\b|\bproportion\b|\bportion\b/i;

export function percentColumnReason(question: string, answer: Answer): string | undefined {
  const label = answer.figures[0]?.label ?? '';
  if (answer.refused || !PERCENT_HEAD.test(label) || PERCENT_ASKED.test(question)) return undefined;
  return `the figure found sits in a percent column (${label.split(' for ')[0]}), which is no amount`;
}

function exportTables(wb: Workbook): Array<{ table: Table; years: Set<string> }> {
  const out: Array<{ table: Table; years: Set<string> }> = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const heads = table.columns.map((c) => c.label.trim());
      if (!heads.some((h) => /^total$/i.test(h)) || !heads.some((h) => PERCENT_HEAD.test(h)))
        continue;
      if (table.columns.some((c) => /\b(19|20)\d\d\b|^q[1-4]\b/i.test(c.label))) continue;
      const text = [table.title ?? '', ...(table.notes ?? []), ...s.notes].join(' ');
      out.push({ table, years: new Set(text.match(/\b(?:19|20)\d\d\b/g) ?? []) });
    }
  return out;
}

const YEAR_ASKED = /\s+(?:for|in|during) (?:the )?(?:year |fy ?)?((?:19|20)\d\d)\s*\??$/i;
const THIS_YEAR = /\s+(?:this year|for the year|so far this year|year to date|ytd)\s*\??$/i;

export function percentExportYearWording(wb: Workbook, question: string): string | undefined {
  const y = YEAR_ASKED.exec(question);
  const thisYear = THIS_YEAR.test(question);
  if (!y && !thisYear) return undefined;
  const found = exportTables(wb);
  if (found.length !== 1) return undefined;
  const { years } = found[0]!;
  if (years.size !== 1 || (y && !years.has(y[1]!))) return undefined;
  return question.replace(y ? YEAR_ASKED : THIS_YEAR, '').trim();
}
