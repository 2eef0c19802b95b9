/**
 * A fiscal year named in the question ("FY 2024-25", "2024/25") that the workbook's fiscal-year
 * columns do not hold is refused, naming the years they hold. Without this, a split year is
 * read as the calendar year it ends in and can land on other columns of that year: "net profit
 * in FY 2024-25" on a P&L for FY 2025-26 added its quarters labelled 2025 (after pass 49).
 */
import type { Workbook } from './model';

const SPLIT = /\b(?:fy|f\.y\.)?\s*((?:19|20)\d\d)\s*[-/–]\s*(\d{4}|\d{2})\b/gi;

/** The years a split fiscal year ends in, e.g. "FY 2024-25" -> 2025; undefined when not split. */
function endYear(start: string, end: string): number | undefined {
  const s = Number(start);
  const e = end.length === 2 ? Number(start.slice(0, 2) + end) : Number(end);
  return e === s + 1 ? e : undefined;
}

function splitYears(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(SPLIT)) {
    const y = endYear(m[1]!, m[2]!);
    if (y !== undefined) out.push(y);
  }
  return out;
}

export function fiscalYearAbsentReason(workbook: Workbook, query: string): string | undefined {
  const asked = splitYears(query);
  if (!asked.length) return undefined;
  const held = new Set<number>();
  const labels: string[] = [];
  for (const sheet of workbook.sheets)
    for (const table of sheet.tables)
      for (const col of table.columns) {
        const ys = splitYears(col.label);
        if (ys.length !== 1 || col.period?.kind !== 'year') continue;
        held.add(ys[0]!);
        labels.push(col.label.trim());
      }
  if (!held.size || asked.every((y) => held.has(y))) return undefined;
  return `the workbook's fiscal-year columns are ${[...new Set(labels)].join(', ')}; it holds no figures for the year you name`;
}
