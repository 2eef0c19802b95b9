/**
 * Issue 13, pass 33 (W1): a growth word that is part of a row label the question names is a
 * word of that line, not a growth asked: "what did we spend on grow rooms in 2025" names the
 * line "Purchase of grow rooms" (it answered a growth). Pass 32 made "growers" no growth word;
 * this reads the workbook's row labels, so any such line keeps its words.
 */
import type { Workbook } from './model';

const GROWTH_WORD = /\b(growth|grows?|grew|growing|grown)\b/g;

/** The row labels of every table, lower-cased, gathered once per workbook. */
const rowLabelsByWorkbook = new WeakMap<Workbook, string[]>();
function rowLabelsOf(wb: Workbook): string[] {
  const known = rowLabelsByWorkbook.get(wb);
  if (known) return known;
  const out: string[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const r of t.rows) if (r.label) out.push(` ${r.label.toLowerCase()} `);
  rowLabelsByWorkbook.set(wb, out);
  return out;
}

/** The growth words of the question that, with the word before or after them, are part of a
 *  row label (so the question names that line with them). */
export function labelGrowthWords(wb: Workbook, question: string): string[] {
  const t = question.toLowerCase();
  const words = t.match(/[a-z0-9']+/g) ?? [];
  if (!words.some((w) => /^(growth|grows?|grew|growing|grown)$/.test(w))) return [];
  const labels = rowLabelsOf(wb);
  const out: string[] = [];
  words.forEach((w, i) => {
    if (!GROWTH_WORD.test(w)) return;
    GROWTH_WORD.lastIndex = 0;
    const phrases = [
      i > 0 ? `${words[i - 1]} ${w}` : undefined,
      i + 1 < words.length ? `${w} ${words[i + 1]}` : undefined,
    ].filter((p): p is string => !!p);
    if (phrases.some((p) => labels.some((l) => l.includes(` ${p} `)))) out.push(w);
  });
  GROWTH_WORD.lastIndex = 0;
  return out;
}
