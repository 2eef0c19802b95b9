/**
 * Issue 13, pass 35 (M2): a Xero P&L ("For the 6 months ended 30 June 2026", Account | Jan-26 …
 * Jun-26 | Total, accounts like "449 - Motor Vehicle Expenses"). Owners' words, asked again in
 * the sheet's own: "for the half year" / "for the six months" / "for the period" on a table whose
 * title says it covers six months (or "the period", any months) and that has a Total column is
 * that Total ("net profit for the half year" → Net Profit, Total); "the van" (car, truck, ute,
 * lorry, vehicle) is the one account whose name, without its code, says vehicle ("how much did
 * we spend on the van in march" → Motor Vehicle Expenses, Mar-26). Kept only when answered from
 * that column or line.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const SPAN =
  /\b(?:for|over|in|across|during) (?:the|this) (?:whole |full )?(half ?-?year|half|six months|6 months|period)\b/;
const VEHICLE =
  /\b(?:the |our |a |my )?(vans?|cars?|trucks?|utes?|lorr(?:y|ies)|vehicles?|bakkie)\b/;

export function plOwnerWording(
  wb: Workbook,
  question: string,
): { query: string; reads: string } | undefined {
  const q = plainQuestion(question);
  const wide = wb.sheets.flatMap((s) => s.tables.filter((t) => t.layout === 'wide'));
  const span = SPAN.exec(q);
  if (span) {
    const half = span[1] !== 'period';
    const fits = wide.filter((t) => {
      const months = t.columns.filter((c) => c.period?.kind === 'month').length;
      const total = t.columns.some((c) => /^total$/i.test(c.label.trim()));
      const title = t.title ?? '';
      const says = half
        ? /\b(?:6|six) months\b|\bhalf[- ]?year\b/i.test(title) && months === 6
        : /\bmonths? ended\b|\bperiod\b/i.test(title) && months >= 2;
      return total && says;
    });
    if (fits.length === 1)
      return { query: `${q.replace(SPAN, ' ').replace(/\s+/g, ' ').trim()} total`, reads: 'Total' };
  }
  const v = VEHICLE.exec(q);
  if (v) {
    const lines = new Set(
      wide.flatMap((t) =>
        t.rows
          .filter((r) => r.kind === 'data' && r.label && /\bvehicles?\b/i.test(r.label))
          .map((r) => r.label!.replace(/^\s*[\d.]+\s*[-–:]?\s*/, '').trim()),
      ),
    );
    if (lines.size === 1) {
      const line = [...lines][0]!;
      return {
        query: q.replace(VEHICLE, ` ${line.toLowerCase()}`).replace(/\s+/g, ' '),
        reads: line,
      };
    }
  }
  return undefined;
}
