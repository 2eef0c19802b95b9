/**
 * Issue 13, pass 20 (W3): a two-year comparison with the newest year first (2025 | 2024 |
 * Change): "sales in the latest year" answered 2024 ("latest" was read as "last year"). The
 * latest / most recent / newest / current year is the largest year label whatever the column
 * order; the earlier / earliest / previous / prior year the smallest, only when exactly two
 * years stand side by side (of three, "the earlier year" names none).
 */
import type { Workbook } from './model';

const YEAR = /^(?:fy\s?)?(20\d\d)$/i;

function yearLabels(wb: Workbook): number[] | undefined {
  const sets: number[][] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const ys = t.columns
        .map((c) => YEAR.exec(c.label.trim())?.[1])
        .filter((y): y is string => y !== undefined)
        .map(Number);
      if (ys.length >= 2) sets.push([...new Set(ys)]);
    }
  if (!sets.length) return undefined;
  const first = sets[0]!.join();
  // every table with years across holds the same years, else the words name no one year
  return sets.every((s) => s.join() === first) ? sets[0] : undefined;
}

const LATEST =
  /\b(?:the |our )?(?:latest|most recent|newest|current) (?:financial |fiscal )?year\b/g;
const EARLIER =
  /\b(?:the |our )?(?:earlier|earliest|older|oldest|previous|prior|first) (?:financial |fiscal )?year\b/g;

export function yearOrderWording(wb: Workbook, question: string): string | undefined {
  const q = question.toLowerCase();
  const latest = LATEST.test(q);
  LATEST.lastIndex = 0;
  const earlier = EARLIER.test(q);
  EARLIER.lastIndex = 0;
  if (!latest && !earlier) return undefined;
  // "the 2019 current year tax expense": a year named already, the words are a label's
  if (/\b(19|20)\d\d\b/.test(q)) return undefined;
  const years = yearLabels(wb);
  if (!years) return undefined;
  if (earlier && years.length !== 2) return undefined;
  const max = String(Math.max(...years));
  const min = String(Math.min(...years));
  return q.replace(LATEST, max).replace(EARLIER, min);
}
