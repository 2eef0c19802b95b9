/**
 * Issue 13, pass 18 (M1): a P&L (quarters or months across with a year total, or one year
 * column; sections closed by "Total …" lines) asked the way owners talk:
 * - "how much did we make (in 2025 / this year)", "what did we make" is the bottom line (the
 *   one Net profit / Net income row), never the income;
 * - "net margin %", "net profit margin (%)" is the engine's net margin (net profit / total income);
 * - "<line> as a share of expenses" is the line over the Total expenses row.
 * Only when the workbook has exactly one bottom-line row (and, for shares, one Total expenses
 * row); otherwise the question goes to the engine unchanged.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const BOTTOM = /^net (profit|income|earnings)( ?\/ ?\(?loss\)?| \(loss\))?$/i;
const TOTAL_EXPENSES = /^total (operating )?expenses$/i;

function rowLabels(wb: Workbook, re: RegExp): string[] {
  const out = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const r of t.rows) if (r.label && re.test(r.label.trim())) out.add(r.label.trim());
  return [...out];
}

export function pnlOwnerWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const made =
    /^(?:how much (?:money |profit )?did we (?:make|earn|clear)|what did we (?:make|earn|clear)|how much profit did we make)(?: (in|for|during) (\d{4}|q[1-4](?: \d{4})?)| (this|last) year| in total| overall)?$/.exec(
      q,
    );
  const margin =
    /^(?:what (?:was|is) (?:our |the )?)?net (?:profit )?margin(?: %| percentage| percent| as a %| as a percentage)(?: (for|in) (\d{4}))?$/.exec(
      q,
    );
  const share =
    /^(?:what is |what was |what's )?(.+?) as an? (?:share|percentage|%|proportion) of (?:total |our |all )?expenses(?: (?:in|for) (\d{4}))?$/.exec(
      q,
    );
  if (!made && !margin && !share) return undefined;
  if (made) {
    const bottom = rowLabels(wb, BOTTOM);
    if (bottom.length !== 1) return undefined;
    const when = made[2] ? ` in ${made[2]}` : made[3] ? ` ${made[3]} year` : '';
    return `${bottom[0]}${when}`;
  }
  if (margin) return `net margin${margin[2] ? ` in ${margin[2]}` : ''}`;
  const total = rowLabels(wb, TOTAL_EXPENSES);
  if (total.length !== 1 || /\b(total|expenses)\b/.test(share![1]!)) return undefined;
  return `${share![1]} as a percentage of ${total[0]}${share![2] ? ` in ${share![2]}` : ''}`;
}
