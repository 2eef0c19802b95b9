/**
 * After blind-43: a P&L for the year ended 30 September headed "Q1 Oct–Dec 2025 | Q2 Jan–Mar
 * 2026 | …" numbers its own quarters; the engine reads each column as the calendar quarter its
 * months make (Oct–Dec 2025 is Q4 2025). "Revenue growth from Q1 to Q2" then compared the
 * calendar's Q1 and Q2 (the sheet's Q2 and Q3), and "which quarter" named "Q2 2026" for the
 * column the sheet calls Q3. The question's "Q1" is put as the column's calendar quarter before
 * the engine reads it, and an answer naming a calendar quarter names the sheet's column.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { oncePer } from './once-per';
import { periodLabel } from './periods';

interface Own {
  /** the sheet's number, 1–4 */
  own: number;
  /** the calendar quarter's label, "Q4 2025" */
  calendar: string;
  /** the header as written, "Q1 Oct–Dec 2025" */
  header: string;
}

// read once per workbook: every question passes through the rewording below
const ownQuarters = oncePer((wb: Workbook): Own[] => {
  const out = new Map<number, Own>();
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const c of t.columns) {
        const p = c.period;
        if (p?.kind !== 'quarter' || p.year === undefined) continue;
        const tag = (c.tags ?? []).map((w) => /^q([1-4])$/i.exec(w)).find((m) => m);
        if (!tag || Number(tag[1]) === p.index) continue;
        out.set(Number(tag[1]), {
          own: Number(tag[1]),
          calendar: periodLabel(p),
          header: c.label.trim(),
        });
      }
  return [...out.values()];
});

/** The question with the sheet's own quarters named as the calendar's, or undefined. */
export function fiscalQuarterWording(wb: Workbook, question: string): string | undefined {
  if (!/\bq[1-4]\b/i.test(question)) return undefined;
  const own = ownQuarters(wb);
  if (!own.length) return undefined;
  let changed = false;
  const put = question.replace(/\bq([1-4])\b(?!\s*(?:'|fy)?\d{2,4})/gi, (m, n: string) => {
    const o = own.find((x) => x.own === Number(n));
    if (!o) return m;
    changed = true;
    return o.calendar;
  });
  return changed ? put : undefined;
}

/** An answer naming a calendar quarter, renamed to the sheet's column header. */
export function fiscalQuarterNames(wb: Workbook, answer: Answer): Answer {
  if (answer.refused) return answer;
  const own = ownQuarters(wb);
  if (!own.length) return answer;
  const rename = (s: string): string =>
    own.reduce((acc, o) => acc.replace(new RegExp(`\\b${o.calendar}\\b`, 'g'), `${o.header}`), s);
  return {
    ...answer,
    text: rename(answer.text),
    figures: answer.figures.map((f) => ({
      ...f,
      label: rename(f.label),
      ...(f.at !== undefined ? { at: rename(f.at) } : {}),
    })),
  };
}
