/**
 * After blind-43: "which line of business pays the best commission rate" on a commission report
 * (Premium | Rate | Commission) ranked the Commission amounts: "rate" is a weak word to the
 * engine and "commission" named the money column. "<kind> rate" names the sheet's rate column
 * when it has one (headed "Rate", "Rate %" or "<kind> rate"): the question is put with that
 * column's header.
 */
import type { Workbook } from './model';
import { isRateColumn } from './rate-columns';

const ASKED =
  /\b(commission|interest|tax|vat|gst|discount|markup|mark-up|royalty|fee|agent's|agents) rates?\b/i;

export function namedRateWording(wb: Workbook, question: string): string | undefined {
  const m = ASKED.exec(question);
  if (!m) return undefined;
  const kind = m[1]!.toLowerCase().replace(/'s$|s$/, '');
  const headers: string[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables)
      t.columns.forEach((c, i) => {
        const label = c.label.trim();
        const fits = new RegExp(`^(?:${kind} )?rate(?: ?%| \\(%\\))?$`, 'i').test(label);
        if (fits && isRateColumn(t, i)) headers.push(label);
      });
  // a header that says the words already ("Commission rate") is the engine's to read
  if (new Set(headers).size !== 1 || headers[0]!.toLowerCase() === m[0].toLowerCase())
    return undefined;
  return question.replace(ASKED, headers[0]!);
}
