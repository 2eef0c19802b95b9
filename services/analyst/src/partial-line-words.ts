/**
 * Issue 13, pass 23 (W1, W8): a line named by its first or last word ("tuition" for "Tuition
 * fees received", "fuel" for "Vehicle & fuel") was refused as "could not find 'tuition'". Only after
 * such a refusal: each word it could not find that is a word of exactly one line of the book
 * (and of no column header) is put as that line's full name, and the question asked again.
 */
import { cellText } from './cell-figures';
import type { Cell, Table, Workbook } from './model';
import { canonical, canonicalWord } from './text';

const NOT_FOUND = /I could not find ((?:'[^']+'(?:, )?)+) in this workbook/;

const ACCOUNT = /^\s*\d{4,5}\s+(\S.*)$/;

/** pass 24 (M): a long QuickBooks export ("6000 Van fuel" | Total | "% of Income"): its text
 *  column holds the lines (account numbers are dropped on ingest or here) */
function accountColumn(t: Table): number | undefined {
  if (!t.columns.some((c) => /^%\s*of\b/i.test(c.label.trim()))) return undefined;
  const col = t.columns.findIndex((c) => c.type === 'text');
  return col < 0 ? undefined : col;
}
const accountName = (cell: Cell | undefined): string | undefined => {
  const text = cellText(cell)?.trim();
  return text ? (ACCOUNT.exec(text)?.[1] ?? text).trim() : undefined;
};

export function partialLineWording(
  wb: Workbook,
  question: string,
  refusal: string,
): string | undefined {
  const m = NOT_FOUND.exec(refusal);
  if (!m) return undefined;
  const missing = [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!);
  const lines = new Map<string, Set<string>>();
  const headers = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables) {
      for (const c of t.columns)
        for (const w of canonical(`${c.group ?? ''} ${c.label}`)) headers.add(w);
      const numbered = t.layout === 'long' ? accountColumn(t) : undefined;
      if (t.layout !== 'wide' && numbered === undefined) continue;
      for (const r of t.rows) {
        const label = numbered === undefined ? r.label : accountName(r.cells[numbered]);
        if (r.kind !== 'data' || !label) continue;
        // the line's first or last word ("tuition" fees received, vehicle & "fuel"): a word
        // inside it is a qualifier ("impact of exchange rate" is no exchange rate)
        const ws = canonical(label);
        for (const w of new Set([ws[0], ws[ws.length - 1]].filter((x) => x !== undefined))) {
          const names = lines.get(w) ?? new Set<string>();
          names.add(label);
          lines.set(w, names);
        }
      }
    }
  let out = question;
  for (const word of missing) {
    const names = lines.get(word);
    if (!names || names.size !== 1 || headers.has(word)) return undefined;
    const name = [...names][0]!;
    const re = new RegExp(`\\b[a-z]+\\b`, 'gi');
    let replaced = false;
    out = out.replace(re, (w) => {
      if (replaced || canonicalWord(w.toLowerCase()) !== word) return w;
      replaced = true;
      return name;
    });
    if (!replaced) return undefined;
  }
  return out !== question ? out : undefined;
}
