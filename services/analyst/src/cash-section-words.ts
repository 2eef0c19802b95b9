/**
 * Issue 13, pass 33 (M5): on a cash-flow statement, "financing 2025" names the section's net
 * line ("Net cash from financing activities"); the bare section word was not found. The
 * question is put as that line's own label, and the answer must read it.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const BARE =
  /^(?:what (?:was|were) (?:the )?)?(operating|investing|financing)(?: cash ?flows?)?(?: (?:in|for|during))? ((?:fy ?)?\d{4})$/;

export function cashSectionWording(wb: Workbook, question: string): string | undefined {
  const m = BARE.exec(plainQuestion(question));
  if (!m) return undefined;
  const net = new RegExp(`^net cash\\b.*\\b${m[1]} activities\\b`, 'i');
  const labels = new Set(
    wb.sheets
      .flatMap((s) => s.tables)
      .flatMap((t) => t.rows.map((r) => r.label?.trim() ?? ''))
      .filter((l) => net.test(l)),
  );
  return labels.size === 1 ? `${[...labels][0]!} ${m[2]}` : undefined;
}
