/**
 * Issue 13, pass 31 (M5): a cash-flow statement with FY columns, in the owner's words, asked
 * again by the one row they name:
 * - "how much did the owners take out in 2024": the one "Owner drawings" / "Drawings" row;
 * - "total financing outflow 2025": the one "Net cash (used in / from) financing activities" row
 *   (likewise investing, operating).
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

function rowLabels(wb: Workbook): string[] {
  return [
    ...new Set(
      wb.sheets
        .flatMap((s) => s.tables)
        .flatMap((t) => t.rows.flatMap((r) => (r.label ? [r.label.trim()] : []))),
    ),
  ];
}

export function cashFlowOwnerWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const tail = (re: RegExp): string => q.replace(re, '').trim();
  const takeOut =
    /^how much (?:did|have|has) (?:the |our )?(?:owners?|partners?|i|we) (?:take|took|taken|draw|drew|drawn|withdraw|withdrew|pull|pulled) out\b/;
  if (takeOut.test(q)) {
    const rows = rowLabels(wb).filter((l) => /\bdrawings?\b/i.test(l));
    return rows.length === 1 ? `${rows[0]} ${tail(takeOut)}`.trim() : undefined;
  }
  const flow =
    /^(?:what (?:was|is|were) (?:the |our )?)?(?:total |net )?(financing|investing|operating) (?:cash )?(?:outflows?|inflows?|cash flows?|flows?)\b/.exec(
      q,
    );
  if (flow) {
    const kind = flow[1]!;
    const rows = rowLabels(wb).filter((l) =>
      new RegExp(`^net cash\\b.*\\b${kind} activities$`, 'i').test(l),
    );
    return rows.length === 1 ? `${rows[0]} ${tail(new RegExp(flow[0]))}`.trim() : undefined;
  }
  return undefined;
}
