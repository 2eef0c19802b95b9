/**
 * Issue 13, pass 40 (M1): owners name a bank export's payees and payers in their own words:
 * "how much have we paid the vet", "total paid to plumbase", "how much did the murphys pay us for
 * boarding", "how many card settlements came in", "when did we pay the VAT". On a bank export
 * (money in and out told apart by the running balance, `bank.ts`, beside a Description column):
 * - the direction is the verb's: pay / paid / spend / cost / bill is money out; "pay(s) us", "paid
 *   us", "came in", "received", "took in" money in. The other column is never read: a payee
 *   named only on money-in rows is refused, not answered from Paid in;
 * - the rows are those whose description holds every word named (plural, possessive s dropped:
 *   murphys → MURPHY, bands → BAND; two words written as one: "pet food" → PETFOOD), in the
 *   month named if any. A word of no description, or one that is a column's, leaves the
 *   question to the engine; a bank transaction word alone (card, payment, DD …) selects nothing;
 * - a utility word (electricity, gas, water, phone, broadband) reads a small table of the words
 *   billers use (ELECTRIC, ENERGY, POWER …), only when the lines it finds are of one payee;
 * - "for <purpose>" after a payer is dropped when no description holds the purpose;
 * - "how many …" counts the rows; "when did we pay …" is the row's date (several dates asked back).
 */
import type { Answer } from './answer-types';
import { bankFlows } from './bank';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decFromInt, decIsZero, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { MONTH_KEYS, MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { monthsAsked, monthsText } from './month-list-words';
import { plainQuestion } from './text';

const MONTH_RE =
  /\b(?:in|during|for) (jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?: (\d{4}))?$/;

/** words of a text, letters and digits only */
const wordsOf = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/** bank transaction-type words: they name how, never whom */
const TXN =
  /^(so|dd|fp|fpo|fpi|bgc|bp|tfr|pos|card|purchase|payment|debit|credit|direct|standing|order|transfer|ref|reference|online|contactless|cp|vis|visa|mc|sepa|inst|instant|ltd|limited|co|the|and|inc|llc)$/;
/** kinds of row or of payer, never whom: deposits, receipts, sales, customer payments … */
const ROW_KINDS =
  /^(deposit|withdrawal|receipt|transfer|transaction|entry|entrie|credit|debit|payment|sale|taking|income|incoming|outgoing|lodgement|lodgment|cash|inflow|outflow|fund|money|customer|client|supplier|vendor)$/;
/** the words of a question's frame: what is asked, never whom */
const FRAME = new Set(
  (
    'how much many what when did do does have has had we us our the a an to for on in of from was were ' +
    'is are total totals altogether together all so far pay pays paid paying spend spent spending cost ' +
    'costs costed bill bills charge charges give gave get got receive received came come in took take ' +
    'brought bring sum two three months month period whole entire been money amount there by with ' +
    'payments payment'
  ).split(' '),
);
/** utility words and the words billers put in a description */
const UTILITY: Record<string, string[]> = {
  electricity: ['electricity', 'electric', 'energy', 'power'],
  electric: ['electricity', 'electric', 'energy', 'power'],
  power: ['electricity', 'electric', 'energy', 'power'],
  gas: ['gas'],
  water: ['water'],
  phone: ['phone', 'telephone', 'mobile', 'telecom'],
  broadband: ['broadband', 'internet', 'fibre', 'fiber'],
};

/** an animal whose food a pet shop sells */
const PET = /^(dogs?|cats?|pupp(?:y|ies)|kittens?|pets?)$/;
const stem = (w: string): string => w.replace(/'s$/, '').replace(/(?<=[a-z]{3})(?:e?s)$/, '');
const formsOf = (w: string): string[] => [
  ...new Set([w, w.replace(/'s$/, ''), w.replace(/(?<=[a-z]{3})s$/, ''), stem(w)]),
];

interface Bank {
  t: Table;
  desc: number;
  moneyIn: number;
  moneyOut: number;
  rows: Row[];
}

function theBank(wb: Workbook): Bank | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      const f = bankFlows(t);
      if (!f) return [];
      const desc = t.columns.flatMap((c, i) =>
        /^(description|details|narrative|memo|payee|particulars|transaction)$/i.test(c.label.trim())
          ? [i]
          : [],
      );
      if (desc.length !== 1) return [];
      const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[desc[0]!]));
      return [{ t, desc: desc[0]!, moneyIn: f.moneyIn, moneyOut: f.moneyOut, rows }];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

type Dir = 'in' | 'out' | undefined;
interface Asked {
  kind: 'sum' | 'count' | 'when';
  dir: Dir;
  words: string[];
  purpose: string[];
  /** pass 47: the months named ("sept and oct", "july to september"), 0-based */
  months?: number[];
  year?: string;
}

function parse(question: string): Asked | undefined {
  let q = plainQuestion(question)
    .replace(/[?.!]+$/, '')
    .trim();
  // "customer payments (FPS)": the bracketed word is the one to find
  const paren = /\(([a-z0-9 ]+)\)/.exec(q);
  q = q.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  let months: number[] | undefined;
  let year: string | undefined;
  const mm = MONTH_RE.exec(q);
  if (mm) {
    months = [MONTH_KEYS.indexOf(mm[1]!.slice(0, 3))];
    year = mm[2];
    q = q.slice(0, mm.index).trim();
  } else {
    // pass 47: "fuel spend sept and oct", "parts spend in september to october"
    const asked = monthsAsked(q);
    if (asked.months.length) {
      if (asked.other) return undefined;
      months = asked.months;
      if (asked.year) year = String(asked.year);
      q = asked.rest;
    }
  }
  q = q
    .replace(/\b(?:for|over|in) the (?:two|three|\d+) months\b|\bso far\b|\bin total\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const dirIn =
    /\b(?:pays? us|paid us|paying us|given us|gave us|sent us|came in|come in|coming in|received|receive|took in|taken in|brought in|got from|had from)\b/.test(
      q,
    );
  const dirOut =
    !dirIn && /\b(?:pay|paid|paying|spend|spent|spending|cost|costs|bill|bills)\b/.test(q);
  const dir: Dir = dirIn ? 'in' : dirOut ? 'out' : undefined;
  let kind: Asked['kind'];
  if (/^how many\b/.test(q)) kind = 'count';
  else if (/^(?:when|what date|on what date|which day) did we (?:pay|receive|get)\b/.test(q))
    kind = 'when';
  else if (
    /^(?:how much|what|total)\b/.test(q) ||
    /^[a-z ]+ (?:total|cost|costs)$/.test(q) ||
    // pass 47: "parts spend in september", "fuel spending": the nouns before a spend word
    /^[a-z ]+ (?:spend|spending|spent|outgoings?)$/.test(q) ||
    /^how much did [a-z' ]+ (?:cost|come to)$/.test(q)
  )
    kind = 'sum';
  else return undefined;
  // "electricity total": no verb; the rows' one direction is read, both asked back
  if (kind === 'when' && !dir) return undefined;
  // a purpose after a payer ("pay us for boarding"): kept apart, required only when found
  let purpose: string[] = [];
  const pm = /\b(?:pay us|paid us|pays us|came in|received) for ([a-z ]+)$/.exec(q);
  if (pm) {
    purpose = wordsOf(pm[1]!).filter((w) => !FRAME.has(w));
    q = q.slice(0, pm.index + pm[0].length - pm[1]!.length - 4).trim();
  }
  let words = (q.match(/[a-z0-9']+/g) ?? []).filter((w) => !FRAME.has(w) && w.length >= 2);
  if (paren) {
    const inner = wordsOf(paren[1]!);
    if (inner.length) words = inner;
  }
  if (!words.length || words.length > 3) return undefined;
  return {
    kind,
    dir,
    words,
    purpose,
    ...(months !== undefined ? { months } : {}),
    ...(year ? { year } : {}),
  };
}

/** a row's description words */
const descWords = (b: Bank, r: Row): string[] => wordsOf(cellText(r.cells[b.desc]) ?? '');

/** who: the description without transaction words, references and numbers */
const payeeOf = (desc: string): string =>
  wordsOf(desc)
    .filter((w) => !TXN.test(w) && !/\d/.test(w))
    .join(' ');

/** the description words each asked word may be, and whether a synonym table was read */
function readings(words: string[]): { alts: string[][]; synonym: boolean } {
  const alts: string[][] = [];
  let synonym = false;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    const next = words[i + 1];
    if (UTILITY[w]) {
      alts.push(UTILITY[w]!);
      synonym = true;
      continue;
    }
    // pass 47: "dog food" / "cat food" is pet food (PETFOOD DIRECT), as the shops call it
    if (PET.test(w) && next === 'food') {
      alts.push([`${stem(w)}food`, 'petfood', 'petfoods']);
      synonym = true;
      continue;
    }
    // two words written as one in the description ("pet food" → PETFOOD): both or the pair
    if (next) alts.push([...formsOf(w), `${w}${next}`, `${w}${stem(next)}`]);
    else alts.push(formsOf(w));
  }
  return { alts, synonym };
}

function rowDay(r: Row, t: Table): string | undefined {
  const dc = t.columns.findIndex((c) => c.role === 'date');
  const c = dc >= 0 ? r.cells[dc] : undefined;
  if (c && typeof c === 'object' && !Array.isArray(c) && 'd' in c) return c.d;
  return r.period?.start;
}

export function bankPayeeAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const a = parse(question);
  if (!a) return undefined;
  const b = theBank(wb);
  if (!b) return undefined;
  // a word of a column's label is the engine's to read
  const labels = new Set(b.t.columns.flatMap((c) => wordsOf(c.label)));
  if (a.words.some((w) => labels.has(w) || labels.has(stem(w)))) return undefined;
  // a transaction word alone names no payee, nor does a kind of row ("total deposits")
  if (a.words.every((w) => TXN.test(stem(w)) || TXN.test(w) || ROW_KINDS.test(stem(w))))
    return undefined;
  const { alts, synonym } = readings(a.words);
  const holds = (ws: string[], i: number): boolean => {
    const joined = alts[i]!.filter((x) => x.length > a.words[i]!.length + 2);
    return alts[i]!.some((x) => ws.includes(x)) || joined.some((x) => ws.includes(x));
  };
  let rows = b.rows.filter((r) => {
    const ws = descWords(b, r);
    // a word joined with the next one counts for both
    for (let i = 0; i < alts.length; i += 1) {
      if (holds(ws, i)) continue;
      const prev = alts[i - 1]?.filter((x) => x.length > a.words[i - 1]!.length + 2) ?? [];
      if (prev.some((x) => ws.includes(x))) continue;
      return false;
    }
    return true;
  });
  if (!rows.length) return undefined;
  if (a.purpose.length) {
    const withPurpose = rows.filter((r) =>
      a.purpose.every((p) => formsOf(p).some((x) => descWords(b, r).includes(x))),
    );
    if (withPurpose.length) rows = withPurpose;
    else if (
      b.rows.some((r) => a.purpose.some((p) => formsOf(p).some((x) => descWords(b, r).includes(x))))
    )
      return undefined;
  }
  const named = a.words.join(' ').toUpperCase();
  if (synonym) {
    const payees = [...new Set(rows.map((r) => payeeOf(cellText(r.cells[b.desc])!)))];
    if (payees.length > 1)
      return refuse(
        `${named} could be ${payees.map((p) => p.toUpperCase()).join(', ')}; name the payee`,
      );
  }
  const monthNames = a.months ? monthsText(a.months, MONTH_NAMES) : '';
  if (a.months !== undefined) {
    const inMonth = rows.filter((r) => {
      const d = rowDay(r, b.t);
      return (
        !!d &&
        a.months!.includes(Number(d.slice(5, 7)) - 1) &&
        (!a.year || d.slice(0, 4) === a.year)
      );
    });
    for (const m of a.months) {
      const years = new Set(
        inMonth
          .filter((r) => Number(rowDay(r, b.t)!.slice(5, 7)) === m + 1)
          .map((r) => rowDay(r, b.t)!.slice(0, 4)),
      );
      if (years.size > 1) return undefined;
    }
    // a month asked that the export does not reach is not a month of no spending
    const held = new Set(b.rows.map((r) => Number(rowDay(r, b.t)?.slice(5, 7)) - 1));
    const missing = a.months.filter((m) => !held.has(m));
    if (missing.length)
      return refuse(
        `the export has no rows in ${monthsText(missing, MONTH_NAMES)}; it holds ${monthsText(
          [...held].filter((m) => m >= 0).sort((x, y) => x - y),
          MONTH_NAMES,
        )}`,
      );
    if (!inMonth.length) return refuse(`no ${named} row is dated in ${monthNames}`);
    rows = inMonth;
  }
  const has = (r: Row, c: number): boolean => {
    const v = cellNumber(r.cells[c]);
    return v !== undefined && !decIsZero(v);
  };
  let dir = a.dir;
  if (!dir && a.kind === 'sum') {
    const ins = rows.some((r) => has(r, b.moneyIn));
    const outs = rows.some((r) => has(r, b.moneyOut));
    if (ins && outs)
      return refuse(
        `${a.words.join(' ').toUpperCase()} is on rows of both ${b.t.columns[b.moneyIn]!.label} and ${b.t.columns[b.moneyOut]!.label}; say paid or received`,
      );
    dir = ins ? 'in' : 'out';
  }
  const col = dir === 'in' ? b.moneyIn : dir === 'out' ? b.moneyOut : undefined;
  const other = dir === 'in' ? b.moneyOut : b.moneyIn;
  const moving = col === undefined ? rows : rows.filter((r) => has(r, col));
  if (!moving.length) {
    if (col !== undefined && rows.some((r) => has(r, other)))
      return refuse(
        `the ${named} rows are all ${b.t.columns[other]!.label}, not ${b.t.columns[col]!.label}`,
      );
    return undefined;
  }
  const when = a.months !== undefined ? `, ${monthNames}` : '';
  if (a.kind === 'count') {
    const fig = figureOf(
      b.t,
      `Rows naming ${named}${when}`,
      decFromInt(moving.length),
      cellStyle(b.t, null),
      moving.map((r) => ({ r: r.r, c: b.t.columns[b.desc]!.c })),
    );
    return sourcedAnswer(
      fig,
      `Rows whose description names ${named}${when}${col !== undefined ? ` with ${b.t.columns[col]!.label}` : ''}: ${moving.length}.`,
      'count',
    );
  }
  const c = col!;
  const label = b.t.columns[c]!.label.trim();
  if (a.kind === 'when') {
    const days = [...new Set(moving.map((r) => rowDay(r, b.t)))];
    if (days.length !== 1 || !days[0])
      return refuse(
        `${named} was ${label.toLowerCase()} on ${days.length} days (${days.join(', ')}); which one do you mean`,
      );
    const fig = figureOf(
      b.t,
      `${label}: ${named}`,
      decSum(moving.map((r) => cellNumber(r.cells[c])!)),
      cellStyle(b.t, moving[0]!.cells[c]),
      moving.map((r) => ({ r: r.r, c: b.t.columns[c]!.c })),
      days[0],
    );
    return sourcedAnswer(fig, `${named}: ${label} ${fig.display} on ${days[0]}.`, 'lookup');
  }
  const vals: Dec[] = moving.map((r) => cellNumber(r.cells[c])!);
  const fig = figureOf(
    b.t,
    `${label} naming ${named}${when}`,
    decSum(vals),
    cellStyle(b.t, moving[0]!.cells[c]),
    moving.map((r) => ({ r: r.r, c: b.t.columns[c]!.c })),
  );
  return sourcedAnswer(
    fig,
    `${label} on rows whose description names ${named}${when}: ${fig.display} (${moving.length} rows).`,
    'total',
  );
}
