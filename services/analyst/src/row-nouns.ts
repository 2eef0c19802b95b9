/**
 * Issue 13, pass 54: the nouns owners call a log's rows by, read from its title and headers,
 * never from one question. A column headed "PO #" / "PO No" / "Order #" beside a Supplier (or a
 * title saying purchase orders) makes each row a purchase order: "POs", "purchase orders",
 * "orders". A person column (Rep, Salesperson, Agent …) beside a Contract / Deal value makes each
 * row a deal: "deals", "sales", "jobs", "contracts"; "close", "closed", "won", "signed" say a
 * deal was made. The readers of those logs count, add and rank "the rows" under these nouns.
 */
import type { Table, Workbook } from './model';
import { headOf } from './log-rows';
import { normalizeText } from './text';

export type RowKind = 'purchase order' | 'deal';

export interface RowNouns {
  kind: RowKind;
  /** what one row is called in an answer */
  one: string;
  many: string;
  /** the nouns (singular and plural) a question may call the rows by */
  re: RegExp;
  /** the words the nouns are written with, for a reader's known words */
  words: string[];
}

const PO_HEAD = /^(po|p\.?o\.?|purchase order|order|po ref|order ref)\s*(#|no\.?|num|number|ref)?$/;
const SUPPLIER_HEAD = /^(supplier|vendor|supplier name|vendor name|from)$/;
const PO_TITLE = /\b(purchase orders?|po log|po register|orders? log|ordering log)\b/;
const PERSON_HEAD =
  /^(reps?|sales ?reps?|salesperson|sales person|salesman|saleswoman|agents?|sales agent|seller|consultant|sales consultant|closer|sold by)$/;
const DEAL_VALUE_HEAD =
  /^(contract value|deal value|contract amount|deal amount|deal size|contract price|job value|sale value|contract)$/;

const PO: Omit<RowNouns, 'kind'> = {
  one: 'purchase order',
  many: 'purchase orders',
  re: /\b(?:purchase orders?|p\.?o\.?s?|pos|orders?)\b/,
  words: ['po', 'pos', 'purchase', 'order', 'orders'],
};
const DEAL: Omit<RowNouns, 'kind'> = {
  one: 'deal',
  many: 'deals',
  re: /\b(?:deals?|sales?|jobs?|contracts?)\b/,
  words: ['deal', 'deals', 'sale', 'sales', 'job', 'jobs', 'contract', 'contracts'],
};

/** verbs that say a deal was made: "how many deals did Marcus close" */
export const CLOSED_WORDS =
  /\b(close|closes|closed|closing|won|win|wins|sign|signed|land|landed)\b/;

/** the nouns a table's rows go by, or undefined when its title and headers say no such log */
export function rowNounsOf(t: Table): RowNouns | undefined {
  const heads = t.columns.map((c) => headOf(c.label));
  const title = normalizeText([t.title ?? '', ...(t.notes ?? [])].join(' '));
  const poCol = heads.some((h) => PO_HEAD.test(h));
  const supplier = heads.some((h) => SUPPLIER_HEAD.test(h));
  if (supplier && (poCol || PO_TITLE.test(title))) return { kind: 'purchase order', ...PO };
  if (heads.some((h) => PERSON_HEAD.test(h)) && heads.some((h) => DEAL_VALUE_HEAD.test(h)))
    return { kind: 'deal', ...DEAL };
  return undefined;
}

/** the row noun a question names, with the question left without it */
export function rowNounAsked(q: string, n: RowNouns): { noun: string; rest: string } | undefined {
  const m = n.re.exec(q);
  if (!m) return undefined;
  return { noun: m[0], rest: `${q.slice(0, m.index)} ${q.slice(m.index + m[0].length)}` };
}

/** the past tense owners use for making a row of each kind: "ordered", "closed" / "won" */
const MADE: Record<RowKind, RegExp> = {
  'purchase order': /^(ordered|raised|placed)$/,
  deal: /^(closed|won|signed|landed|sold)$/,
};

/**
 * Whether `word`, said after "we" / "have" / "did" in the question, is the verb of making a row
 * of a log on `sheet` ("how many kg of salmon have we ordered"), never a Status value named.
 */
export function rowMadeVerb(wb: Workbook, sheet: string, question: string, word: string): boolean {
  const kinds = (wb.sheets.find((x) => x.name === sheet)?.tables ?? []).flatMap(
    (t) => rowNounsOf(t)?.kind ?? [],
  );
  return (
    kinds.some((k) => MADE[k].test(word)) &&
    new RegExp(`\\b(?:we|weve|have|has|had|did|i|you|they)\\s+${word}\\b`).test(question)
  );
}
