/**
 * Issue 13, pass 35 (W6): yes/no flag columns as filters. A grant tracker with a "Restricted?"
 * column (Yes / No): "how many grants are restricted" counted every row (8, not the 6 with
 * Yes); "unspent restricted funds" was refused. An expense-claims log with "Rechargeable to
 * client" (Y / N) and "Approved" (Yes / Pending): "how much can we recharge to clients" summed
 * every Amount.
 *
 * A column of a long table whose values are yes/no flags (Y/N, Yes/No, True/False, ✓/blank,
 * Yes/Pending), named in the question by its first word or that word's stem (restricted,
 * rechargeable ← recharge, approved ← approve, billable ← bill), keeps the rows on the yes side
 * ("not <word>", "non-<word>": the no side), and drops the table's total rows. The question,
 * without the flag's words, is asked of that copy of the workbook; a question that then names
 * no column is asked as the total of the one column it names or of the table's one amount
 * column. A flag word the answer could not use is never dropped silently: it is refused.
 */
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import type { Column, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';
import { oncePer } from './once-per';

export const YES = /^(y|yes|true|✓|✔|☑)$/;
const NO = /^(n|no|false|pending|✗|✘|-|)$/;
const AMOUNT = /^(amount|total|value|net|gross|sum)\b/i;

export interface FlagFilter {
  book: Workbook;
  /** the question without the flag's words */
  ask: string;
  /** the question asked as the total of one column, when the first reading is refused */
  total?: string;
  /** "Restricted? is Yes" */
  says: string;
}

const stemOf = (w: string): string =>
  w
    .toLowerCase()
    .replace(/(?:able|ible)$/, '')
    .replace(/(?:ed|ing|es|s)$/, '')
    .replace(/e$/, '');

const flagValue = (t: Table, c: Column, i: number): string =>
  (t.rows[i] ? (cellText(t.rows[i]!.cells[t.columns.indexOf(c)]) ?? '') : '').trim().toLowerCase();

export const flagColumns = oncePer(readFlagColumns);

function readFlagColumns(t: Table): Column[] {
  const data = t.rows.map((r, i) => [r, i] as const).filter(([r]) => r.kind === 'data');
  if (data.length < 3) return [];
  return t.columns.filter((c) => {
    if (c.role === 'value' || c.role === 'date') return false;
    const vals = data.map(([, i]) => flagValue(t, c, i));
    return (
      vals.some((v) => YES.test(v)) &&
      vals.some((v) => !YES.test(v)) &&
      vals.every((v) => YES.test(v) || NO.test(v))
    );
  });
}

export function yesNoFlagFilter(wb: Workbook, question: string): FlagFilter | undefined {
  const q = plainQuestion(question);
  const qWords = q.match(/[a-z]+/g) ?? [];
  const hits: Array<{ s: number; t: Table; c: Column; word: string }> = [];
  wb.sheets.forEach((s, si) =>
    s.tables.forEach((t) => {
      if (t.layout !== 'long') return;
      for (const c of flagColumns(t)) {
        const key = (c.label.match(/[a-z]+/gi) ?? [])[0];
        if (!key || key.length < 4) continue;
        // pass 51 (L3c): "reorder" beside Reorder level and Reorder qty names those columns
        // too, never the Reorder? flag alone ("cost to reorder …" added the Reorder level)
        const first = (x: Column) => stemOf((x.label.match(/[a-z]+/gi) ?? [])[0] ?? '');
        if (t.columns.some((o) => o !== c && o.type !== 'text' && first(o) === stemOf(key)))
          continue;
        const word = qWords.find((w) => w.length >= 4 && stemOf(w) === stemOf(key));
        if (word) hits.push({ s: si, t, c, word });
      }
    }),
  );
  if (hits.length !== 1) return undefined;
  const { s, t, c, word } = hits[0]!;
  const negated = new RegExp(
    // pass 54: "haven't we paid yet", "hasn't been paid" are the no side too; so is the flag's
    // word a few words after the negation ("haven't signed the waiver" of Waiver signed)
    `\\b(?:not|non|(?:isn|aren|wasn|weren|haven|hasn|hadn|didn|don|doesn)['\\s]?t|never)[\\s-]+(?:[a-z]+ ){0,3}?${word}\\b`,
  ).test(q);
  const ci = t.columns.indexOf(c);
  const keep = (v: string) => (negated ? !YES.test(v) : YES.test(v));
  const rows = t.rows.filter(
    (r) =>
      r.kind === 'section' ||
      (r.kind === 'data' && keep((cellText(r.cells[ci]) ?? '').trim().toLowerCase())),
  );
  if (!rows.some((r) => r.kind === 'data')) return undefined;
  const table: Table = { ...t, rows };
  const sheets = wb.sheets.map((sh, i) =>
    i === s ? { ...sh, tables: sh.tables.map((x) => (x === t ? table : x)) } : sh,
  );
  const book: Workbook = { ...wb, sheets };
  // the flag's words go: "not", the word, and the other words of the column's label
  const label = new Set((c.label.match(/[a-z]+/gi) ?? []).map(stemOf));
  const ask = qWords
    .filter(
      (w) =>
        w !== word &&
        !label.has(stemOf(w)) &&
        !/^(not|non|isn|aren|wasn|weren|haven|hasn|hadn|didn|don|doesn|never|t)$/.test(w),
    )
    .join(' ');
  const askWords = new Set(canonical(ask));
  const values = t.columns.filter((x) => x.role === 'value');
  const named = values.filter((x) => canonical(x.label).every((w) => askWords.has(w)));
  const amounts = values.filter((x) => AMOUNT.test(x.label.trim()));
  const one = named.length === 1 ? named[0] : amounts.length === 1 ? amounts[0] : undefined;
  const total = /^how many\b/.test(ask) || !one ? undefined : `total ${one.label.trim()}`;
  const yes = t.rows
    .map((r) => (cellText(r.cells[ci]) ?? '').trim())
    .filter((v) => YES.test(v.toLowerCase()));
  const side = negated ? `not ${yes[0] ?? 'yes'}` : (yes[0] ?? 'yes');
  return { book, ask, total, says: `${c.label.trim()} is ${side}` };
}

/** the answer, told with the filter it was read under */
export function flagFiltered(a: Answer, says: string): Answer {
  const [first, ...rest] = a.text.split('\n');
  return {
    ...a,
    text: [`Only the rows whose ${says}: ${first}`, ...rest].join('\n'),
    figures: a.figures.map((f, i) => (i === 0 ? { ...f, label: `${f.label} (${says})` } : f)),
  };
}
