/**
 * Resolving a question against the workbook: which table, which measure(s) (a column, a
 * row, a section or all rows), which category values, which column tags (Budget, Actual),
 * what to group by, and which words of the question remain unexplained (a reason to refuse
 * rather than guess).
 */
import type { Question } from './question';
import type { CategoryValue, Target, TableView } from './view';
import {
  SECTION_COL,
  categoryNorm,
  cellText,
  isSalesLog,
  BUYER_LABEL,
  periodsOf,
  tagColumns,
  viewsOf,
  withoutAccountCode,
} from './view';
import { scopedColumns } from './budget-scope';
import { cellNumber } from './cell-figures';
import { decEq, decMul, decRound } from './decimal';
import { oncePer } from './once-per';
import { wholeOfParts } from './whole-of-parts';
import { groupingLabelColumn } from './detect';
import type { Workbook } from './model';
import { periodFromText } from './periods';
import { AGE_WORDS, OWE_WORDS, ageTarget, isAging } from './aging';
import {
  BASE_VOCABULARY,
  FILLER,
  STOP,
  canonical,
  canonicalWord,
  correctWord,
  weight,
  words,
} from './text';

export interface DimMatch {
  col: number;
  values: CategoryValue[];
}

/** Words of a change computed between periods (also the header of a report's Change column). */
const CHANGE_WORDS = /^(change|increase|decrease|growth|yoy|variance)$/;

export interface Resolution {
  view: TableView;
  targets: Target[];
  /** measure chosen because the question named the table, a category or nothing else */
  defaulted: boolean;
  dims: DimMatch[];
  groupCol?: number;
  groupRows?: boolean;
  tags: string[];
  /** wide tables: the value columns the question's words select */
  valueCols?: number[];
  unexplained: string[];
  score: number;
  /** the best label match was partial */
  weak: boolean;
  /**
   * Other measures the question's words fit exactly as well as the chosen one ("pay" over
   * Basic Pay, Gross Pay and Net Pay): two readings, so the answer asks instead of picking.
   */
  rivals: Target[];
  /** when no measure was chosen: the columns the question could mean (to ask which) */
  candidates: string[];
}

interface Scored {
  target: Target;
  score: number;
  matched: string[];
  coverage: number;
  firstPos: number;
}

interface Vocabulary {
  vocab: Set<string>;
  byLen: Map<number, string[]>;
  /** the workbook's own words (no finance vocabulary): what a shortened word can stand for */
  own: Set<string>;
}

const vocabCache = new WeakMap<Workbook, Vocabulary>();

function vocabulary(wb: Workbook): Vocabulary {
  let v = vocabCache.get(wb);
  if (v) return v;
  const vocab = new Set<string>(BASE_VOCABULARY);
  const own = new Set<string>();
  const add = (s: string): void => {
    for (const w of words(s))
      if (w.length >= 3 && !/\d/.test(w)) {
        vocab.add(w);
        own.add(w);
      }
  };
  for (const view of viewsOf(wb)) {
    add(view.sheet.name);
    add(view.table.title ?? '');
    for (const col of view.table.columns) add(`${col.group ?? ''} ${col.label}`);
    for (const t of view.targets) add(t.name);
    for (const [, values] of view.categories) {
      let n = 0;
      for (const cv of values.values()) {
        add(cv.display);
        if ((n += 1) > 300) break;
      }
    }
  }
  const byLen = new Map<number, string[]>();
  for (const w of vocab) {
    const list = byLen.get(w.length) ?? [];
    list.push(w);
    byLen.set(w.length, list);
  }
  v = { vocab, byLen, own };
  vocabCache.set(wb, v);
  return v;
}

/** Things sold by the piece: "how many cups did we sell" asks for units sold. */
const UNIT_NOUNS = new Set(
  (
    'cups bags boxes bottles pieces pcs packs packets sacks cases cartons kilos kgs liters litres ' +
    'loaves dozens trays cans jars rolls sets pairs tins bars'
  ).split(' '),
);

/**
 * "How many cups did we sell?" on a sheet that never says "cups": the units sold (the quantity
 * column), not a count of rows. A unit noun the workbook does use (a product "Paper cups") is
 * left as written.
 */
function unitsAsked(raw: string, vocab: Set<string>, wb: Workbook): string {
  return raw.replace(
    /\b(how many )([a-z]+)( (?:did|do|have|has|had) (?:we|you|they|i) (?:sell|sold|buy|bought|order|ordered|ship|shipped|use|used|move|moved)\b)/i,
    (all, head: string, noun: string, tail: string) =>
      (UNIT_NOUNS.has(noun.toLowerCase()) &&
        !vocab.has(noun.toLowerCase()) &&
        !vocab.has(noun.toLowerCase().replace(/e?s$/, ''))) ||
      soldByTitle(wb, noun.toLowerCase())
        ? `${head}units${tail}`
        : all,
  );
}

/**
 * After blind-41: "how many records did we sell" on the sales log of "Groove Merchant Records"
 * counted its rows. A plural noun that only a table's title says (the business's own goods),
 * never a column or a cell, on a table with a quantity column, is what every row sells: its
 * units.
 */
function soldByTitle(wb: Workbook, noun: string): boolean {
  if (!/[a-z]{3,}s$/.test(noun) || /^(sales|orders|transactions|receipts|invoices)$/.test(noun))
    return false;
  const word = new RegExp(`\\b${noun.replace(/e?s$/, '')}(e?s)?\\b`, 'i');
  return wb.sheets.some((s) =>
    s.tables.some(
      (t) =>
        word.test(t.title ?? '') &&
        t.columns.some((c) => c.role === 'value' && /^(qty|quantity|units)\b/i.test(c.label)) &&
        !t.columns.some((c) => word.test(c.label)) &&
        !t.rows.some((r) => r.cells.some((c) => typeof c === 'string' && word.test(c))),
    ),
  );
}

/** Fixes typos against the workbook's own words and finance vocabulary. */
export function correctQuestion(wb: Workbook, raw: string): string {
  const { vocab, byLen, own } = vocabulary(wb);
  // pass 31 (M1): a word is a run of letters, accented ones too: "Ferretería" split at the "í"
  // had "ferreter" lengthened to "ferreteria" and the "ía" left over ('ferreteriaia'); a word
  // with an accent is left whole (the accent fold matches it to the workbook's word)
  return unitsAsked(raw, vocab, wb).replace(/\p{L}{4,}/gu, (w) => {
    if (/[^A-Za-z]/.test(w)) return w;
    const lower = w.toLowerCase();
    const fixed = shortFor(lower, vocab, own) ?? correctWord(lower, vocab, byLen);
    return fixed === lower ? w : fixed;
  });
}

/**
 * "merch" for "Merchandise", "equip" for "Equipment": a word the workbook does not hold that
 * begins exactly one of its own longer words is that word shortened (before any typo
 * correction: "merch" is one letter from "march", which would turn it into a month).
 */
function shortFor(w: string, vocab: Set<string>, own: Set<string>): string | undefined {
  if (w.length < 4 || vocab.has(w) || STOP.has(w) || FILLER.has(w)) return undefined;
  // after blind-41: "snack" is no short "snackbox" (a compound of two words: snack + box)
  const compound = (o: string): boolean => {
    const rest = o.slice(w.length);
    return (
      rest.length >= 3 &&
      (vocab.has(rest) ||
        UNIT_NOUNS.has(rest) ||
        UNIT_NOUNS.has(`${rest}es`) ||
        UNIT_NOUNS.has(`${rest}s`))
    );
  };
  // nor "stayed" a long "stay": a past tense of the same word is no shortening ("roofing"
  // for "roof" stays: a trade's name)
  const inflected = (o: string): boolean => /^(e?d)$/.test(o.slice(w.length));
  const longer = [...own].filter(
    (o) => o.length >= w.length + 2 && o.startsWith(w) && !compound(o) && !inflected(o),
  );
  const stems = new Set(longer.map((o) => o.replace(/(es|s)$/, '')));
  return stems.size === 1 ? longer.sort((a, b) => a.length - b.length)[0] : undefined;
}

function labelScore(
  tokens: string[],
  q: Map<string, number>,
): { coverage: number; matched: string[]; firstPos: number } | undefined {
  const uniq = [...new Set(tokens)].filter((t) => !STOP.has(t));
  if (uniq.length === 0) return undefined;
  let total = 0;
  let got = 0;
  let strong = 0;
  let firstPos = Infinity;
  const matched: string[] = [];
  for (const t of uniq) {
    const w = weight(t);
    total += w;
    const pos = q.get(t);
    if (pos !== undefined) {
      got += w;
      matched.push(t);
      if (w >= 0.6 || uniq.length === 1) strong += 1;
      firstPos = Math.min(firstPos, pos);
    }
  }
  // a label of weak words only ("Ending balance", "Net pay") is named by all of its words
  if (strong === 0 && !(matched.length === uniq.length && uniq.length >= 2)) return undefined;
  const coverage = got / total;
  if (coverage < 0.5) return undefined;
  return { coverage, matched, firstPos };
}

function phraseIn(text: string, phrase: string): boolean {
  if (!phrase) return false;
  const re = new RegExp(
    `(^|[^a-z0-9])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`,
  );
  return re.test(text);
}

function chosenTokens(targets: Target[]): string[] {
  return targets.flatMap((t) => t.tokens);
}

function phrasePos(text: string, phrase: string): number {
  const m = new RegExp(
    `(^|[^a-z0-9])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`,
  ).exec(text);
  return m ? m.index : Infinity;
}

/** Words for one line of a log: "per expense" is per row. */
const PER_ROW_WORDS =
  /^(lines?|items?|expenses?|costs?|entry|entries|transactions?|sales?|rows?|records?|invoices?|orders?|purchases?|payments?)$/;

/** Words for one row of a log. */
const LOG_ROW_WORDS = /^(purchase|transaction|entry|payment|order|invoice)$/;

/** Words that say what kind of line a description is, not whose or what for. */
const KIND_OF_LINE =
  /^(payment|transfer|card|deposit|withdrawal|debit|credit|transaction|purchase|charge|fee|order|invoice|receipt|refund|expense|revenue|income|cost|total)$/;

/** Words that ask for a price, and the columns that hold one. */
export const PRICE_WORDS = [
  'cheapest',
  'expensive',
  'priciest',
  'dearest',
  'costliest',
  'charge',
  'charged',
];
export const PRICE_NAME = /\b(price|unit cost|cost per|rate)\b|^cost$/i;

/** The money columns that, row by row, times a count column are another money column. */
const unitPriceCols = oncePer((view: TableView): Set<number> => {
  const out = new Set<number>();
  const cols = view.table.columns;
  if (view.table.layout !== 'long') return out;
  const rows = view.dataRows.map((ri) => view.table.rows[ri]!);
  const money = cols.flatMap((c, i) => (c.type === 'money' ? [i] : []));
  const counts = cols.flatMap((c, i) => (c.type === 'number' && c.role === 'value' ? [i] : []));
  for (const a of money)
    for (const q of counts)
      for (const m of money) {
        if (m === a) continue;
        const both = rows.filter(
          (r) =>
            cellNumber(r.cells[a]) !== undefined &&
            cellNumber(r.cells[q]) !== undefined &&
            cellNumber(r.cells[m]) !== undefined,
        );
        if (both.length < 3) continue;
        const fits = both.filter((r) =>
          decEq(
            decRound(decMul(cellNumber(r.cells[a])!, cellNumber(r.cells[q])!), 2),
            decRound(cellNumber(r.cells[m])!, 2),
          ),
        ).length;
        if (fits >= both.length * 0.9) out.add(a);
      }
  return out;
});

/** A gathering (not an order or a sale) whose size is the people at it. */
const GATHERINGS = ['wedding', 'party', 'event', 'function', 'conference', 'reception', 'group'];
const SIZE_WORDS = ['biggest', 'largest', 'smallest', 'big', 'large', 'small'];
const HEADCOUNT = /\b(guests?|attendees?|covers|pax|headcount|people|delegates|heads)\b/i;
function gatheringSize(qPos: Map<string, number>): boolean {
  return GATHERINGS.some((w) => qPos.has(w)) && SIZE_WORDS.some((w) => qPos.has(w));
}

/** Words that name a plan rather than what happened. */
const PLAN_WORDS = ['budget', 'budgeted', 'plan', 'planned', 'target', 'forecast', 'variance'];

const GENERIC = [
  'revenue',
  'expense',
  'income',
  'cost',
  'charge',
  'fee',
  'payment',
  'position',
  'withholding',
];

const SEASONS = /^(spring|summer|autumn|fall|winter)$/;

/** A column "X (qualifier)" with a sibling "X (current)", its own qualifier not asked. */
function alternativeOfCurrent(view: TableView, name: string, text: string): boolean {
  const m = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name.trim());
  if (!m || /^(current|actual|now|today)$/i.test(m[2]!.trim())) return false;
  if (
    new RegExp(
      `\\b${m[2]!
        .trim()
        .toLowerCase()
        .replace(/[^a-z ]/g, '')}\\b`,
    ).test(text)
  )
    return false;
  const stem = m[1]!.trim().toLowerCase();
  return view.table.columns.some((c) => {
    const o = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(c.label.trim());
    return (
      !!o &&
      o[1]!.trim().toLowerCase() === stem &&
      /^(current|actual|now|today)$/i.test(o[2]!.trim())
    );
  });
}

/** The kind of thing a "best-selling X" / "which X sold the most" question ranks. */
function soldKindWord(q: Question): string | undefined {
  const m =
    /\b(?:best|top|worst|biggest|most popular)[- ]?(?:selling|seller|sellers)\s+([a-z]+)/.exec(
      q.text,
    ) ?? /\bwhich ([a-z]+) (?:sold|sells|sell|selling)\b/.exec(q.text);
  return m ? canonicalWord(m[1]!) : undefined;
}

/** Words owners put before a thing to tell it apart, never its name on their own. */
const WEAK_HEAD = /^(new|old|big|small|little|main|latest|second)$/;

const CONCEPTS = new Set(['revenue', 'expense', 'profit', 'income', 'margin', 'tax', 'cash']);

/**
 * Pass 40 (M3): owners name a sheet's rows by their kind ("which family owes the most" on
 * `Parent / Account`, "which customer" on `Contact`, "the library job" on `Project`): the word
 * is the one label or category column whose header is of that kind; two such columns, or none,
 * leave it unexplained.
 */
const ROLE_HEADERS: Array<[RegExp, RegExp]> = [
  [
    /^(family|customer|contact|debtor|parent|household|payer|tenant)$/,
    /\b(contacts?|accounts?|names?|customers?|clients?|debtors?|parents?|family|families|households?|payers?|tenants?)\b/i,
  ],
  [/^(job|project|contract)$/, /\b(jobs?|projects?|contracts?)\b/i],
];
function roleColumn(view: TableView, word: string): number | undefined {
  const rule = ROLE_HEADERS.find(([w]) => w.test(word));
  if (!rule) return undefined;
  const cols = [...view.catCols, ...view.labelCols].filter((ci) =>
    rule[1].test(view.table.columns[ci]!.label),
  );
  return cols.length === 1 ? cols[0] : undefined;
}

const GROUP_ROW_WORDS = new Set([
  'item',
  'line',
  'expense',
  'cost',
  'category',
  'account',
  'row',
  'component',
  'type',
  'segment',
]);

export function resolve(wb: Workbook, q: Question): Resolution[] {
  const qTokens = canonical(q.rest);
  const qPos = new Map<string, number>();
  qTokens.forEach((t, i) => {
    if (!qPos.has(t)) qPos.set(t, i);
  });
  const normText = categoryNorm(q.text);
  const opCanon = new Set([...q.opWords].map((w) => canonicalWord(w)));
  // the kind of thing a "best-selling X" question ranks, read once for every view
  const kindWord = soldKindWord(q);
  // "increase / (decrease)" reads as one word, "change" (text.ts PHRASES): still the operation
  if (q.opWords.has('increase') || q.opWords.has('decrease')) opCanon.add('change');
  const out: Resolution[] = [];
  for (const view of viewsOf(wb)) {
    const scored: Scored[] = [];
    for (const target of view.targets) {
      const whole = labelScore(target.tokens, qPos);
      const own =
        target.kind === 'col' && target.own && target.own.some((t) => weight(t) >= 0.6)
          ? labelScore(target.own, qPos)
          : undefined;
      const m = own && (!whole || own.coverage > whole.coverage) ? own : whole;
      if (!m) continue;
      let score = m.coverage + 0.02 * m.matched.length;
      // a label made only of weak words ("Total") loses to one that names something
      if (target.tokens.every((t) => weight(t) < 0.6)) score *= 0.5;
      // "auto expenses": the line named by its own word ("6100 Auto") beats the one named
      // only by a generic finance word ("Expenses") when both are named in full
      if (target.tokens.every((t) => weight(t) < 0.6 || GENERIC.includes(t))) score -= 0.03;
      if (
        phraseIn(normText, categoryNorm(target.name)) ||
        phraseIn(normText, categoryNorm(withoutAccountCode(target.name)))
      )
        score += 0.15;
      if (target.kind === 'row' && target.total) score += qPos.has('total') ? 0.05 : -0.01;
      // after blind-40: "sales" never names a log's Sales Price (one unit's price) when the
      // question says nothing of a price: the sales are its Amount
      if (
        target.kind === 'col' &&
        view.table.layout === 'long' &&
        UNIT_PRICE.test(target.name.trim()) &&
        !/\b(price|prices|priced|rate|each|per unit|a unit|unit)\b/.test(q.text) &&
        view.targets.some((o) => o.kind === 'col' && AMOUNT.test(o.name.trim()))
      )
        continue;
      // "the net Total other (expense) income": a line named "Total ..." beats its namesake
      // without "Total" when the question says "total" right before the rest of its name
      if (target.kind === 'row' && /^total\b/i.test(target.name)) {
        // as written, or without its footnotes and parentheses ("(cents per share) (1)")
        const name = target.name.replace(/,\s*net$/i, '');
        const cores = [name, name.replace(/\s*\([^)]*\)/g, '')].map(categoryNorm);
        if (cores.some((c) => c.split(' ').length > 1 && phraseIn(normText, c))) score += 0.25;
      }
      // a row under a heading ("Basic" under "Earnings per share"): the heading's words help
      if (target.kind === 'row' && target.context) {
        const extra = target.context.filter(
          (t) => weight(t) >= 0.6 && qPos.has(t) && !target.tokens.includes(t),
        );
        score += Math.min(extra.length, 3) * 0.08;
      }
      // after blind-44: "Weekly cost (cheapest)" beside "Weekly cost (current)" is what could
      // be: the current one is read unless the question names the other's qualifier
      if (target.kind === 'col' && alternativeOfCurrent(view, target.name, q.text)) score -= 0.25;
      scored.push({
        target,
        score,
        matched: m.matched,
        coverage: m.coverage,
        firstPos: m.firstPos,
      });
    }
    scored.sort((a, b) => b.score - a.score || a.target.name.length - b.target.name.length);
    // after blind-42: "pension deductions" names the Pension column under the Deductions
    // group, not the group: a member that matched the group's words and more wins
    for (let i = scored.length - 1; i >= 0; i -= 1) {
      const g = scored[i]!;
      if (g.target.kind !== 'cols' || !g.target.group) continue;
      const members = g.target.cols;
      const beaten = scored.some(
        (o) =>
          o.target.kind === 'col' &&
          members.includes(o.target.col) &&
          o.matched.length > g.matched.length &&
          g.matched.every((t) => o.matched.includes(t)),
      );
      if (beaten) scored.splice(i, 1);
    }

    // category values named in the question
    const dims: DimMatch[] = [];
    const dimTokens = new Set<string>();
    for (const [ci, values] of view.categories) {
      const hits: CategoryValue[] = [];
      for (const cv of values.values()) {
        if (cv.norm.length < 2) continue;
        const strongTokens = cv.tokens.filter((t) => !FILLER.has(t) && !STOP.has(t));
        if (strongTokens.length === 0) continue;
        // years and dates in a label column are periods, handled as such
        if (/^[\d\s.,%-]+$/.test(cv.norm) || periodFromText(cv.display)) continue;
        if (phraseIn(normText, cv.norm)) hits.push(cv);
        // "utility bills" names the category "Utilities": all its words, in canonical form
        // (every word of the value counts: "Fuel May" is not named by "fuel")
        else if (
          cv.tokens.length <= 3 &&
          cv.norm.split(' ').length === cv.tokens.length &&
          cv.norm.split(' ').every((w) => w.length >= 3) &&
          cv.tokens.every((t) => qPos.has(t))
        )
          hits.push(cv);
        // after blind-42: "e-bike" names "E-bikes": every word, short ones too, said in a row
        else if (
          cv.tokens.length > 1 &&
          cv.tokens.length <= 3 &&
          cv.tokens.some((t) => t.length < 3) &&
          ` ${qTokens.join(' ')} `.includes(` ${cv.tokens.join(' ')} `)
        )
          hits.push(cv);
      }
      // drop values contained in a longer hit ("widget" inside "widget a"), and a value named
      // only word by word whose words all belong to a longer hit ("net income" inside "net
      // operating income": pass 12, both lines were summed)
      const kept = hits
        .filter(
          (h) =>
            !hits.some((o) => o !== h && o.norm.length > h.norm.length && phraseIn(o.norm, h.norm)),
        )
        .filter(
          (h) =>
            phraseIn(normText, h.norm) ||
            !hits.some(
              (o) =>
                o !== h &&
                o.tokens.length > h.tokens.length &&
                h.tokens.every((t) => o.tokens.includes(t)),
            ),
        )
        .sort((a, b) => phrasePos(normText, a.norm) - phrasePos(normText, b.norm));
      if (kept.length) {
        dims.push({ col: ci, values: kept });
        for (const h of kept) for (const t of h.tokens) dimTokens.add(t);
      }
    }
    // a heading named only by words of a line named in full ("Income" inside "Net income",
    // a line outside that heading) is not a second filter: the line is what was asked
    {
      const si = dims.findIndex((d) => d.col === SECTION_COL);
      const lines = dims.filter((d) => d.col !== SECTION_COL).flatMap((d) => d.values);
      if (si >= 0 && lines.length) {
        const inside = dims[si]!.values.every((sv) =>
          lines.some((lv) => lv.norm !== sv.norm && phraseIn(lv.norm, sv.norm)),
        );
        // a heading that repeats a category value ("Fuel" above rows whose Category is Fuel)
        // is that value, not a second filter
        const repeated = dims[si]!.values.every((sv) => lines.some((lv) => lv.norm === sv.norm));
        if (inside || repeated) dims.splice(si, 1);
      }
    }

    // "rice" for "Rice sack 25kg", "cooking oil" for "Cooking oil 1L": when nothing is named
    // in full, the one value of a column that starts with the question's words
    // ("road bikes" with the category "Bikes" named too: the item "Road bike 54cm" in its column)
    {
      const targetWords = new Set(view.targets.flatMap((t) => t.tokens));
      const named = new Set(dims.map((d) => d.col));
      // after blind-41: "which client …" names the Client column to rank by, never the
      // activity "Call with client"
      const whichCol =
        q.which !== undefined &&
        view.table.columns.some(
          (c) => c.role === 'category' && canonical(c.label).includes(canonicalWord(q.which!)),
        )
          ? canonicalWord(q.which)
          : undefined;
      const ok = (t: string): boolean =>
        qPos.has(t) &&
        t !== whichCol &&
        (!named.size || !dimTokens.has(t)) &&
        weight(t) >= 0.6 &&
        !opCanon.has(t) &&
        !CONCEPTS.has(t) &&
        !GENERIC.includes(t) &&
        !targetWords.has(t);
      const found: Array<{ col: number; value: CategoryValue; tail?: boolean }> = [];
      for (const [ci, values] of view.categories) {
        if (ci === SECTION_COL || named.has(ci)) continue;
        const starts = [...values.values()].filter(
          (cv) => cv.tokens.length > 1 && cv.tokens[0] !== undefined && ok(cv.tokens[0]),
        );
        // the head words the question says, as long as they go
        for (const cv of starts) {
          let k = 1;
          while (k < cv.tokens.length && ok(cv.tokens[k]!)) k += 1;
          const head = cv.tokens.slice(0, k);
          // after blind-43: "the new baler" never names "New Holland T7.210" by its "new"
          if (head.length === 1 && WEAK_HEAD.test(head[0]!)) continue;
          // after blind-44: "our best-selling game" names the kind of thing ranked, never
          // the item "Game mat" by its first word
          if (head.length === 1 && head[0] === kindWord) continue;
          const same = [...values.values()].filter((o) => head.every((h, i) => o.tokens[i] === h));
          // after blind-44: "saddles" is "Saddle repair"'s first word and "Charro saddle"'s last:
          // a word that other values hold too names none of them alone
          if (
            head.length === 1 &&
            [...values.values()].some((o) => !same.includes(o) && o.tokens.includes(head[0]!))
          )
            continue;
          // one value, or a family of values that differ only by a number ("CHECK PAYMENT
          // 100201", "CHECK PAYMENT 100355": the same kind of line)
          const stem = (o: CategoryValue): string =>
            o.tokens.filter((w) => !/\d/.test(w)).join(' ');
          // or a payee's lines named by their head word ("salaries" for "SALARY R. Costa" and
          // "SALARY M. Silva"), summed or ranked together; never a kind of line ("CARD PAYMENT")
          const family =
            same.length <= 5 &&
            ['total', 'average', 'max', 'min'].includes(q.op) &&
            !KIND_OF_LINE.test(head[0]!) &&
            same.every((o) => o.tokens.length > head.length);
          if (same.length === 1 || same.every((o) => stem(o) === stem(cv)) || family)
            found.push({ col: ci, value: cv });
        }
      }
      // "fuel" for "CARD PAYMENT GALP FUEL", "lisboa tours" for "TRANSFER FROM LISBOA TOURS":
      // the question's words inside one value of a description column (the only value holding
      // them), never a word that only says what kind of line it is ("payment", "transfer")
      // (not for a count: "how many executive officers" is not the rows of one officer's title)
      if (
        !found.length &&
        !named.size &&
        view.table.layout === 'long' &&
        !['count', 'list'].includes(q.op)
      ) {
        // a short first name written with its capital ("Lars" in "Petersen, Lars") counts too
        const names = new Set(
          (q.raw.match(/(?<=\s)[A-Z][a-z]{2,}\b/g) ?? []).flatMap((w) => canonical(w)),
        );
        const said = [...qPos.keys()].filter(
          (t) =>
            ok(t) &&
            t !== kindWord &&
            (t.length >= 4 || names.has(t)) &&
            !KIND_OF_LINE.test(t) &&
            !/^\d+$/.test(t),
        );
        // "tools" for the heading "Tools & equipment" above its lines, before "Crimping tool
        // set", one of the lines under it: the heading is the kind of spend the owner names
        // (after blind-40: "the van" for "Van & fuel", a word of three letters)
        const headWords = [...qPos.keys()].filter(
          (t) => ok(t) && t.length >= 3 && !KIND_OF_LINE.test(t) && !/^\d+$/.test(t),
        );
        const headings = [...(view.categories.get(SECTION_COL)?.values() ?? [])].filter(
          (cv) =>
            headWords.length > 0 &&
            headWords.includes(cv.tokens[0]!) &&
            said.every((w, i) => cv.tokens[i] === w),
        );
        if (headings.length === 1) found.push({ col: SECTION_COL, value: headings[0]! });
        else if (said.length) {
          for (const [ci, values] of view.categories) {
            if (ci === SECTION_COL) continue;
            const holding = [...values.values()].filter((cv) =>
              said.every((w) => cv.tokens.includes(w)),
            );
            if (holding.length === 1) found.push({ col: ci, value: holding[0]! });
            // after blind-40: "sarees" for the categories "Silk sarees" and "Cotton sarees": a
            // word that is the last (head) word of several values of a short category column,
            // and of no other value there, names that family of categories together
            else if (
              holding.length > 1 &&
              said.length === 1 &&
              values.size <= 12 &&
              // a grouping column (its values repeat), never one description per row
              values.size < view.dataRows.length &&
              holding.every((cv) => cv.tokens[cv.tokens.length - 1] === said[0])
            )
              for (const cv of holding) found.push({ col: ci, value: cv, tail: true });
          }
        }
      }
      // "Nurse Ortiz" among "Nurse Lena Brooks" and "Nurse Sam Ortiz": a shared title word
      // ("Dr.", "Nurse") never sums two people; the distinctive word picks one, and when it
      // picks none the several values are asked back, never added up as "X or Y"
      if (found.length > 1) {
        const distinctive = [...qPos.keys()].filter(
          (t) =>
            ok(t) &&
            found.some((f) => f.value.tokens.includes(t)) &&
            !found.every((f) => f.value.tokens.includes(t)),
        );
        if (distinctive.length) {
          const narrowed = found.filter((f) =>
            distinctive.every((t) => f.value.tokens.includes(t)),
          );
          found.splice(0, found.length, ...narrowed);
        }
      }
      const cols = new Set(found.map((f) => f.col));
      const heads = new Set(found.map((f) => f.value.tokens[0]));
      const tailFamily = found.length > 1 && found.every((f) => f.tail);
      if (found.length && cols.size === 1 && (heads.size === 1 || tailFamily)) {
        dims.push({ col: found[0]!.col, values: found.map((f) => f.value) });
        for (const f of found) for (const t of f.value.tokens) if (qPos.has(t)) dimTokens.add(t);
      }
    }
    const tagWords = new Set<string>();
    // pick targets: best first, then others that add new words (only when the question
    // asks about several things: compare, ratio, "X and Y")
    const multi =
      ['compare', 'ratio', 'share'].includes(q.op) ||
      (['change', 'growth'].includes(q.op) && q.periods.length < 2) ||
      /\b(respectively|respective)\b|,|&/.test(q.rest) ||
      /(^|\S)\s{0,2}\band\b\s{0,2}(\S|$)/.test(q.rest.replace(/\s{3,}and\b|\band\s{3,}/g, ' '));
    const targets: Scored[] = [];
    const covered = new Set<string>();
    for (const s of scored) {
      if (targets.length === 0) {
        targets.push(s);
        s.matched.forEach((t) => covered.add(t));
        continue;
      }
      if (!multi) break;
      const adds = s.matched.filter(
        (t) => !covered.has(t) && weight(t) >= 0.6 && !dimTokens.has(t),
      );
      if (adds.length === 0) continue;
      // the new label must not share its strong words with one already taken, unless the
      // question compares or divides two lines ("audit fees in total fees")
      const explicit = ['ratio', 'share'].includes(q.op);
      if (!explicit && s.matched.some((t) => covered.has(t) && weight(t) >= 0.6)) continue;
      // a label wholly inside the words of a category value is that value, not a measure
      if (s.coverage < 0.99) continue;
      targets.push(s);
      s.matched.forEach((t) => covered.add(t));
    }
    // several measures: keep the order the question names them in
    if (targets.length > 1) targets.sort((a, b) => a.firstPos - b.firstPos);
    // a measure matched only through a category value's words is not a measure
    const realTargets = targets.filter(
      (s) => s.matched.some((t) => !dimTokens.has(t) || weight(t) < 0.6) || dims.length === 0,
    );

    // group by a category column, or by the rows of a wide table
    let groupCol: number | undefined;
    let groupRows = false;
    let groupWord =
      q.groupBy?.kind === 'word'
        ? q.groupBy.word
        : q.which &&
            !['month', 'quarter', 'year', 'day', 'date'].includes(q.which) &&
            !STOP.has(q.which)
          ? q.which
          : undefined;
    // "the smallest expense category": a column named right after the extreme word
    if (!groupWord && ['max', 'min', 'top', 'bottom'].includes(q.op)) {
      const m =
        /\b(?:largest|smallest|biggest|highest|lowest|top|best|worst|most|least|weakest|strongest|slowest|cheapest)(?:[\s-]+(?:selling|sold|performing|earning|paid|paying))?(?:\s+\d+)?\s+([a-z]+)(?:\s+([a-z]+))?/.exec(
          q.text,
        );
      for (const w of [m?.[1], m?.[2]]) {
        if (!w) continue;
        const gw = canonicalWord(w);
        const familyItem =
          !view.catCols.length &&
          view.targets.some((t) => t.kind === 'cols' && !t.group) &&
          ['product', 'item'].includes(gw);
        if (
          familyItem ||
          (view.table.layout === 'long' && kindWord === gw) ||
          view.catCols.some((ci) => canonical(view.table.columns[ci]!.label).includes(gw)) ||
          (gw === 'customer' && salesLogBuyer(view) !== undefined)
        ) {
          groupWord = w;
          break;
        }
      }
    }
    // "who owes us the most", "who is the highest paid": who is the column of names
    if (!groupWord && /\bwho\b/.test(q.text) && ['max', 'min', 'top', 'bottom'].includes(q.op)) {
      // pass 47 (W3): hours are put in by the people who work them (Tech, Staff, Instructor),
      // never by the client they were worked for
      const workers = /\b(hours|hrs|worked|shifts?)\b/.test(q.text)
        ? view.catCols.filter((ci) =>
            /^(tech|techs|technician|engineer|consultant|instructor|staff|staff member|employee|name|worker|tutor|coach|driver|therapist|stylist|cleaner|carer|person|team member)$/i.test(
              view.table.columns[ci]!.label.trim(),
            ),
          )
        : [];
      const people = view.catCols.filter((ci) =>
        /\b(customer|client|name|employee|vendor|supplier|payee|staff|debtor|member|server|waiter|waitress|bartender|barista|cashier)/i.test(
          view.table.columns[ci]!.label,
        ),
      );
      // after blind-43: commission is earned by the agent who sold the policy, never by the
      // client who bought it
      const earners = /\b(earn|earns|earned|earning|commissions?|sold|sells|sell)\b/.test(q.text)
        ? view.catCols.filter((ci) =>
            /^(agent|broker|rep|sales ?rep|salesperson|sales person|seller|adviser|advisor|consultant|account manager)s?$/i.test(
              view.table.columns[ci]!.label.trim(),
            ),
          )
        : [];
      const buyer = people.length === 0 ? salesLogBuyer(view) : undefined;
      if (earners.length === 1 && workers.length === 0)
        groupWord = view.table.columns[earners[0]!]!.label.toLowerCase();
      else if (workers.length === 1)
        groupWord = view.table.columns[workers[0]!]!.label.toLowerCase();
      else if (buyer !== undefined) groupWord = 'customer';
      else if (people.length === 1) groupWord = view.table.columns[people[0]!]!.label.toLowerCase();
      else if (people.length === 0 && view.table.layout === 'wide') groupWord = 'item';
    }
    // "where do we spend the most": where is a category, not a single row
    if (!groupWord && /\bwhere\b/.test(q.text) && ['max', 'min', 'top', 'bottom'].includes(q.op))
      groupWord = 'category';
    // "average per expense / per line / per sale": one line is one row, not a group of rows
    if (
      groupWord &&
      q.op === 'average' &&
      PER_ROW_WORDS.test(groupWord) &&
      !view.catCols.some((ci) =>
        canonical(view.table.columns[ci]!.label).includes(canonicalWord(groupWord!)),
      )
    )
      groupWord = undefined;
    // after blind-44: "the biggest job we've won" is one job, never the "Job type" it is of
    if (
      groupWord &&
      view.table.layout === 'long' &&
      !/\b(types?|kinds?|categor\w*|class\w*|sorts?)\b/.test(q.text) &&
      new RegExp(`\\b(?:the|our) (?:\\w+est|most \\w+) ${groupWord}\\b`).test(q.text) &&
      view.catCols.some((ci) => {
        const label = view.table.columns[ci]!.label;
        return (
          canonical(label).includes(canonicalWord(groupWord!)) &&
          /\b(type|kind|category|class|sort)\b/i.test(label)
        );
      })
    )
      groupWord = undefined;
    if (groupWord) {
      const gw = canonicalWord(groupWord);
      for (const ci of view.catCols) {
        const col = view.table.columns[ci]!;
        if (canonical(col.label).includes(gw)) groupCol = ci;
      }
      // "best day" on a daily log is a date: its Day column only names each date's weekday,
      // which is what "day of the week" asks for
      if (groupCol !== undefined && gw === 'day' && weekdayOfDates(view, groupCol, q.text))
        groupCol = undefined;
      // a sales log's buyers are its customers even when headed by their kind ("Café")
      if (groupCol === undefined && gw === 'customer') groupCol = salesLogBuyer(view);
      // after blind-43: "which department" on "Employee | Department | Jan …" groups the
      // employees' rows by their department
      const grouping = groupingLabelColumn(view.table);
      if (
        groupCol === undefined &&
        grouping !== undefined &&
        canonical(view.table.columns[grouping]!.label).includes(gw)
      )
        groupCol = grouping;
      if (groupCol === undefined && view.table.layout === 'wide') {
        const labelHeader = view.labelCols.map((ci) => view.table.columns[ci]!.label).join(' ');
        // "per customer" on a "Sales by Customer" report: its rows are the customers
        const byTitle = new RegExp(`\\bby ${groupWord}`, 'i').test(
          `${view.table.title ?? ''} ${view.sheet.name}`.replace(/s\b/g, ''),
        );
        // after blind-43: "which sauce sells best" over rows headed Product: the word is the
        // kind of product the business sells
        const soldKind =
          /\b(products?|items?|lines?|skus?|flavou?rs?)\b/i.test(labelHeader) &&
          new RegExp(`\\bwhich ${groupWord} (sells?|sold|selling)\\b`).test(q.text);
        if (canonical(labelHeader).includes(gw) || GROUP_ROW_WORDS.has(gw) || byTitle || soldKind)
          groupRows = true;
      }
      // after blind-44: "our best-selling game" on a sales log: the games are its items
      if (
        groupCol === undefined &&
        view.table.layout === 'long' &&
        kindWord === canonicalWord(groupWord)
      ) {
        const items = view.catCols.filter((ci) =>
          /^(items?|products?|descriptions?|titles?|lines?|goods)$/i.test(
            view.table.columns[ci]!.label.trim(),
          ),
        );
        if (items.length === 1) groupCol = items[0];
      }
      // after blind-43: "which membership type": the word after names the column (Type)
      if (groupCol === undefined && !groupRows) {
        // (the word as written: "which product sells" must not find "Billing Name" through
        // the sales that "sells" and "billing" both stand for)
        const next = new RegExp(`\\b${groupWord} ([a-z]+)\\b`).exec(q.text)?.[1];
        const hits = next
          ? view.catCols.filter((ci) =>
              (view.table.columns[ci]!.label.toLowerCase().match(/[a-z]+/g) ?? []).some(
                (w) => w === next || w === next.replace(/s$/, ''),
              ),
            )
          : [];
        if (hits.length === 1 && !STOP.has(next!)) groupCol = hits[0];
      }
      // pass 40 (M3): "which family" / "which customer": the one column of that kind
      if (groupCol === undefined && !groupRows) {
        const rc = roleColumn(view, gw);
        if (rc !== undefined && view.catCols.includes(rc)) groupCol = rc;
        else if (rc !== undefined && view.table.layout === 'wide') groupRows = true;
      }
      // months down, products across: "which product" is which column of the family
      if (
        groupCol === undefined &&
        view.targets.some((t) => t.kind === 'cols' && !t.group) &&
        !view.catCols.length &&
        (GROUP_ROW_WORDS.has(gw) || ['product', 'item'].includes(gw))
      )
        groupRows = true;
      if (
        groupCol === undefined &&
        view.table.layout === 'long' &&
        GROUP_ROW_WORDS.has(gw) &&
        view.catCols.length
      ) {
        // "which category/item": the first category column
        groupCol =
          view.catCols.find((ci) =>
            /categor|type|item|account|line/i.test(view.table.columns[ci]!.label),
          ) ?? undefined;
      }
    }

    let tags = (q.scenario ?? []).filter((s) => view.tags.some((t) => t.startsWith(s)));
    // budget-vs-actual tables: "what did we spend" means the actual figures
    if (
      !tags.length &&
      view.tags.some((t) => t.startsWith('actual')) &&
      !['compare', 'change', 'growth'].includes(q.op) &&
      !/\b(budget|plan|variance|target|forecast)/.test(q.text)
    )
      tags = ['actual'];

    // other sub-headers of a wide table ("As reported", "Fair value"): keep the columns whose
    // header words the question uses
    let valueCols: number[] | undefined;
    if (view.table.layout === 'wide' && !tags.length && view.tags.length) {
      const used = new Set(chosenTokens(realTargets.map((s) => s.target)));
      // "change from 2018 to 2019" names the operation, not the table's own Change column:
      // with periods named, the change is computed from their columns
      // (a table whose Change column is in percent keeps it: the report's rounded percentage
      // and a computed one differ in the last digit, and "change (%)" reads either way)
      const percentChange = view.valueCols.some((ci) => {
        const col = view.table.columns[ci]!;
        const words = canonical((col.tags ?? []).join(' '));
        return (
          words.some((w) => CHANGE_WORDS.test(w)) &&
          (col.type === 'percent' || /%/.test((col.tags ?? []).join(' ') + col.label))
        );
      });
      // an amount asked ("how much did X change") is computed even beside a percent column
      const asksPercent = q.op === 'growth' || /%|\bpercent/.test(q.text);
      const computed =
        ['change', 'growth'].includes(q.op) &&
        (q.periods.length > 0 || !asksPercent) &&
        !(percentChange && asksPercent)
          ? CHANGE_WORDS
          : undefined;
      const colWords = view.valueCols.map((ci) =>
        canonical((view.table.columns[ci]!.tags ?? []).join(' ')).filter(
          (t) =>
            weight(t) >= 0.6 &&
            !used.has(t) &&
            !CONCEPTS.has(t) &&
            !GENERIC.includes(t) &&
            !computed?.test(t),
        ),
      );
      const hits = colWords.map((ws) => ws.filter((t) => qPos.has(t)).length);
      const top = Math.max(0, ...hits);
      if (top > 0 && hits.some((h) => h < top)) {
        valueCols = view.valueCols.filter((_, i) => hits[i] === top);
        for (const [i, ws] of colWords.entries())
          if (hits[i] === top) for (const w of ws) tagWords.add(w);
      }
    }

    // after blind-38: a budget kept for the full year and for the year to date is one of them
    if (view.table.layout === 'wide' && tags.length && !valueCols) {
      const variance =
        /\bover or under\b|\bunder or over\b|\bvariance\b|\b(?:against|off|vs\.?|versus) (?:the )?budget\b|\bcompared? (?:to|with) (?:the )?budget\b/.test(
          q.text,
        );
      const scoped = scopedColumns(view, tagColumns(view, tags), q.text, variance);
      if (scoped) valueCols = scoped;
    }

    // subject words: sheet name, title, headers of category/label columns
    const subj = new Set<string>(view.subject);
    for (const ci of [...view.catCols, ...view.labelCols])
      for (const t of canonical(view.table.columns[ci]!.label)) subj.add(t);
    // after blind-44: an "Order no" column says each row is an order: "our orders" names them
    const rowNoun = view.catCols.flatMap((ci) => {
      const m = /^([a-z]+)\s*(?:no\.?|#|number|num|id|ref)$/i.exec(
        view.table.columns[ci]!.label.trim(),
      );
      return m ? canonical(m[1]!) : [];
    });
    const subjectHits =
      qTokens.filter((t) => subj.has(t) && !FILLER.has(t)).length +
      (qTokens.some((t) => rowNoun.includes(t)) ? 1 : 0);

    // "which client paid the most" over clients down: a row named only by the group word
    // ("Active clients") is not what the clients are ranked by; "which service earns the
    // most" is never the best quarter of the one line named "Design services"
    const gwCanon = groupWord ? canonicalWord(groupWord) : undefined;
    let chosen = realTargets
      .filter(
        (s) =>
          !(
            (groupRows || (view.table.layout === 'wide' && q.which === groupWord)) &&
            gwCanon &&
            s.target.kind === 'row' &&
            s.matched.every((t) => t === gwCanon)
          ) &&
          // after blind-41: "which site makes us the most" ranks the Site column's values; the
          // column "Site commission", named only by that word, is not what they are ranked by
          !(
            groupCol !== undefined &&
            gwCanon &&
            s.target.kind === 'col' &&
            s.target.col !== groupCol &&
            s.matched.every((t) => t === gwCanon)
          ),
      )
      .map((s) => s.target)
      .map((t) => sectionNamedLiterally(t, q.raw) ?? t);
    let defaulted = false;
    let candidates: string[] = [];
    // a question naming no measure at all ("best month?", "how did we do in March?"): the
    // sheet's own measure, when its title or its one money column names it
    const bare =
      qTokens.every((t) => opCanon.has(t) || FILLER.has(t) || STOP.has(t) || /^\d+$/.test(t)) &&
      (q.periods.length > 0 ||
        q.groupBy?.kind === 'period' ||
        // after blind-40: "how many months did we go over €35k" counts months by the measure
        (q.threshold !== undefined &&
          ['month', 'week', 'day', 'quarter'].some((w) => qPos.has(w))));
    // or a column whose words are all weak ("Net Pay") named in full
    const namesWeakCol = view.targets.some(
      (t) =>
        t.kind === 'col' &&
        t.tokens.length > 1 &&
        t.tokens.every((w) => qPos.has(w)) &&
        t.tokens.every((w) => weight(w) < 0.6),
    );
    // a sales log's rows are its orders: "the biggest order", "average sale" read its amounts
    const namesLogRow =
      isSalesLog(view.table) && qTokens.some((t) => /^(order|revenue|invoice)$/.test(t));
    if (
      chosen.length === 0 &&
      (dims.length > 0 ||
        subjectHits > 0 ||
        namesLogRow ||
        groupCol !== undefined ||
        groupRows ||
        bare ||
        namesWeakCol)
    ) {
      // the word that names the column ranked by ("which site") names no measure ("Site
      // commission") either
      const rankedBy =
        groupCol !== undefined && gwCanon
          ? new Map([...qPos].filter(([w]) => w !== gwCanon))
          : qPos;
      const d0 = defaultTarget(view, rankedBy);
      const d = d0 && 'ask' in d0 && dims.length ? (filledFor(view, dims, d0.ask) ?? d0) : d0;
      if (d && 'ask' in d) candidates = d.ask;
      else if (d) {
        chosen = [d];
        defaulted = true;
      }
    }
    // aging buckets: "over 90 days", "overdue" select the buckets after that day, together
    const aged = ageTarget(view, q.text);
    if (aged) {
      chosen = [aged];
      defaulted = false;
      candidates = [];
    }
    const lead = aged ? undefined : realTargets[0];
    const rivals =
      lead && realTargets.length === 1
        ? scored
            .filter(
              (x) =>
                x.target !== lead.target &&
                // another name of the same column ("Deposits" and its alias) is no rival
                !(
                  x.target.kind === 'col' &&
                  lead.target.kind === 'col' &&
                  x.target.col === lead.target.col
                ) &&
                (Math.abs(x.score - lead.score) < 1e-9 || wonOnFiller(lead, x, qPos)) &&
                x.matched.join(' ') === lead.matched.join(' ') &&
                !(x.target.kind === 'row' && x.target.total),
            )
            .map((x) => x.target)
        : [];
    const best = realTargets[0];
    // a category value that is only a finance word ("Sales" department) is weak evidence
    const dimScore = dims.reduce(
      (s, d) => s + (d.values.every((v) => v.tokens.every((t) => CONCEPTS.has(t))) ? 0.8 : 2),
      0,
    );
    let score =
      (best ? best.score * 3 : 0) + dimScore + Math.min(subjectHits, 2) * 0.8 + tags.length * 0.5;
    if (groupCol !== undefined || groupRows) score += 1;
    if ((q.periods.length || q.groupBy?.kind === 'period') && periodsOf(view).length === 0)
      score -= 2;
    if (defaulted) score += 0.5;
    if (aged) score += 3;
    if (chosen.length === 0) score = Math.min(score, 0.5);

    // unexplained words
    const explained = new Set<string>([...subj, ...dimTokens, ...opCanon]);
    for (const t of chosen) {
      for (const w of t.tokens) explained.add(w);
      if (t.kind === 'row') {
        const sec = view.table.rows[t.row]!.section;
        if (sec) for (const w of canonical(sec)) explained.add(w);
        // pass 23 (W8): a line under "Income" is revenue, one under "Revenue" income
        if (sec && canonical(sec).some((w) => w === 'income' || w === 'revenue'))
          for (const w of ['income', 'revenue']) explained.add(w);
      }
      // a sub-heading's lines ("6100 Auto") are named with its heading's words ("auto expenses")
      if (t.kind === 'rows') {
        const head = view.table.rows.find((r) => r.kind === 'section' && r.label === t.name);
        if (head?.section) for (const w of canonical(head.section)) explained.add(w);
      }
    }
    if (groupCol !== undefined)
      for (const w of canonical(view.table.columns[groupCol]!.label)) explained.add(w);
    if (groupWord && (groupCol !== undefined || groupRows)) explained.add(canonicalWord(groupWord));
    for (const s of tags) explained.add(canonicalWord(s));
    for (const tg of view.tags) explained.add(canonicalWord(tg));
    // pass 40 (M3): a word for the sheet's rows (family, customer, job) names its one column
    // of that kind; "the ledger" of an aging report is the whole of it
    for (const w of qTokens) if (roleColumn(view, w) !== undefined) explained.add(w);
    if (isAging(view) && qTokens.includes('ledger')) explained.add('ledger');
    for (const w of tagWords) explained.add(w);
    // words of the table's own headers and headings belong to it
    for (const col of view.table.columns)
      for (const w of canonical(`${col.group ?? ''} ${col.label}`)) explained.add(w);
    for (const t of view.targets) if (t.kind === 'rows') for (const w of t.tokens) explained.add(w);
    // a generic finance word the table never names ("revenue" over a table of regions) is
    // the table's subject, not a different measure; one the table does name is a mismatch
    if (best && best.coverage >= 0.99 && !defaulted) {
      for (const w of GENERIC)
        if (!view.targets.some((t) => t.tokens.includes(w))) explained.add(w);
    }
    // "the new baler": a word that tells the thing named apart from others like it
    if (dims.length)
      for (const w of qTokens)
        if (WEAK_HEAD.test(w) && !view.targets.some((t) => t.tokens.includes(w))) explained.add(w);
    // "came in", "went out" name money in and out: words of a bank table, not a measure elsewhere
    for (const w of ['inflow'])
      if (!view.targets.some((t) => t.tokens.includes(w))) explained.add(w);
    // what customers owe is read from an aging report or a receivables/payables table only
    if (
      isAging(view) ||
      ['receivable', 'payable'].some((w) => subj.has(w)) ||
      chosen.some((t) => t.tokens.some((w) => /^(receivable|payable|loan)$/.test(w)))
    )
      for (const w of qTokens) if (OWE_WORDS.has(w)) explained.add(w);
    if (aged) for (const w of qTokens) if (AGE_WORDS.has(w) || /^\d+$/.test(w)) explained.add(w);
    // "1 to 30 days late" names the bucket in an aging report's own words
    if (isAging(view)) for (const w of qTokens) if (AGE_WORDS.has(w)) explained.add(w);
    // a log's rows are its purchases, payments, entries: "the largest fuel purchase" is a row
    if (view.table.layout === 'long' && chosen.length)
      for (const w of qTokens) if (LOG_ROW_WORDS.test(w)) explained.add(w);
    const unexplained = qTokens.filter(
      (t) =>
        !explained.has(t) &&
        !FILLER.has(t) &&
        !STOP.has(t) &&
        !/^\d+(\.\d+)?%?$/.test(t) &&
        // "over the summer, June to August": a season the question spells out in months
        !(SEASONS.test(t) && (q.periods.length >= 2 || q.periods[0]?.type === 'range')) &&
        t.length > 1,
    );
    out.push({
      view,
      targets: chosen,
      defaulted,
      dims,
      ...(groupCol !== undefined ? { groupCol } : {}),
      ...(valueCols ? { valueCols } : {}),
      groupRows,
      tags,
      unexplained,
      score,
      weak: best ? best.coverage < 0.75 : defaulted,
      rivals,
      candidates,
    });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The measure a report's title names ("Sales by Customer Summary": Sales). */
function measureName(title: string | undefined): string | undefined {
  const m =
    /\b(sales|revenues?|income|expenses?|costs?|spend(?:ing)?|purchases?|collections?)\b/i.exec(
      title ?? '',
    );
  return m ? m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1).toLowerCase() : undefined;
}

/**
 * Of several columns the question could mean, the one that holds the named rows' values
 * ("service charges" on a bank export: only the Debit cells of those rows are filled; a
 * running balance is not a measure of a row).
 */
function filledFor(view: TableView, dims: DimMatch[], names: string[]): Target | undefined {
  if (view.table.layout !== 'long') return undefined;
  const rows = view.dataRows.filter((ri) =>
    dims.every((d) => {
      const cell = view.table.rows[ri]!.cells[d.col];
      const text = typeof cell === 'string' ? categoryNorm(cell) : undefined;
      return text !== undefined && d.values.some((v) => categoryNorm(v.display) === text);
    }),
  );
  if (!rows.length) return undefined;
  const filled = view.targets.filter(
    (t): t is Extract<Target, { kind: 'col' }> =>
      t.kind === 'col' &&
      names.includes(t.name) &&
      !/\bbalance\b/i.test(t.name) &&
      rows.every((ri) => typeof view.table.rows[ri]!.cells[t.col] !== 'string') &&
      rows.some((ri) => {
        const c = view.table.rows[ri]!.cells[t.col];
        return c !== null && c !== undefined;
      }),
  );
  const cols = new Set(filled.map((t) => t.col));
  return cols.size === 1 ? filled[0] : undefined;
}

/**
 * The measure a long table is "about": its numeric family when its title names one, its one
 * money column (or the one of several the question's words point at), else its one number
 * column. Several equally likely columns answer `{ ask }` with their names: the answer asks
 * which column rather than picking one.
 */
/**
 * "Payroll as a % of income" over a QuickBooks P&L: "payroll" (read as salary) matched the
 * "Wages" line, while the question's own word names the heading it sits under ("Payroll
 * Expenses") and that heading has its own "Total Payroll Expenses" line: the total is meant.
 * Only when the line's label does not hold the word as written and the heading does.
 */
function sectionNamedLiterally(t: Target, raw: string): Target | undefined {
  if (t.kind !== 'row' || t.total) return undefined;
  const table = t.view.table;
  const section = table.rows[t.row]?.section;
  if (!section) return undefined;
  const said = new Set(words(raw));
  const strong = (label: string): string[] =>
    words(label).filter((w) => !STOP.has(w) && !FILLER.has(w) && w.length >= 4);
  const headWords = strong(section).filter((w) => said.has(w));
  if (!headWords.length || strong(t.name).some((w) => said.has(w))) return undefined;
  const head = canonical(section);
  const totals = t.view.targets.filter(
    (o) =>
      o.kind === 'row' &&
      o.total &&
      o.row > t.row &&
      /^total\b/i.test(o.name) &&
      head.length > 0 &&
      head.every((w) => o.tokens.includes(w)),
  );
  return totals.length === 1 ? totals[0] : undefined;
}

export function defaultTarget(
  view: TableView,
  qPos: Map<string, number> = new Map(),
): Target | { ask: string[] } | undefined {
  if (view.table.layout === 'wide') {
    if (!view.homogeneous || view.dataRows.length === 0) return undefined;
    // after blind-37: the family is the lines its total adds up; a line under the last total
    // ("GST on sales (1A) = taxable ÷ 11") is worked from them, never one more member
    const last = view.totalRows[view.totalRows.length - 1];
    const members = last === undefined ? view.dataRows : view.dataRows.filter((ri) => ri < last);
    return {
      kind: 'rows',
      view,
      rows: members.length ? members : view.dataRows,
      name:
        measureName(view.table.title) ??
        (view.table.title?.split(/[(,;]/)[0]?.trim() || view.sheet.name),
      tokens: view.subject,
    };
  }
  const cols = view.table.columns;
  // a group's Total column ("Deductions: Total") is a check on its group, never a reading
  // (a column is one reading, however many names it answers to)
  const seenCols = new Set<number>();
  const targets = view.targets.filter(
    (t): t is Extract<Target, { kind: 'col' }> =>
      t.kind === 'col' &&
      cols[t.col]!.role !== 'total' &&
      !seenCols.has(t.col) &&
      seenCols.add(t.col) !== undefined,
  );
  const family = view.targets.find((t) => t.kind === 'cols' && !t.group);
  if (family) return family;
  const allMoney = targets.filter((t) => cols[t.col]!.type === 'money');
  // a unit price beside an amount is a rate, never what a row is "worth": the amount is the
  // reading of "sales", "the biggest order", unless the words ask for a price
  // pass 51 (L2): "what's Chloe's rate" names the rate column; it is never set aside for the
  // default (Total hrs was read)
  const priceAsked = PRICE_WORDS.some((w) => qPos.has(w)) || qPos.has('price') || qPos.has('rate');
  // after blind-44: a money column that times a count is another (Fee × Attended = Takings)
  // is a unit price, whatever its name; a "Price" the other money columns add up to
  // (Deposit + Paid + Balance due) is what the row is worth, not a rate
  const unit = unitPriceCols(view);
  const wholeMoney = wholeOfParts(allMoney);
  const amounts = allMoney.filter(
    (t) => (!PRICE_NAME.test(t.name) || t === wholeMoney) && !unit.has(t.col),
  );
  const money = !priceAsked && amounts.length > 0 ? amounts : allMoney;
  const numbers = targets.filter((t) => cols[t.col]!.type === 'number');
  // "the biggest wedding", "our smallest party": a gathering's size is its headcount, never
  // its price (blind 40 read the contract value)
  const headcount = gatheringSize(qPos) ? numbers.filter((t) => HEADCOUNT.test(t.name)) : [];
  if (headcount.length === 1) return headcount[0];
  // the same among plain numbers ("Guests | Price/head (€) | Amount (€)" without formats)
  const numberAmounts = priceAsked ? numbers : numbers.filter((t) => !PRICE_NAME.test(t.name));

  const pool = readingsOnly(
    money.length ? money : numberAmounts.length ? numberAmounts : numbers,
    numbers,
    qPos,
  );
  if (pool.length <= 1) return pool[0];
  // a payroll register (Gross pay, deductions, Net pay): what someone earns, what payroll cost,
  // is the gross pay; deductions are never a reading of it, net pay only when named
  const gross = pool.filter((t) => /\bgross\b/i.test(t.name));
  const payroll =
    gross.length === 1 &&
    pool.some((t) => /\bnet\b/i.test(t.name)) &&
    pool.some((t) => /\b(deductions?|tax|withholding|pension)\b/i.test(t.name));
  if (
    payroll &&
    ['salary', 'earn', 'earned', 'earner', 'gross'].some((w) => qPos.has(w)) &&
    !['net', 'deduction', 'withholding', 'tax', 'pension'].some((w) => qPos.has(w))
  )
    return gross[0];
  // budget-vs-actual columns: what was spent is the actual, unless the words name the plan
  const actual = pool.filter((t) => /\bactuals?\b/i.test(t.name));
  const planned = pool.some((t) => /\b(budget|plan|target|forecast)/i.test(t.name));
  if (actual.length === 1 && planned && !PLAN_WORDS.some((w) => qPos.has(w))) return actual[0];
  // the columns most of whose words the question uses ("net pay": Net Pay over Basic Pay)
  const said = (t: Target): number =>
    t.tokens.filter((w) => w !== 'total' && qPos.has(w)).length / Math.max(1, t.tokens.length);
  const most = Math.max(0, ...pool.map(said));
  let spoken = most > 0 ? pool.filter((t) => said(t) === most) : [];
  // "the cheapest product", "the most expensive item": the price column
  // ("the cheapest month" ranks periods by what was spent: not a price)
  const periodAsked = ['month', 'quarter', 'year', 'week', 'day'].some((w) => qPos.has(w));
  if (!spoken.length && !periodAsked && PRICE_WORDS.some((w) => qPos.has(w)))
    spoken = pool.filter((t) => PRICE_NAME.test(t.name));
  // "what is it worth", "tied up in" (read as worth), "most valuable": the value column
  if (!spoken.length && (qPos.has('worth') || qPos.has('valuable'))) {
    spoken = pool.filter((t) => /\bvalue\b/i.test(t.name));
    // after blind-44: what stock is worth is its value, never the count's "Variance value"
    const held = spoken.filter(
      (t) => !/\b(variance|change|diff|difference|movement|adjustment)\b/i.test(t.name),
    );
    if (held.length) spoken = held;
  }
  if (spoken.length === 1) return spoken[0];
  // the words fit several columns ("pay": Basic, Gross, Net): ask which, never pick by name
  if (spoken.length > 1) return { ask: spoken.map((t) => t.name) };
  const named = pool.filter((t) =>
    /\b(amount|total|revenue|sales|value|net|spend|cost|expense)/i.test(t.name),
  );
  // "Net Pay" among Basic Pay and Gross Pay is one of several pays: ask, never pick by name
  const kin =
    named.length === 1
      ? pool.filter(
          (t) =>
            t !== named[0] &&
            (priceAsked || !PRICE_NAME.test(t.name)) &&
            t.tokens.some((w) => weight(w) >= 0.3 && w !== 'total' && named[0]!.tokens.includes(w)),
        )
      : [];
  if (kin.length) return { ask: [named[0]!, ...kin].map((t) => t.name) };
  // gross and net amounts side by side are two readings of "pay", "payroll", "sales"
  if (named.length === 1 && /\bnet\b/i.test(named[0]!.name)) {
    const gross = pool.filter((t) => /\bgross\b/i.test(t.name));
    if (gross.length) return { ask: [...gross, named[0]!].map((t) => t.name) };
  }
  if (named.length === 1) return named[0];
  // after blind-41: "Cash sales | Card sales | Total sales | Product cost | Net": the sales are
  // their Total, the one column that adds up its kind ("best month" read the total sales)
  const totalOfKind = named.filter((t) => {
    const m = /^total (.+)$/i.exec(t.name.trim());
    if (!m) return false;
    const kind = m[1]!.toLowerCase();
    return (
      pool.filter((o) => o !== t && o.name.trim().toLowerCase().endsWith(` ${kind}`)).length >= 2
    );
  });
  if (totalOfKind.length === 1 && !spoken.length) return totalOfKind[0];
  const whole = spoken.length ? undefined : wholeOfParts(pool);
  if (whole) return whole;
  return { ask: (spoken.length ? spoken : named.length ? named : pool).map((t) => t.name) };
}

const CHANGE_NAME = /^(change|chg|var\.?|variance|diff\.?|difference|delta|increase|growth)\b/i;
const BEFORE_NAME = /\b(previous|prior|old|former|last year'?s?)\b/i;

/**
 * Pass 12: a Change column and an old value are never what a plain question reads. With
 * "Rate per night | Previous rate | Change", "what do we charge for Medium" took Change (the
 * rates were set aside as prices and Change was the one number left): a wrong figure. A price
 * among such columns is the reading; the old one only when the words say "previous".
 */
function readingsOnly(
  pool: Array<Extract<Target, { kind: 'col' }>>,
  numbers: Array<Extract<Target, { kind: 'col' }>>,
  qPos: Map<string, number>,
): Array<Extract<Target, { kind: 'col' }>> {
  const worth = ['worth', 'valuable', 'value'].some((w) => qPos.has(w));
  const changes = (worth ? [...pool, ...numbers] : numbers).filter((t) =>
    CHANGE_NAME.test(t.name.trim()),
  );
  if (!changes.length) return pool;
  const saysBefore = ['previous', 'prior', 'old', 'former', 'before'].some((w) => qPos.has(w));
  const reading = (t: Extract<Target, { kind: 'col' }>): boolean =>
    !CHANGE_NAME.test(t.name.trim()) && (saysBefore || !BEFORE_NAME.test(t.name));
  // after blind-44: what a line is worth keeps the money pool's readings ("Stock value"
  // beside "Variance value"); otherwise the pool is read against the plain numbers
  const kept = worth
    ? pool.filter(reading)
    : pool.filter((t) => numbers.filter(reading).includes(t));
  if (kept.length) return kept;
  return numbers.filter(reading).filter((t) => PRICE_NAME.test(t.name));
}

/**
 * "how many dogs" over Small dogs, Medium dogs, Large dogs: "large" is a weak word, so Large
 * dogs looked fully named and won (pass 12: a wrong figure). A lead whose only unsaid words
 * are weak size words, against a column of the same kind matched by the same words, is no better fit.
 */
function wonOnFiller(lead: Scored, x: Scored, qPos: Map<string, number>): boolean {
  const unsaid = lead.target.tokens.filter((t) => !qPos.has(t));
  return (
    unsaid.length > 0 &&
    // size words only: "net" is weak too, yet Net income is the reading of "profit"
    unsaid.every((t) => FILLER.has(t) && /^(large|big|size|single|individual|other)$/.test(t)) &&
    x.target.kind === lead.target.kind &&
    x.target.tokens.length === lead.target.tokens.length &&
    x.target.tokens.some((t) => !qPos.has(t) && !FILLER.has(t))
  );
}

/** A sales log's one buyer column when it is headed by the kind of buyer ("Café"), else none. */
function salesLogBuyer(view: TableView): number | undefined {
  if (!isSalesLog(view.table)) return undefined;
  const buyers = view.catCols.filter((ci) => BUYER_LABEL.test(view.table.columns[ci]!.label));
  return buyers.length === 1 ? buyers[0] : undefined;
}

const WEEKDAY_NAME =
  /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day|nesday|rsday|sday|urday)?\.?$/i;

/** A column of weekday names beside the table's dates, asked about as days, not weekdays. */
function weekdayOfDates(view: TableView, col: number, text: string): boolean {
  if (view.dateCol === undefined) return false;
  if (/\b(week ?days?|days? of (the )?week|day of week)\b/.test(text)) return false;
  const names = view.dataRows
    .map((ri) => cellText(view.table.rows[ri]!.cells[col]))
    .filter((v): v is string => !!v);
  return names.length > 0 && names.every((v) => WEEKDAY_NAME.test(v.trim()));
}

/** a column of one unit's price on a log ("Sales Price", "Unit price", "Price each") */
const UNIT_PRICE = /^(?:sales|sale|selling|sell|unit|list)? ?price\b|^rate\b|\bprice each\b/i;
const AMOUNT = /^(?:amount|line total|total|net amount|value|sales amount)\b/i;
