/**
 * Issue 13, pass 25 (M5): "best quarter?" on a P&L with quarter columns ("Jan - Mar 2025" …
 * Total) named no measure and was refused. The best (worst) quarter is the one with the
 * highest (lowest) bottom line: put as "which quarter had the highest <Net Income>" when
 * exactly one row of a quarter-columned table is a bottom line.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /^(?:(?:what|which) (?:was|is) (?:the |our )?|what's (?:the |our )?)?(best|worst|strongest|weakest) quarter(?: of the year| this year)?$/;
const BOTTOM = /^(net income|net profit|net result|profit|result|net operating income)$/i;

export function bestQuarterWording(wb: Workbook, question: string): string | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const lines = wb.sheets.flatMap((s) =>
    s.tables
      .filter((t) => t.columns.filter((c) => c.period?.kind === 'quarter').length >= 2)
      .flatMap((t) =>
        t.rows.flatMap((r) => (r.label && BOTTOM.test(r.label.trim()) ? [r.label.trim()] : [])),
      ),
  );
  if (new Set(lines).size !== 1) return undefined;
  const low = /^(worst|weakest)$/.test(m[1]!);
  return `which quarter had the ${low ? 'lowest' : 'highest'} ${lines[0]!.toLowerCase()}`;
}
