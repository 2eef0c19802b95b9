/**
 * Issue 13, pass 48 (R2): which loan a question is about. A loan schedule holds one loan (the
 * press & tank loan, the arena loan); the schedule's rate, balance or payments were given for
 * "the van loan", "the horsebox finance", "the mortgage" or "what rate would another bank give
 * us". Here:
 * - a word naming which loan, before a loan word ("the van loan", "horsebox finance", "the
 *   tractor HP"), or a kind of borrowing that is its own word (mortgage, overdraft, hire
 *   purchase, lease, credit card), must be found in the schedule's sheet name, title, terms or
 *   notes. Not there, and nowhere else in the book: refused naming the loan the sheet holds.
 *   Found on another sheet only: left to the engine (a balance sheet's "Van loan" line);
 * - another bank, another lender, "could we get", "would (a bank) give / offer / charge", a
 *   better rate or deal, refinancing: the sheet holds only our own loan's terms, refused.
 */
import { cellText } from './cell-figures';
import type { Workbook } from './model';
import type { Schedule } from './schedule';

/** a loan word: the words before it say which loan */
const NOUN =
  /^(loans?|finance|financing|hp|lease|leases|mortgages?|overdrafts?|facility|agreement|borrowing|debt)$/;
/** kinds of borrowing that are themselves the name: they must be on the sheet */
const KIND = /^(mortgages?|overdrafts?|hp|lease|leases)$/;
const KIND_PHRASE = /\b(hire purchase|credit card|line of credit|credit line|invoice finance)\b/;
/** words before a loan word that do not say which loan */
const PLAIN = new Set(
  (
    'the our this that these those a an my your their its on for of in to with from at by is are ' +
    'was were be what whats which how much many rate rates interest monthly month current ' +
    'business bank banks existing whole same total remaining outstanding left main one only ' +
    'new old original big small repayment repayments payment payments balance term terms apr ' +
    'still owe owed owing do does did we us i it has have had and or vs against per each ' +
    'loan loans finance asset assets equipment machine machinery kit secured unsecured fixed ' +
    'variable commercial long short'
  ).split(' '),
);
/** a thing named after "on the" that is any loan's (the machine, the kit) */
const ANY = /^(loan|loans|lease|machine|machinery|equipment|kit|finance|asset|assets|schedule)$/;

const HYPOTHETICAL =
  /\b(?:another|other|different|a new|new|cheaper|competing|rival) (?:bank|banks|lender|lenders|provider|providers|finance company|building society|loan offer|quote)s?\b|\b(?:could|can|might) (?:we|i) (?:get|be offered|find|qualify)\b|\bwould (?:a |an |the |another |other |any |our |they |that |this |[a-z]+ )?(?:[a-z]+ )?(?:give|offer|charge|lend|quote)\b|\bbetter (?:rate|deal|terms|offer)\b|\brefinanc\w*\b|\bre-?mortgag\w*\b|\bswitch(?:ed|ing)? (?:lenders?|banks?|loans?)\b|\bshop(?:ping)? around\b|\bmarket rate\b|\bgoing rate\b/;

const norm = (s: string): string => ` ${s.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
const stem = (w: string): string => w.replace(/(?<=[a-z]{3})(?:es|s)$/, '');

/** the texts that say which loan the schedule is: sheet name, notes, titles, terms */
function loanTexts(wb: Workbook, s: Schedule): string[] {
  const sheet = wb.sheets.find((x) => x.name === s.table.sheet);
  return [
    s.table.sheet,
    ...(sheet?.notes ?? []),
    ...(sheet?.tables ?? []).flatMap((t) => [
      t.title ?? '',
      ...(t.notes ?? []),
      ...(t === s.table ? [] : t.rows.slice(0, 12).flatMap((r) => r.cells.map(cellText))),
    ]),
  ]
    .filter((x): x is string => !!x)
    .map(norm);
}

/** the texts of the book's other sheets: names, titles, headers, row labels, text cells */
function otherTexts(wb: Workbook, s: Schedule): string[] {
  return wb.sheets
    .filter((sh) => sh.name !== s.table.sheet)
    .flatMap((sh) => [
      sh.name,
      ...sh.notes,
      ...sh.tables.flatMap((t) => [
        t.title ?? '',
        ...(t.notes ?? []),
        ...t.columns.map((c) => c.label),
        ...t.rows.flatMap((r) => [r.label ?? '', ...r.cells.map(cellText)]),
      ]),
    ])
    .filter((x): x is string => !!x)
    .map(norm);
}

const found = (texts: string[], w: string): boolean =>
  texts.some(
    (x) => x.includes(` ${w} `) || x.includes(` ${stem(w)} `) || x.includes(` ${stem(w)}s `),
  );

/** The words of the question that say which loan (each must be on the sheet). */
export function loanNameWords(q: string): string[] {
  const ws = q.toLowerCase().match(/[a-z0-9]+|&/g) ?? [];
  const out: string[] = [];
  ws.forEach((w, i) => {
    if (!NOUN.test(w)) return;
    if (KIND.test(w)) out.push(w);
    // the words just before: "the press & tank loan", "horsebox finance"
    for (let k = i - 1; k >= 0 && k >= i - 4; k -= 1) {
      const x = ws[k]!;
      if (x === '&' || x === 'and') continue;
      if (PLAIN.has(x) || /^\d+$/.test(x) || NOUN.test(x)) break;
      out.push(x);
    }
  });
  const phrase = KIND_PHRASE.exec(q.toLowerCase());
  if (phrase) out.push(...phrase[1]!.split(' ').filter((w) => !PLAIN.has(w)));
  return [...new Set(out)];
}

/** the schedule's own name: its title, else the sheet's first title, else its sheet */
export function loanName(wb: Workbook, s: Schedule): string {
  const sheet = wb.sheets.find((x) => x.name === s.table.sheet);
  const title = [s.table, ...(sheet?.tables ?? [])].map((t) => t.title).find((x) => !!x);
  return title
    ? `'${title.split(/ (?=amount borrowed)/i)[0]}' (sheet '${s.table.sheet}')`
    : `on sheet '${s.table.sheet}'`;
}

/**
 * Why a question about a loan cannot be the schedule's: another lender asked, or a loan named
 * that the schedule is not. `'elsewhere'` when the words are found on another sheet only.
 */
export function loanNamedReason(
  wb: Workbook,
  s: Schedule,
  q: string,
  subject?: string,
): string | 'elsewhere' | undefined {
  if (HYPOTHETICAL.test(q))
    return `the sheet holds our own loan (${loanName(wb, s)}): its terms and schedule; it cannot say what another lender would give or what we could get`;
  let words = loanNameWords(q);
  // "what do we owe on the van": a thing named after on / for the
  if (subject)
    for (const w of subject.split(/[\s-]+/))
      if (w && !ANY.test(w) && !PLAIN.has(w) && !/^(?:loan|finance|lease)$/.test(w)) words.push(w);
  if (!words.length) return undefined;
  words = [...new Set(words)];
  const own = loanTexts(wb, s);
  const missing = words.filter((w) => !found(own, w));
  if (!missing.length) return undefined;
  const others = otherTexts(wb, s);
  if (missing.every((w) => found(others, w))) return 'elsewhere';
  return `the schedule is ${loanName(wb, s)} and nothing on it names ${missing.length === 1 && KIND.test(missing[0]!) ? `a ${missing[0]}` : `the ${missing.join(' ')}`}; it holds that one loan only`;
}
