/**
 * Issue 13, pass 31 (M5): a bookings log (Date | Customer | Lesson | Qty | Unit price | Amount,
 * blank rows between months) in the owner's words:
 * - "which lesson type brings in the most money": "<column> type" names the Lesson column when
 *   no header says "type" ("type" is dropped);
 * - "total sales in the bookings log": the book's only table is the log, so "in the … log"
 *   names nothing more and is dropped.
 */
import type { Workbook } from './model';
import { normalizeText } from './text';

export function logColumnWording(wb: Workbook, question: string): string | undefined {
  const tables = wb.sheets.flatMap((s) => s.tables);
  const heads = tables.flatMap((t) => t.columns.map((c) => normalizeText(c.label)));
  let put = question;
  const typed = /\b([a-z]+) (?:type|kind|category)\b/i.exec(question);
  if (
    typed &&
    !heads.some((h) => /\b(type|kind|category)\b/.test(h)) &&
    tables.some((t) =>
      t.columns.some(
        (c) =>
          c.type === 'text' &&
          normalizeText(c.label).split(/\s+/).includes(typed[1]!.toLowerCase()),
      ),
    )
  )
    put = put.replace(typed[0], typed[1]!);
  if (tables.length === 1 && tables[0]!.layout === 'long') {
    const inLog =
      /\s+(?:in|on|from) (?:the |our |this )?(?:[a-z]+ )?(?:log|register|sheet|spreadsheet|list)\b/i;
    const m = inLog.exec(put);
    if (
      m &&
      !m[0]
        .trim()
        .split(/\s+/)
        .some((w) => heads.some((h) => h.split(/\s+/).includes(w.toLowerCase())))
    )
      put = put.replace(inLog, '');
  }
  return put !== question ? put : undefined;
}
