/**
 * Issue 13, pass 47 (L6): a P&L's lines named in owners' short words were refused as "could not
 * find": "new patient consults" for "210 - New patient consultations", "lab fees" for "320 -
 * Laboratory Fees", "private eye tests" for "230 Eye Examinations (Private)", "supplements and
 * pillows for resale" for a line "Supplements & pillows". Only after such a refusal, each word
 * not found is put in the line's own word, and the question asked again; the answer is kept
 * only when it reads a line holding that word:
 * - a word of 5 letters or more that starts one word of the book's lines ("consult" →
 *   consultations), when every line word it starts is the same word;
 * - a shop abbreviation (lab → laboratory, admin → administration, maint → maintenance …)
 *   whose full word is in a line;
 * - a near word (test → examination / exam) only when one line fits: when another line holds
 *   the word itself ("NHS Sight Tests"), the question must name two more words of the line it
 *   means ("private eye tests"), else it is asked back naming both;
 * - "for resale" (for sale, to resell) describes goods bought to sell again: dropped when no
 *   line says it.
 */
import { cellText } from './cell-figures';
import type { Workbook } from './model';
import { canonical, canonicalWord } from './text';

const NOT_FOUND = /I could not find ((?:'[^']+'(?:, )?)+) in this workbook/;

const ABBREV: Record<string, string[]> = {
  lab: ['laboratory', 'laboratories'],
  labs: ['laboratory', 'laboratories'],
  admin: ['administration', 'administrative'],
  maint: ['maintenance'],
  mktg: ['marketing'],
  equip: ['equipment'],
  accom: ['accommodation'],
  elec: ['electricity', 'electrical'],
  tel: ['telephone'],
  subs: ['subscriptions', 'subscription'],
  mgmt: ['management'],
  dept: ['department'],
  exam: ['examination', 'examinations'],
  exams: ['examination', 'examinations'],
  consult: ['consultation', 'consultations'],
  consults: ['consultation', 'consultations'],
  physio: ['physiotherapy'],
  vet: ['veterinary'],
  vets: ['veterinary'],
  ads: ['advertising'],
};
/** near words: what owners call a line that the books call otherwise */
const NEAR: Record<string, string[]> = {
  test: ['examination', 'exam'],
  tests: ['examination', 'exam'],
  checkup: ['examination', 'exam'],
  checkups: ['examination', 'exam'],
};
const QUALIFIER = /\s*\b(?:for (?:re-?sale|sale|selling on)|to (?:re-?sell|sell on|sell))\b/g;

export type Stretch = { query: string; words: string[] } | { ask: string };

export function lineWordStretch(
  wb: Workbook,
  question: string,
  refusal: string,
): Stretch | undefined {
  const m = NOT_FOUND.exec(refusal);
  if (!m) return undefined;
  const missing = [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!);
  // the lines of the book: their labels and the words in them
  const labels: string[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout === 'wide') {
        for (const r of t.rows) if (r.kind !== 'section' && r.label) labels.push(r.label);
      } else {
        const first = t.columns.findIndex((c) => c.type === 'text');
        if (first < 0) continue;
        for (const r of t.rows) {
          const x = cellText(r.cells[first]);
          if (r.kind === 'data' && x) labels.push(x);
        }
      }
    }
  if (!labels.length) return undefined;
  const rawWords = new Set(
    labels.flatMap((l) => (l.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 1)),
  );
  const lineWords = labels.map((l) => new Set(canonical(l)));
  let q = question.toLowerCase();
  const targets: string[] = [];
  const qWords = () => q.match(/[a-z]+/g) ?? [];
  for (const word of missing) {
    // "for resale": a description of the goods, dropped when no line says it
    if (/^re-?sale$|^resell$/.test(word)) {
      if ([...rawWords].some((w) => /^re-?sale|^resell/.test(w))) return undefined;
      const before = q;
      q = q.replace(QUALIFIER, ' ');
      if (q === before) return undefined;
      continue;
    }
    const asked = qWords().find((w) => canonicalWord(w) === word || w === word);
    if (!asked) return undefined;
    const base = asked.replace(/'s$/, '');
    const isNear = !!(NEAR[base] ?? NEAR[word]);
    // a word the lines hold as it is: the phrase around it missed, not the word
    if (!isNear && lineWords.some((ws) => ws.has(word))) continue;
    let full: string | undefined;
    // a shop abbreviation whose full word is in a line
    const ab = (ABBREV[base] ?? ABBREV[word] ?? []).filter((w) => rawWords.has(w));
    if (ab.length) full = ab[0];
    // a word that starts one word of the lines (5 letters or more)
    if (!full && word.length >= 5) {
      const starts = [...rawWords].filter((w) => w.startsWith(word) && w !== word);
      const stems = new Set(starts.map((w) => canonicalWord(w)));
      if (stems.size === 1) full = starts[0];
    }
    // a near word, only when one line fits
    if (!full && (NEAR[base] ?? NEAR[word])) {
      const near = (NEAR[base] ?? NEAR[word])!.flatMap((n) =>
        [...rawWords].filter((w) => canonicalWord(w) === canonicalWord(n)),
      );
      if (!near.length) return undefined;
      const nearLines = labels.filter((_, i) =>
        near.some((n) => lineWords[i]!.has(canonicalWord(n))),
      );
      const ownLines = labels.filter((_, i) => lineWords[i]!.has(canonicalWord(word)));
      if (nearLines.length !== 1) return undefined;
      if (ownLines.length) {
        const others = qWords()
          .map((w) => canonicalWord(w))
          .filter((w) => w !== word && w.length > 2);
        const nearWords = canonical(nearLines[0]!);
        const ownWords = new Set(ownLines.flatMap((l) => canonical(l)));
        const telling = new Set(others.filter((w) => nearWords.includes(w) && !ownWords.has(w)));
        if (telling.size < 2)
          return {
            ask: `'${asked}' could be ${[nearLines[0]!, ...ownLines].join(' or ')}; name the line`,
          };
      }
      full = near[0];
    }
    if (!full) return undefined;
    let done = false;
    q = q.replace(/[a-z]+(?:'s)?/g, (w) => {
      if (done || w !== asked) return w;
      done = true;
      return full!;
    });
    if (!done) return undefined;
    targets.push(full);
  }
  q = q.replace(/\s+/g, ' ').trim();
  return q !== question.toLowerCase() ? { query: q, words: targets } : undefined;
}
