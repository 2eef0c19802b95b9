/**
 * Issue 13, pass 21 (W6): "ending MRR in 2025-04" answered the year's sum (the "2025" was read
 * and the month dropped). A month written "2025-04", "04/2025", "Apr-25" or "Apr 2025" is put as
 * "Apr 2025" when the book keeps that month as a period
 * (the engine reads "Apr 2025"; a header written "04/2025"
 * that is not read as a period is matched by its own label, left as asked).
 */
import type { Workbook } from './model';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CODES: Array<{ re: RegExp; at: (m: RegExpExecArray) => [number, number] }> = [
  { re: /\b(20\d\d)-(0[1-9]|1[0-2])\b(?!-)/gi, at: (m) => [Number(m[1]), Number(m[2])] },
  { re: /(?<![\d/])(0?[1-9]|1[0-2])\/(20\d\d)\b/gi, at: (m) => [Number(m[2]), Number(m[1])] },
  {
    re: /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[-'](\d\d)\b(?!\d)/gi,
    at: (m) => [
      2000 + Number(m[2]),
      MON.findIndex((x) => x.toLowerCase() === m[1]!.toLowerCase()) + 1,
    ],
  },
];

function monthsKept(wb: Workbook): Set<string> {
  const out = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables) {
      for (const c of t.columns)
        if (c.period?.kind === 'month' && c.period.year)
          out.add(`${c.period.year}-${c.period.index}`);
      for (const r of t.rows)
        if (r.period?.kind === 'month' && r.period.year)
          out.add(`${r.period.year}-${r.period.index}`);
    }
  return out;
}

export function monthCodeWording(wb: Workbook, question: string): string | undefined {
  let out = question;
  let kept: Set<string> | undefined;
  for (const { re, at } of CODES)
    out = out.replace(re, (...args) => {
      const m = args as unknown as RegExpExecArray;
      const token = m[0];
      const [y, mo] = at(m);
      if (mo < 1 || mo > 12) return token;
      kept ??= monthsKept(wb);
      if (!kept.has(`${y}-${mo}`)) return token;
      return `${MON[mo - 1]} ${y}`;
    });
  return out !== question ? out : undefined;
}
