/**
 * After blind-44: a quote log's Status says Won / Lost, and owners say it with verbs: "how much
 * work did we win", "the reason we lose a job", "how many quotes did we send in
 * March" (the Date sent column dates them). The verbs are put as the Status values they mean,
 * and the sending verb, which the date column already says, is dropped.
 */
import type { Workbook } from './model';
import { cellText } from './cell-figures';
import { oncePer } from './once-per';

// read once per workbook: the wording is tried on every question
const valuesOf = oncePer((wb: Workbook): Set<string> => {
  const out = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      t.columns.forEach((c, i) => {
        if (c.type !== 'text') return;
        for (const r of t.rows) {
          const v = cellText(r.cells[i])?.trim().toLowerCase();
          if (v && v.length <= 12) out.add(v);
        }
      });
    }
  return out;
});

export function statusVerbWording(wb: Workbook, question: string): string | undefined {
  const values = valuesOf(wb);
  let q = question;
  // a rate or share of quotes won is by count, which the engine's shares (by value) are not
  if (/%|\b(rate|percent\w*|share|proportion|ratio)\b/i.test(q)) return undefined;
  if (values.has('won')) {
    q = q
      .replace(/\b(?:did|do|have) we (?:win|won)\b/gi, 'won')
      .replace(/\bwe(?:'ve| have)? won\b/gi, 'won');
  }
  if (values.has('lost'))
    q = q
      .replace(/\bwe (?:lose|lost) (?:a |the )?(?:job|quote|deal|sale)s?\b/gi, 'lost')
      .replace(/\b(?:did|do) we lose\b(?! money)/gi, 'lost');
  const sentColumn = wb.sheets.some((s) =>
    s.tables.some((t) => t.columns.some((c) => /\bsent\b/i.test(c.label) && c.role === 'date')),
  );
  if (sentColumn) q = q.replace(/\b(?:did|do|have) we (?:send|sent)(?: out)?\b/gi, '');
  q = q.replace(/\s+/g, ' ').replace(/\s+\?/, '?').trim();
  return q === question ? undefined : q;
}
