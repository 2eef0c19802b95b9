/**
 * Issue 13, pass 14 (W3, W6): a subscription sheet's owners' words. On a book with a Churned
 * column: "how many customers cancelled / left / did we lose" is the Churned count, and
 * "sign-ups" are the New column, when the book has one. Under a group header ("MRR (USD)" over
 * Starter, Business, Pro, Total MRR), "MRR in December" is the group's total column: it added
 * the four columns, the total counted twice.
 */
import type { Workbook } from './model';

function columnLabels(wb: Workbook): string[] {
  return wb.sheets.flatMap((s) => s.tables.flatMap((t) => t.columns.map((c) => c.label)));
}

/** "MRR" named, no member and no "total": the group's "Total MRR" column. */
function groupTotalWording(wb: Workbook, text: string): string {
  const lower = text.toLowerCase();
  if (/\btotal\b/.test(lower)) return text;
  const columns = wb.sheets.flatMap((s) => s.tables.flatMap((t) => t.columns));
  const totals = columns.filter(
    (c) => c.role === 'total' && c.group && /^total\s+\S/i.test(c.label),
  );
  for (const total of totals) {
    const word = total.label.replace(/^total\s+/i, '').trim();
    const at = lower.search(new RegExp(`\\b${word.toLowerCase()}\\b`));
    if (at < 0) continue;
    const members = columns.filter((c) => c.group === total.group && c !== total);
    if (members.some((c) => new RegExp(`\\b${c.label.toLowerCase()}\\b`).test(lower))) continue;
    if (totals.filter((t) => t.label.toLowerCase() === total.label.toLowerCase()).length > 1)
      return text;
    return `${text.slice(0, at)}total ${text.slice(at)}`;
  }
  return text;
}

export function subscriptionWording(wb: Workbook, text: string): string {
  const grouped = groupTotalWording(wb, text);
  if (grouped !== text) return grouped;
  const labels = columnLabels(wb);
  if (!labels.some((l) => /^churn(ed)?\b/i.test(l))) return text;
  let out = text.replace(
    /\bhow many (?:(?:customers|subscribers|clients|members|users|people) )?(?:cancell?ed|left|churned|did we lose|we lost)\b/i,
    'total churned',
  );
  if (labels.some((l) => /^new\b/i.test(l)))
    out = out.replace(/\b(?:how many )?(?:new )?sign[- ]?ups?\b/i, 'total new');
  return out;
}
