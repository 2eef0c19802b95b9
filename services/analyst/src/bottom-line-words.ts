/**
 * Issue 13, pass 31 (M5): "how did we do in may" on a P&L with months across (QuickBooks) is
 * the bottom line for that month: asked again as the one "Net Income" / "Net profit" row.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const BOTTOM = /^net (income|profit|profit \(loss\)|income \(loss\)|earnings)$/i;

export function bottomLineWording(wb: Workbook, question: string): string | undefined {
  const m =
    /^how (?:did|have|do) we (?:do|did|done|go|went|get on)( (?:in|for|during|over) .+)$/.exec(
      plainQuestion(question),
    );
  if (!m) return undefined;
  const rows = [
    ...new Set(
      wb.sheets
        .flatMap((s) => s.tables)
        .filter((t) => t.columns.some((c) => c.period))
        .flatMap((t) =>
          t.rows.flatMap((r) => (r.label && BOTTOM.test(r.label.trim()) ? [r.label.trim()] : [])),
        ),
    ),
  ];
  return rows.length === 1 ? `${rows[0]}${m[1]}` : undefined;
}
