/**
 * Issue 13, pass 12: "which treatment earns the most" over months down and treatments across
 * (Massage | Physio | Acupuncture | Total). The owner names the kind of thing the columns are
 * ("treatment", "class", "course"), a word the book never writes. The engine ranks the columns
 * of such a family for "which item earns the most"; here the kind word is read as "item" when
 * the book has exactly one family of alike columns across and the word names nothing in it.
 * Anything else is left to the engine unchanged (and refused there when the word names nothing).
 */
import type { Workbook } from './model';
import { canonical } from './text';
import { viewsOf } from './view';

const ASKED =
  /^(which|what)( one)? ([a-z]+?)(?:es|s)? (earns?|earned|makes?|made|brings? in|brought in|generates?|generated|sells?|sold|did)( us)?( the)? (most|least|best|worst)\b/i;
const SELLING = /\b(best|top|worst)[- ]selling ([a-z]+?)(?:es|s)?\b/i;

/** People are never what months × items columns are: "which customer" stays the engine's. */
const PEOPLE =
  /^(customer|client|guest|patient|member|staff|employee|person|people|worker|therapist|dentist|doctor|teacher|instructor|trainer|stylist|seller|salesperson|rep|supplier|vendor|user|buyer|owner)$/;

function bookWords(wb: Workbook): Set<string> {
  const out = new Set<string>();
  const add = (s: string | undefined): void => {
    if (s) for (const w of canonical(s)) out.add(w);
  };
  for (const s of wb.sheets) {
    add(s.name);
    for (const t of s.tables) {
      add(t.title);
      for (const c of t.columns) add(c.label);
      for (const r of t.rows) for (const c of r.cells) if (typeof c === 'string') add(c);
    }
  }
  return out;
}

/** One family of alike columns across months (the columns are the items). */
function hasOneAcrossFamily(wb: Workbook): boolean {
  const families = viewsOf(wb).flatMap((v) =>
    v.targets.filter((t) => t.kind === 'cols' && !t.group && v.table.layout === 'long'),
  );
  return families.length === 1;
}

export function itemKindWording(wb: Workbook, text: string): string {
  const asked = ASKED.exec(text.trim());
  const selling = asked ? undefined : SELLING.exec(text);
  const noun = asked?.[3] ?? selling?.[2];
  if (!noun || noun.length < 4 || PEOPLE.test(noun.toLowerCase())) return text;
  const said = canonical(noun);
  if (!said.length || said.some((w) => bookWords(wb).has(w))) return text;
  if (!hasOneAcrossFamily(wb)) return text;
  return text.replace(new RegExp(`\\b${noun}(?:es|s)?\\b`, 'i'), 'item');
}
