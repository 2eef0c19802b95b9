/**
 * Issue 13, pass 33 (M5): a bank export (Date | Description | Debit | Credit | Balance): "how
 * much for jars" / "how much did we spend on jars" adds the Debits of the rows whose
 * Description holds the word ("CARD PAYMENT JARS DIRECT LTD"); the plural "jars" was not found.
 * Only a word that is in some descriptions and in no column label is read so.
 *
 * Pass 35 (W2): "how much did we spend on ink" on the statement of "Ink & Iron Tattoo Studio
 * Ltd" added the rent line "SO RENT - INK & IRON UNIT 4". A word of the account holder's name
 * (the title above the table) does not select a description that holds that name (the word
 * with its neighbour, as they stand in the title); if the word still picks descriptions of
 * different payees, the question is asked back, naming them.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decFromInt, decSum } from './decimal';
import { MONTH_KEYS, MONTH_NAMES } from './periods';
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { sourcedAnswer } from './sourced-answer';

// pass 35 (M4): "what was the vat bill", "how much was the vat payment" too
const ASKED =
  /^how much (?:did we (?:spend|pay) )?(?:for|on) ([a-z]{3,})$|^how much (?:did we )?(?:spend|spent|pay|paid) (?:for|on|to) ([a-z]{3,})$|^(?:what|how much) (?:was|were|is) (?:the |our |my )?([a-z]{3,}) (?:bill|bills|payment|payments|paid)$/;

const GENERIC_ROWS =
  /^(payment|transaction|credit|debit|deposit|receipt|entry|entrie|withdrawal|transfer|line|row|charge|fee|purchase|sale)$/;
const singular = (w: string): string => w.replace(/(?<=[a-z]{3})s$/, '');

/**
 * Pass 35 (M4): "how many card sales payouts in october" counts the rows whose description holds
 * every word asked ("SUMUP PAYOUT CARD SALES"; plural s dropped), in the month named if any.
 * Only two words or more, found together in some descriptions and in no column label.
 */
export function bankDescriptionCountAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const m =
    /^how many ([a-z ]+?)(?: did we (?:get|have|receive|make|pay|see))?(?: (?:in|during) ([a-z]+)(?: (\d{4}))?)?$/.exec(
      q,
    );
  if (!m) return undefined;
  const asked = m[1]!
    .split(' ')
    .filter((w) => w.length >= 3)
    .map(singular);
  // "customer payments", "card transactions": a kind of row, never a payee's own words
  if (asked.length < 2 || GENERIC_ROWS.test(asked[asked.length - 1]!)) return undefined;
  const month = m[2] ? MONTH_KEYS.indexOf(m[2].slice(0, 3)) + 1 : 0;
  if (m[2] && (month < 1 || !MONTH_NAMES.some((n) => n.toLowerCase().startsWith(m[2]!))))
    return undefined;
  const tables = wb.sheets
    .flatMap((s) => s.tables)
    .filter(
      (t) =>
        t.layout === 'long' &&
        t.columns.some((c) => /^description$/i.test(c.label.trim())) &&
        t.columns.some((c) => c.role === 'date'),
    );
  if (tables.length !== 1) return undefined;
  const t = tables[0]!;
  const desc = t.columns.findIndex((c) => /^description$/i.test(c.label.trim()));
  const holds = (text: string) => {
    const ws = new Set(wordsOf(text).map(singular));
    return asked.every((w) => ws.has(w));
  };
  if (t.columns.some((c) => holds(c.label))) return undefined;
  const all = t.rows.filter((r) => r.kind === 'data' && holds(cellText(r.cells[desc]) ?? ''));
  if (!all.length) return undefined;
  const year = m[3] ? Number(m[3]) : undefined;
  const rows = all.filter((r) => {
    if (!month) return true;
    const d = r.period?.start;
    return (
      !!d &&
      Number(d.slice(5, 7)) === month &&
      (year === undefined || Number(d.slice(0, 4)) === year)
    );
  });
  // the month named in two years of the data, with no year: unsure which
  const years = new Set(rows.map((r) => r.period?.start?.slice(0, 4)));
  if (month && !year && years.size > 1) return undefined;
  if (!rows.length) return undefined;
  const cells = rows.map((r) => ({ r: r.r, c: t.columns[desc]!.c }));
  const when = month ? `, ${MONTH_NAMES[month - 1]} ${[...years][0]}` : '';
  const fig = figureOf(
    t,
    `Rows whose description holds ${asked.join(' ').toUpperCase()}${when}`,
    decFromInt(rows.length),
    cellStyle(t, null),
    cells,
  );
  return sourcedAnswer(
    fig,
    `Rows whose description holds ${asked.join(' ').toUpperCase()}${when}: ${rows.length}.`,
    'count',
  );
}

/** words of a text, letters and digits only ("INK & IRON" → ink, iron) */
const wordsOf = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/** bank transaction-type words and references: not part of who was paid */
const TXN =
  /^(so|dd|fp|fpo|fpi|bgc|bp|tfr|pos|atm|card|purchase|payment|debit|credit|direct|standing|order|transfer|to|from|ref|reference|online|contactless|cp|vis|visa|mc|sepa|inst|instant)$/;

/** the description holds the holder's name: the word with a neighbour, adjacent in the title */
function holdsHolderName(desc: string, stem: string, title: string[]): boolean {
  const ws = wordsOf(desc);
  const pairs = new Set(title.slice(1).map((w, i) => `${title[i]} ${w}`));
  return ws.some(
    (w, i) =>
      (w === stem || w === `${stem}s`) &&
      ((i > 0 && pairs.has(`${ws[i - 1]} ${w}`)) ||
        (i + 1 < ws.length && pairs.has(`${w} ${ws[i + 1]}`))),
  );
}

/** who was paid: the description without transaction words, references and numbers */
const payeeOf = (desc: string): string =>
  wordsOf(desc)
    .filter((w) => !TXN.test(w) && !/\d/.test(w))
    .join(' ');

export function bankDescriptionDebitAnswer(
  wb: Workbook,
  question: string,
  refuse?: (why: string) => Answer,
): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const word = (m[1] ?? m[2] ?? m[3])!.toUpperCase();
  const stem = word.replace(/S$/, '');
  const re = new RegExp(`\\b${stem}S?\\b`, 'i');
  const tables = wb.sheets
    .flatMap((s) => s.tables)
    .filter(
      (t) =>
        t.layout === 'long' &&
        t.columns.some((c) => /^description$/i.test(c.label.trim())) &&
        t.columns.some((c) => /^(debit|debits|paid out|money out)$/i.test(c.label.trim())),
    );
  if (tables.length !== 1) return undefined;
  const t = tables[0]!;
  if (t.columns.some((c) => re.test(c.label))) return undefined;
  const desc = t.columns.findIndex((c) => /^description$/i.test(c.label.trim()));
  const debit = t.columns.findIndex((c) =>
    /^(debit|debits|paid out|money out)$/i.test(c.label.trim()),
  );
  const title = wordsOf(t.title ?? '');
  const lower = stem.toLowerCase();
  const matched = t.rows.filter((r) => r.kind === 'data' && re.test(cellText(r.cells[desc]) ?? ''));
  const rows = matched.filter((r) => !holdsHolderName(cellText(r.cells[desc])!, lower, title));
  if (rows.length < matched.length && !rows.length)
    return refuse?.(
      `${word} is part of the account holder's name, and no other description names it; name the payee`,
    );
  const payees = [
    ...new Set(
      rows
        .filter((r) => cellNumber(r.cells[debit]) !== undefined)
        .map((r) => cellText(r.cells[desc])!),
    ),
  ];
  if (rows.length < matched.length && new Set(payees.map(payeeOf)).size > 1)
    return refuse?.(
      `${word} is in the account holder's name and in the descriptions of different payees (${payees.join('; ')}); name the one you mean`,
    );
  const vals: Dec[] = [];
  const cells: Array<{ r: number; c: number }> = [];
  for (const r of rows) {
    const v = cellNumber(r.cells[debit]);
    if (v === undefined) {
      // a matching row with money in, not out: the word is no spend only
      if (cellText(r.cells[desc])) return undefined;
      continue;
    }
    vals.push(v);
    cells.push({ r: r.r, c: t.columns[debit]!.c });
  }
  if (!cells.length) return undefined;
  const col = t.columns[debit]!.label.trim();
  const fig = figureOf(
    t,
    `${col} naming ${word}`,
    decSum(vals),
    cellStyle(t, rows[0]!.cells[debit]),
    cells,
  );
  return sourcedAnswer(
    fig,
    `${col}s whose description names ${word}: ${fig.display} (${cells.length} rows).`,
    'total',
  );
}
