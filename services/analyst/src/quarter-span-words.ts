/**
 * Issue 13, pass 23 (W8): quarters headed by their months ("Jan-Mar", "Apr-Jun", or "Q1
 * (Apr-Jun)"). "software subscriptions apr-jun" names the column headed Apr-Jun (it was read as
 * the months April to June, which the book does not keep one by one), and "from the first
 * quarter to the last" names Q1 and Q4. Put as "q2", "from q1 to q4" when the book has exactly
 * one quarter column headed by those months.
 */
import type { Workbook } from './model';
import { MONTH_KEYS } from './periods';

const MONTHS = MONTH_KEYS;
const MON = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const SPAN = new RegExp(`\\b${MON}\\s*(?:-|–|to|through|thru)\\s*${MON}(?![a-z])`, 'gi');
const FIRST_TO_LAST =
  /\bfrom (?:the )?first quarter to (?:the )?(?:last|fourth|final)(?: quarter)?\b|\bbetween (?:the )?first (?:quarter )?and (?:the )?(?:last|fourth|final) quarter\b/i;

/** the quarter columns of the book by their month span ("apr-jun" → its index) */
function quarterSpans(wb: Workbook): Map<string, number[]> {
  const spans = new Map<string, number[]>();
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const c of t.columns) {
        if (c.type === 'text') continue;
        const m = new RegExp(
          `^(?:q([1-4])\\s*\\(?\\s*)?${MON}\\s*(?:-|–|to)\\s*${MON}\\s*\\)?$`,
          'i',
        ).exec(c.label.trim());
        if (!m) continue;
        const index = m[1]
          ? Number(m[1])
          : c.period?.kind === 'quarter'
            ? c.period.index
            : undefined;
        if (index === undefined) continue;
        const key = `${m[2]!.toLowerCase()}-${m[3]!.toLowerCase()}`;
        const seen = spans.get(key) ?? [];
        if (!seen.includes(index)) seen.push(index);
        spans.set(key, seen);
      }
  return spans;
}

export function quarterSpanWording(wb: Workbook, question: string): string | undefined {
  const spans = quarterSpans(wb);
  if (!spans.size) return undefined;
  let changed = false;
  let out = question.replace(SPAN, (all, a: string, b: string) => {
    const key = `${a.toLowerCase()}-${b.toLowerCase()}`;
    const idx = spans.get(key);
    if (!MONTHS.includes(a.toLowerCase()) || idx?.length !== 1) return all;
    changed = true;
    return `q${idx[0]}`;
  });
  if (FIRST_TO_LAST.test(out) && [...spans.values()].flat().length >= 4) {
    out = out.replace(FIRST_TO_LAST, 'from q1 to q4');
    changed = true;
  }
  return changed ? out : undefined;
}
