/**
 * Issue 13, pass 46 (W1, L4): an aged receivables summary (Xero: `Contact | Current | < 1 Month
 * | 1 Month | 2 Months | Older | Total | Avg days to pay`, or day buckets `1 - 30 days | 31 - 60
 * days | 61 - 90 days | Older`), blank buckets, a Total row and a "Percentage of total" row.
 * - "which client pays slowest" (takes longest, worst payer) is the contact with the HIGHEST
 *   Avg days to pay; quickest / fastest / best payer the lowest (the engine read "slowest" as
 *   the lowest figure); "how long does Harbour Lofts take to pay" is that contact's days;
 * - "what do customers owe us altogether" is the Total row's Total; "who owes us the most" the
 *   largest contact Total;
 * - "how much is overdue" is every bucket but Current (= Total − Current); "how much is 2
 *   months overdue" the 2 Months bucket; "over 30 days" the buckets that start after day 30;
 * - "what part of the debt is in the older bucket, %" is that bucket ÷ Total × 100;
 *   "bramley's share of what we're owed" the contact's Total ÷ the grand Total × 100;
 * - "how many customers owe us money" counts Total > 0; "fully up to date" the contacts with
 *   nothing past Current (owing nothing counts); "owe us something over 30 days" the contacts with anything
 *   in a bucket past day 30.
 * Month buckets ("< 1 Month" is 1-30 days overdue, "1 Month" 31-60, "2 Months" 61-90 …) are read
 * only beside a Current column. Only on a book with exactly one such table.
 */
import type { Answer } from './answer-types';
import { bucketStart } from './aging';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decCmp,
  decDiv,
  decEq,
  decFromInt,
  decMul,
  decParse,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { PERCENT, PLAIN } from './format';
import type { Row, Table, Workbook } from './model';
import { bareLabel } from './job-list';
import { rowsNamed } from './row-names';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

interface Bucket {
  col: number;
  start: number;
  end?: number;
  label: string;
}
interface Aged {
  t: Table;
  name: number;
  buckets: Bucket[];
  total: number;
  days?: number;
  /** pass 51 (W5, L5): a Credit limit column (never what is owed) */
  limit?: number;
  rows: Row[];
  totalRow?: Row;
}

/** "< 1 Month" 1-30, "1 Month" 31-60, "2 Months" 61-90 … (Xero, ageing by due date). */
function monthBucket(label: string): { start: number; end: number } | undefined {
  const s = label.trim().toLowerCase();
  if (/^(?:<|less than|under)\s*1\s*months?$/.test(s)) return { start: 1, end: 30 };
  const m = /^(\d)\s*months?$/.exec(s);
  if (m) return { start: Number(m[1]) * 30 + 1, end: (Number(m[1]) + 1) * 30 };
  return undefined;
}
const dayRange = (label: string): { start: number; end: number } | undefined => {
  const m = /^(\d+)\s*(?:-|–|to)\s*(\d+)(?:\s*days?)?$/.exec(label.trim().toLowerCase());
  return m ? { start: Number(m[1]), end: Number(m[2]) } : undefined;
};
const OPEN = /^\s*(older|beyond|later|older than that|over that|and older|thereafter)\s*$/i;
const NAME = /^(contact|customer|client|name|debtor|account|customer name|client name|company)$/i;
const TOTAL = /^(total|total due|total owed|total outstanding|balance|total balance)$/i;
const DAYS =
  /^(?:avg\.?|average) days(?: to pay)?$|^days to pay$|^(?:avg\.?|average) payment days$|^dso$/i;
const TOTAL_ROW = /^(total|totals|grand total)$/i;
const LIMIT =
  /^(credit limit|limit|credit line|credit|approved limit|account limit|credit allowed)$/i;
/** "Percentage of total", "% of total": a row of shares under the Total row, no contact */
const SHARE_ROW = /^(percentage|percent|%|share)\b/i;

function agedTable(wb: Workbook): Aged | undefined {
  const found: Aged[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const cols = t.columns;
      const current = cols.findIndex((c) => /^current$/i.test(c.label.trim()));
      if (current < 0) continue;
      const buckets: Bucket[] = [{ col: current, start: 0, end: 0, label: cols[current]!.label }];
      for (let i = current + 1; i < cols.length; i++) {
        const l = cols[i]!.label;
        if (cols[i]!.type === 'text') break;
        const b = monthBucket(l) ?? dayRange(l);
        if (b) {
          buckets.push({ col: i, ...b, label: l });
          continue;
        }
        const start = bucketStart(l);
        if (start !== undefined && start > 0) {
          buckets.push({ col: i, start, label: l });
          continue;
        }
        const last = buckets[buckets.length - 1]!;
        if (OPEN.test(l) && last.end !== undefined)
          buckets.push({ col: i, start: last.end + 1, label: l });
        break;
      }
      if (buckets.length < 3) continue;
      // pass 51 (L5): "Total CHF", "Total (£)": the currency says what it is kept in
      const totals = cols.flatMap((c, i) =>
        TOTAL.test(c.label.trim()) || TOTAL.test(bareLabel(c.label)) ? [i] : [],
      );
      const limits = cols.flatMap((c, i) =>
        c.type !== 'text' && LIMIT.test(bareLabel(c.label)) ? [i] : [],
      );
      const named = cols.flatMap((c, i) =>
        NAME.test(c.label.trim()) && c.type === 'text' ? [i] : [],
      );
      const name = named.length === 1 ? named[0]! : cols[0]!.type === 'text' ? 0 : -1;
      if (totals.length !== 1 || name < 0) continue;
      const days = cols.flatMap((c, i) => (DAYS.test(c.label.trim()) ? [i] : []));
      const rows = t.rows.filter(
        (r) =>
          r.kind === 'data' &&
          cellText(r.cells[name]) &&
          !TOTAL_ROW.test(cellText(r.cells[name])!) &&
          !SHARE_ROW.test(cellText(r.cells[name])!),
      );
      const totalRows = t.rows.filter(
        (r) => r.kind !== 'section' && TOTAL_ROW.test(cellText(r.cells[name]) ?? ''),
      );
      if (rows.length < 2) continue;
      // one row a contact: a report kept by invoice repeats its customers (left to others)
      const distinct = new Set(rows.map((r) => cellText(r.cells[name])!.toLowerCase()));
      if (distinct.size !== rows.length) continue;
      found.push({
        t,
        name,
        buckets,
        total: totals[0]!,
        rows,
        ...(days.length === 1 ? { days: days[0] } : {}),
        ...(limits.length === 1 ? { limit: limits[0] } : {}),
        ...(totalRows.length === 1 ? { totalRow: totalRows[0] } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const WHO = '(?:who|which (?:client|customer|contact|debtor|account|company|one))';
const SPEED = new RegExp(
  `^${WHO} (?:pays|paid|is|was) (?:us )?(?:the )?(slowest|quickest|fastest|promptest|latest)(?: (?:to pay|payer|at paying|in paying))?(?: us)?$|^${WHO} (?:takes|took) (?:the )?(longest|shortest|least time|most time) to pay(?: us)?$|^${WHO}(?:'s| is) (?:our |the )?(slowest|quickest|fastest|worst|best|promptest) payer$|^${WHO}(?:'s| is| are) (?:the )?(slowest|quickest|fastest|promptest|latest) (?:to pay|at paying|in paying)(?: us)?$|^(?:our |the )?(slowest|quickest|fastest|worst|best) payer$`,
);
const HOW_LONG =
  /^how (?:long|many days) (?:does|do|did) (.+?) (?:take|usually take|normally take) to pay(?: us)?$|^how (?:quickly|fast|slowly) (?:does|do|did) (.+?) pay(?: us)?$|^(?:what(?:'s| is) )?(.+?)(?:'s)? (?:avg |average )?days to pay$/;
const OWED_ALL =
  /^(?:what|how much) (?:do|does) (?:our |the )?(?:customers|clients|debtors|people|contacts|they|everyone) owe (?:us|me)(?: altogether| all together| in total| in all| combined| overall)?$|^how much (?:are we|am i|is) (?:owed|owing to us)(?: altogether| all together| in total| in all| overall)?$|^(?:what(?:'s| is) )?(?:the )?total (?:owed(?: to us)?|receivables|debtors|outstanding|amount owed)$|^what(?:'s| is) (?:owed|owing) to us(?: altogether| in total)?$/;
const OWES_MOST =
  /^(?:who|which (?:client|customer|contact|debtor|account|company)) owes (?:us )?(?:the )?(most|least)(?: money)?$|^(?:who(?:'s| is) )?(?:our |the )?(biggest|largest|smallest) debtor$|^(?:who|which (?:client|customer|contact|debtor|account|company)) (?:has|had|carries) (?:the )?(biggest|largest|highest|smallest) (?:balance|debt|amount owing|amount owed|amount outstanding)$/;
const OVERDUE =
  /^(?:how much|what)(?: money)? (?:is|are|'s) (?:currently |now )?(?:overdue|past due|late)(?: altogether| in total)?$|^(?:what(?:'s| is) )?(?:the )?(?:total )?(?:overdue|past due)(?: amount| total| balance)?(?: in total| altogether)?$|^how much (?:is|are) (?:owed|owing) (?:that is |that's )?(?:overdue|past due)$/;
const BUCKET_OVERDUE =
  /^(?:how much|what)(?: money)? (?:is|are|'s) (\d|one|two|three|four) months? (?:overdue|past due|late|old)$/;
const OVER_N =
  /^how much (?:is|are|do we have|is owed) (?:overdue )?(?:over|more than|older than|past|beyond) (\d+) (days?|months?)(?: old| overdue| past due)?$/;
const PART =
  /^(?:what|which) (?:part|share|percentage|proportion|portion|fraction|%)(?: \(%\))? of (?:the |our |what we(?:'re| are) owed|what(?:'s| is) owed)?(?:debt|debts|money owed|receivables|debtors|total|balance|book|ledger)? ?(?:is |sits |falls )?(?:in |under )?(?:the )?(.+?)(?: bucket| column)?(?:,? (?:%|as a %|in %|as a percentage|percent))?$/;
const CONTACT_SHARE =
  /^(.+?)(?:'s)? (?:share|percentage|part|portion|%) of (?:what we(?:'re| are) owed|what(?:'s| is) owed(?: to us)?|the (?:debt|total|receivables|money owed|debtors)|(?:our )?(?:debtors|receivables|total owed))(?:,? (?:%|as a %|in %|percent))?$|^what (?:share|percentage|part|%) of (?:what we(?:'re| are) owed|the (?:debt|total|receivables|money owed)|our (?:debtors|receivables)) (?:is|does) (.+?)(?: owe| account for| make up| hold)?$/;
const COUNT_OWING =
  /^how many (customers|clients|contacts|debtors|accounts|companies|people) (?:owe|still owe|are owing) (?:us )?(?:money|anything|something|a balance)?$|^how many (customers|clients|contacts|debtors|accounts|companies) (?:have|carry|still have) (?:a balance|an outstanding balance|money owing|something owing|a debt|an amount owing)$/;
const COUNT_CURRENT =
  /^how many (customers|clients|contacts|debtors|accounts|companies) (?:are|were) (?:fully |completely |all )?(?:up to date|up-to-date|current|paid up|on time)$|^how many (customers|clients|contacts|debtors|accounts) have nothing (?:overdue|past due|late)$/;
const COUNT_OVER =
  /^how many (customers|clients|contacts|debtors|accounts|companies) (?:owe|still owe|have) (?:us )?(?:anything|something|money|a balance|an amount|amounts)? ?(?:over|more than|older than|past|beyond) (\d+|a|one|two|three) (days?|months?)(?: old| overdue| past due)?$/;

// pass 51 (W5, L5): over the credit limit; one contact's balance; the average balance
const OVER_LIMIT =
  /^(how many|who|which)(?: (customers|clients|contacts|debtors|accounts|companies|people))?(?: (?:are|is|have|has|are now|is now|were))?(?: (?:gone|going|got|run|running|sitting))? (?:over|above|past|beyond|exceeding|outside|exceeded|breached|broken|broke|gone over|went over|over the top of) (?:their|the|its|his|her) (?:credit )?limits?$|^(how many|who|which)(?: (customers|clients|contacts|debtors|accounts|companies|people))? (?:exceed|exceeds|have exceeded|has exceeded|are exceeding|is exceeding|breach|have breached|owe more than) (?:their|the|its) (?:credit )?limits?$/;
const NAMED_OWES =
  /^(?:what|how much) (?:does|do|did) (.+?) owe(?: us)?(?: in total| altogether| now| at the moment)?$|^how much (?:is|are) (.+?) (?:owing|in for)(?: us)?$|^how much (?:is|are) (?:owed|outstanding|owing) (?:by|from|on) (.+?)$|^(?:what(?:'s| is) )?(.+?)(?:'s)? (?:balance|total owed|total balance|outstanding balance|account balance)$/;
const AVG_BALANCE =
  /^(?:what(?:'s| is) )?(?:the |our )?(?:average|mean|avg|typical) (?:balance|amount owed|amount owing|debt|amount outstanding|outstanding balance|owed|receivable|receivables|debtor balance)(?: (?:per|for each|a|by|of an?|for an?) (customer|client|contact|debtor|account|company))?$|^(?:what|how much) (?:does|do) (?:the |an? )?(?:average|typical) (customer|client|contact|debtor|account) owe(?: us)?$|^on average,? (?:what|how much) (?:does|do) (?:each |a |an |our )?(customers?|clients?|debtors?|accounts?) owe(?: us)?$|^(?:what|how much) (?:does|do) each (customer|client|debtor|account) owe(?: us)? on average$/;

const COUNT_AMOUNT =
  /^how many (customers|clients|contacts|debtors|accounts|companies|people) (?:owe|still owe|are owing|have (?:a )?balances?(?: of)?|have|carry) (?:us )?(?:anything |a balance )?(more than|over|above|less than|under|below|at least) (?:a )?[$£€]? ?(\d[\d,]*(?:\.\d+)?)(?: dollars| pounds| euros| chf| francs)?$/;

const LIMIT_GAP =
  /^(?:how much|how far|by how much) (?:is|are|has|have) (.+?) (?:gone )?over (?:their|the|its|his|her) (?:credit )?limit(?: by)?$|^how far over (?:their|the|its) (?:credit )?limit (?:is|are) (.+?)$|^how much (?:credit|room|headroom) (?:does|do|has|have) (.+?) (?:got |have )?(?:left|remaining|available)?$|^(?:what(?:'s| is) )?(.+?)(?:'s)? (?:available credit|credit left|headroom|remaining credit|credit remaining)$/;

const WORD_N: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4 };

/** pass 48 (R5): money owed TO us (customers, debtors, receivables, A/R) */
const RECV_Q =
  /\b(?:owes? (?:us|me)|owed (?:to )?(?:us|me)|owing (?:to )?(?:us|me)|(?:are|am) (?:we|i) owed|customers?|clients?|debtors?|receivables?|a\/r|accounts receivable|(?:money|cash) (?:coming|to come) in|collect\w*)\b/;
/** pass 48 (R5): money WE owe (suppliers, vendors, creditors, payables, A/P, bills) */
const PAY_Q =
  /\b(?:(?:we|i) (?:still )?owe|owed by us|suppliers?|vendors?|creditors?|payables?|a\/p|accounts payable|bills? (?:to pay|we owe|outstanding|due)|(?:do|must|need to) (?:we|i) pay)\b/;
const OWE_OUT_ALL =
  /^(?:what|how much) (?:do|does) (?:we|i) (?:still )?owe(?: (?:to )?(?:our |the |all )?(?:suppliers|vendors|creditors|everyone|people))?(?: altogether| all together| in total| in all| combined| overall)?$|^(?:what(?:'s| is) )?(?:the )?total (?:payables|creditors|owed to (?:suppliers|vendors|creditors)|(?:we|i) owe)$/;
const PAY_SHEET =
  /\b(a\/p|ap aging|ap ageing|accounts payable|payables?|aged creditors|creditors?|vendors?|suppliers?|purchase ledger|bills)\b/i;
const RECV_SHEET =
  /\b(a\/r|ar aging|ar ageing|accounts receivable|receivables?|aged debtors|debtors?|customers?|clients?|sales ledger)\b/i;

/** the texts that say whose money the report is: sheet, title, notes, the name column */
function sideTexts(wb: Workbook, a: { t: Table; name: number }): string {
  const sheet = wb.sheets.find((s) => s.name === a.t.sheet);
  return [
    a.t.sheet,
    a.t.title ?? '',
    ...(a.t.notes ?? []),
    ...(sheet?.notes ?? []),
    ...(sheet?.tables ?? []).map((t) => t.title ?? ''),
    a.t.columns[a.name]?.label ?? '',
  ].join(' | ');
}
function sideOf(
  wb: Workbook,
  a: { t: Table; name: number },
): 'payables' | 'receivables' | undefined {
  const text = sideTexts(wb, a);
  const pay = PAY_SHEET.test(text);
  const recv = RECV_SHEET.test(text);
  return pay === recv ? undefined : pay ? 'payables' : 'receivables';
}
function sideName(wb: Workbook, a: { t: Table; name: number }): string {
  const sheet = wb.sheets.find((s) => s.name === a.t.sheet);
  const title = [a.t, ...(sheet?.tables ?? [])].map((t) => t.title).find((x) => !!x);
  return title ? `'${title}'` : `sheet '${a.t.sheet}'`;
}
const nOf = (w: string): number => WORD_N[w] ?? Number(w);

export function agedDebtorsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question).replace(/\s*\?$/, '');
  const speed = SPEED.exec(q);
  const howLong = speed ? undefined : HOW_LONG.exec(q);
  const kinds = [
    speed,
    howLong,
    OWED_ALL.exec(q),
    OWES_MOST.exec(q),
    OVERDUE.exec(q),
    BUCKET_OVERDUE.exec(q),
    OVER_N.exec(q),
    PART.exec(q),
    CONTACT_SHARE.exec(q),
    COUNT_OWING.exec(q),
    COUNT_CURRENT.exec(q),
    COUNT_OVER.exec(q),
    OVER_LIMIT.exec(q),
    NAMED_OWES.exec(q),
    AVG_BALANCE.exec(q),
    COUNT_AMOUNT.exec(q),
    LIMIT_GAP.exec(q),
    OWE_OUT_ALL.exec(q),
  ];
  // pass 48 (R5): an aged PAYABLES report (A/P aging, vendors, suppliers, creditors) is what we
  // owe; what customers owe us is not on it (and the other way round on a receivables report)
  const asksIn = RECV_Q.test(q);
  const asksOut = PAY_Q.test(q);
  if (asksIn !== asksOut) {
    const aged = agedTable(wb);
    const side = aged ? sideOf(wb, aged) : undefined;
    if (aged && side === 'payables' && asksIn)
      return refuse(
        `the sheet is an aged payables report (${sideName(wb, aged)}): what we owe suppliers, not what customers owe us`,
      );
    if (aged && side === 'receivables' && asksOut)
      return refuse(
        `the sheet is an aged receivables report (${sideName(wb, aged)}): what customers owe us, not what we owe suppliers`,
      );
  }
  if (!kinds.some((k) => k)) return undefined;
  const a = agedTable(wb);
  if (!a) return undefined;
  // each kind the question fits is tried in turn: one that cannot read this table passes on
  for (let at = 0; at < kinds.length; at++) {
    const m = kinds[at];
    if (!m) continue;
    const got = attempt(a, at, m);
    if (got) return got;
  }
  return undefined;

  function attempt(
    a: NonNullable<ReturnType<typeof agedTable>>,
    at: number,
    m: RegExpExecArray,
  ): Answer | undefined {
    const { t } = a;
    const lab = (ci: number) => t.columns[ci]!.label;
    const nm = (r: Row) => cellText(r.cells[a.name])!;
    const val = (r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
    const style = (ci: number) =>
      cellStyle(t, (a.totalRow ?? a.rows.find((r) => cellNumber(r.cells[ci])))?.cells[ci]);
    const cite = (rows: Row[], cols: number[]) =>
      rows.flatMap((r) => cols.map((ci) => ({ r: r.r, c: t.columns[ci]!.c })));
    // a column's total: its Total row cell when the row adds up, else the rows added
    const colTotal = (ci: number): { v: Dec; cells: Array<{ r: number; c: number }> } => {
      const added = decSum(a.rows.map((r) => val(r, ci)));
      const row = a.totalRow && cellNumber(a.totalRow.cells[ci]);
      if (row && decEq(row, added)) return { v: row, cells: cite([a.totalRow!], [ci]) };
      return { v: added, cells: cite(a.rows, [ci]) };
    };
    const pick = (vals: Dec[], max: boolean): number | 'tie' => {
      let best = 0;
      for (let i = 1; i < vals.length; i++) {
        const c = decCmp(vals[i]!, vals[best]!);
        if (max ? c > 0 : c < 0) best = i;
      }
      return vals.some((v, i) => i !== best && decEq(v, vals[best]!)) ? 'tie' : best;
    };
    const one = (phrase: string): Row | Answer | undefined => {
      const hits = rowsNamed(a.rows, [a.name], phrase);
      if (!hits) return undefined;
      if (hits.length > 1) return refuse(`that fits ${hits.map(nm).join(', ')}; which one?`);
      return hits[0]!;
    };
    const isAnswer = (x: Row | Answer): x is Answer => 'refused' in x;

    if (at === 0) {
      if (a.days === undefined) return undefined;
      const word = m[1] ?? m[2] ?? m[3] ?? m[4]!;
      const slow = /slowest|latest|longest|most time|worst/.test(word);
      const rows = a.rows.filter((r) => cellNumber(r.cells[a.days!]));
      if (rows.length < 2) return undefined;
      const i = pick(
        rows.map((r) => val(r, a.days!)),
        slow,
      );
      if (i === 'tie') return refuse(`several contacts tie on ${lab(a.days)}`);
      const row = rows[i]!;
      const fig = figureOf(
        t,
        `${slow ? 'Highest' : 'Lowest'} ${lab(a.days)}`,
        val(row, a.days),
        PLAIN,
        cite([row], [a.days]),
        nm(row),
      );
      return sourcedAnswer(
        fig,
        `${nm(row)} pays ${slow ? 'slowest' : 'quickest'}: ${fig.display} ${lab(a.days).toLowerCase().includes('day') ? '' : 'days '}(${lab(a.days)}, the ${slow ? 'highest' : 'lowest'} of ${rows.length}).`,
        slow ? 'max' : 'min',
      );
    }
    if (at === 1) {
      if (a.days === undefined) return undefined;
      const got = one((m[1] ?? m[2] ?? m[3])!);
      if (!got) return undefined;
      if (isAnswer(got)) return got;
      const v = cellNumber(got.cells[a.days]);
      if (!v) return refuse(`${nm(got)} has no ${lab(a.days)} figure`);
      const fig = figureOf(
        t,
        `${lab(a.days)} for ${nm(got)}`,
        v,
        PLAIN,
        cite([got], [a.days]),
        nm(got),
      );
      return sourcedAnswer(
        fig,
        `${nm(got)} takes ${fig.display} days to pay on average (${lab(a.days)}).`,
        'lookup',
      );
    }
    const all = colTotal(a.total);
    if (at === 17) {
      // pass 48 (R5): what we owe suppliers altogether, on a payables report only
      if (sideOf(wb, a) !== 'payables') return undefined;
      const fig = figureOf(t, `${lab(a.total)}, all suppliers`, all.v, style(a.total), all.cells);
      return sourcedAnswer(
        fig,
        `We owe suppliers ${fig.display} altogether (${lab(a.total)}${all.cells.length === 1 ? ' of the Total row' : `, added over ${a.rows.length} suppliers`}).`,
        'total',
      );
    }
    if (at === 2) {
      const fig = figureOf(t, `${lab(a.total)}, all contacts`, all.v, style(a.total), all.cells);
      return sourcedAnswer(
        fig,
        `Customers owe us ${fig.display} altogether (${lab(a.total)}${all.cells.length === 1 ? ' of the Total row' : `, added over ${a.rows.length} contacts`}).`,
        'total',
      );
    }
    if (at === 3) {
      const max = /most|biggest|largest|highest/.test(m[1] ?? m[2] ?? m[3]!);
      const rows = max ? a.rows : a.rows.filter((r) => decSign(val(r, a.total)) > 0);
      const i = pick(
        rows.map((r) => val(r, a.total)),
        max,
      );
      if (i === 'tie') return refuse(`several contacts tie on ${lab(a.total)}`);
      const row = rows[i]!;
      const fig = figureOf(
        t,
        `${max ? 'Highest' : 'Lowest'} ${lab(a.total)}`,
        val(row, a.total),
        style(a.total),
        cite([row], [a.total]),
        nm(row),
      );
      return sourcedAnswer(
        fig,
        `${nm(row)} owes us the ${max ? 'most' : 'least'}: ${fig.display} (${lab(a.total)}${max ? '' : ', of those owing anything'}).`,
        max ? 'max' : 'min',
      );
    }
    const cur = a.buckets[0]!;
    const sumBuckets = (bs: Bucket[]) => {
      const parts = bs.map((b) => colTotal(b.col));
      return { v: decSum(parts.map((p) => p.v)), cells: parts.flatMap((p) => p.cells) };
    };
    const after = (days: number) => a.buckets.filter((b) => b.start > days);
    // a day count must fall on a bucket's edge, else the buckets cannot answer it
    const edge = (days: number) => a.buckets.some((b) => b.end === days);
    if (at === 4 || at === 5 || at === 6) {
      let bs: Bucket[];
      let what: string;
      if (at === 4) {
        bs = after(0);
        what = 'overdue';
      } else if (at === 5) {
        const n = nOf(m[1]!);
        bs = a.buckets.filter((b) => monthBucket(b.label)?.start === n * 30 + 1);
        if (bs.length !== 1) return undefined;
        what = `${n} month${n === 1 ? '' : 's'} overdue`;
      } else {
        const days = nOf(m[1]!) * (/month/.test(m[2]!) ? 30 : 1);
        if (!edge(days))
          return refuse(
            `the buckets (${a.buckets.map((b) => b.label).join(', ')}) do not split at ${m[1]} ${m[2]}`,
          );
        bs = after(days);
        what = `over ${m[1]} ${m[2]}`;
      }
      if (!bs.length) return undefined;
      const s = sumBuckets(bs);
      const fig = figureOf(
        t,
        `${what} (${bs.map((b) => b.label).join(', ')})`,
        s.v,
        style(bs[0]!.col),
        s.cells,
      );
      const check =
        at === 4
          ? `; ${lab(a.total)} ${figureOf(t, '', all.v, style(a.total), all.cells).display} less ${cur.label}`
          : '';
      return sourcedAnswer(
        fig,
        `${fig.display} is ${what} (${bs.map((b) => b.label).join(' + ')}${check}).`,
        'total',
      );
    }
    if (at === 7) {
      const bucketNamed = m[1]!.trim().replace(/^(?:the |our )/, '');
      let bs: Bucket[] | undefined;
      const norm = (s: string) =>
        s
          .toLowerCase()
          .replace(/[^a-z0-9<]+/g, ' ')
          .trim();
      const exact = a.buckets.filter(
        (b) => norm(b.label) === norm(bucketNamed.replace(/ bucket$/, '')),
      );
      if (exact.length === 1) bs = exact;
      else if (/^(overdue|past due|late)$/.test(bucketNamed)) bs = after(0);
      else {
        const o =
          /^(?:over|more than|older than|past|beyond) (\d+|a|one|two|three) (days?|months?)(?: old| overdue)?$/.exec(
            bucketNamed,
          );
        if (o) {
          const days = nOf(o[1]!) * (/month/.test(o[2]!) ? 30 : 1);
          if (edge(days)) bs = after(days);
        }
      }
      if (!bs?.length) return undefined;
      const s = sumBuckets(bs);
      const v = decDiv(decMul(s.v, HUNDRED), all.v, 2);
      if (!v) return undefined;
      const fig = figureOf(
        t,
        `${bs.map((b) => b.label).join(' + ')} as % of ${lab(a.total)}`,
        v,
        PERCENT,
        [...s.cells, ...all.cells],
      );
      return sourcedAnswer(
        fig,
        `${fig.display} of what we are owed is in ${bs.map((b) => b.label).join(' + ')} (${figureOf(t, '', s.v, style(bs[0]!.col), s.cells).display} of ${figureOf(t, '', all.v, style(a.total), all.cells).display}).`,
        'share',
      );
    }
    if (at === 8) {
      const got = one((m[1] ?? m[2])!);
      if (!got) return undefined;
      if (isAnswer(got)) return got;
      const part = val(got, a.total);
      const v = decDiv(decMul(part, HUNDRED), all.v, 2);
      if (!v) return undefined;
      const fig = figureOf(
        t,
        `${nm(got)} ${lab(a.total)} as % of all`,
        v,
        PERCENT,
        [...cite([got], [a.total]), ...all.cells],
        nm(got),
      );
      return sourcedAnswer(
        fig,
        `${nm(got)} is ${fig.display} of what we are owed (${figureOf(t, '', part, style(a.total), cite([got], [a.total])).display} of ${figureOf(t, '', all.v, style(a.total), all.cells).display}).`,
        'share',
      );
    }
    const owing = a.rows.filter((r) => decSign(val(r, a.total)) > 0);
    const counted = (rows: Row[], what: string, note = ''): Answer => {
      const fig = figureOf(
        t,
        what,
        decFromInt(rows.length),
        PLAIN,
        cite(rows.length ? rows : a.rows, [a.total]),
      );
      const names = rows.length && rows.length <= 12 ? `: ${rows.map(nm).join(', ')}` : '';
      const text = `${rows.length} ${what}${names}${note}.`;
      const one = (x: string) =>
        x
          .replace(/^1 (\w+?)s\b/, '1 $1')
          .replace(/^1 (\w+) owe us/, '1 $1 owes us')
          .replace(/^1 (\w+) owing us are/, '1 $1 owing us is')
          .replace(/^1 (\w+) are fully/, '1 $1 is fully');
      return sourcedAnswer(fig, rows.length === 1 ? one(text) : text, 'count');
    };
    if (at === 12) {
      // over their own credit limit: Total above Credit limit, row by row
      if (a.limit === undefined) return undefined;
      const blank = a.rows.filter((r) => !cellNumber(r.cells[a.limit!]));
      if (blank.length === a.rows.length) return undefined;
      const over = a.rows.filter(
        (r) => cellNumber(r.cells[a.limit!]) && decCmp(val(r, a.total), val(r, a.limit!)) > 0,
      );
      const noun = m[2] ?? m[4] ?? 'customers';
      const fig = figureOf(
        t,
        `Contacts with ${lab(a.total)} above ${lab(a.limit)}`,
        decFromInt(over.length),
        PLAIN,
        cite(over.length ? over : a.rows, [a.total, a.limit]),
      );
      const by = over.map(
        (r) =>
          `${nm(r)} ${figureOf(t, '', val(r, a.total), style(a.total), cite([r], [a.total])).display} against ${figureOf(t, '', val(r, a.limit!), style(a.limit!), cite([r], [a.limit!])).display}`,
      );
      const noLimit = blank.length
        ? `; ${blank.length} have no ${lab(a.limit)} and are not counted`
        : '';
      return sourcedAnswer(
        fig,
        `${over.length} of ${a.rows.length} ${noun} ${over.length === 1 ? 'is' : 'are'} over their credit limit (${lab(a.total)} above ${lab(a.limit)})${by.length ? `: ${by.join(', ')}` : ''}${noLimit}.`,
        'count',
      );
    }
    if (at === 13) {
      const phrase = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
      if (
        /^(?:we|you|they|everyone|customers|clients|people|our customers|the customers|debtors)$/.test(
          phrase,
        )
      )
        return undefined;
      const got = one(phrase);
      if (!got) return undefined;
      if (isAnswer(got)) return got;
      const v = cellNumber(got.cells[a.total]);
      if (!v) return refuse(`${nm(got)} has no ${lab(a.total)} figure`);
      const fig = figureOf(
        t,
        `Owed by ${nm(got)} (${lab(a.total)})`,
        v,
        style(a.total),
        cite([got], [a.total]),
        nm(got),
      );
      const limitText =
        a.limit !== undefined && cellNumber(got.cells[a.limit])
          ? `; their ${lab(a.limit)} is ${figureOf(t, '', val(got, a.limit), style(a.limit), cite([got], [a.limit])).display}, a limit, not a debt`
          : '';
      return sourcedAnswer(
        fig,
        `${nm(got)} owes us ${fig.display} (${lab(a.total)}${limitText}).`,
        'lookup',
      );
    }
    if (at === 16) {
      // over the limit by (Total − Credit limit), or credit left (Credit limit − Total)
      if (a.limit === undefined) return undefined;
      const over = m[1] !== undefined || m[2] !== undefined;
      const got = one((m[1] ?? m[2] ?? m[3] ?? m[4])!);
      if (!got) return undefined;
      if (isAnswer(got)) return got;
      const tot = cellNumber(got.cells[a.total]);
      const lim = cellNumber(got.cells[a.limit]);
      if (!tot || !lim)
        return refuse(`${nm(got)} has no ${!lim ? lab(a.limit) : lab(a.total)} figure`);
      const v = over ? decSub(tot, lim) : decSub(lim, tot);
      const fig = figureOf(
        t,
        over
          ? `${lab(a.total)} − ${lab(a.limit)}, ${nm(got)}`
          : `${lab(a.limit)} − ${lab(a.total)}, ${nm(got)}`,
        v,
        style(a.total),
        cite([got], [a.total, a.limit]),
        nm(got),
      );
      const shown = (x: Dec, ci: number) =>
        figureOf(t, '', x, style(a.total), cite([got], [ci])).display;
      const side = decSign(decSub(tot, lim));
      return sourcedAnswer(
        fig,
        `${nm(got)} ${side > 0 ? `is over their limit by ${shown(decSub(tot, lim), a.total)}` : side === 0 ? 'is exactly at their limit' : `is within their limit, with ${shown(decSub(lim, tot), a.limit)} left`} (${lab(a.total)} ${shown(tot, a.total)} against ${lab(a.limit)} ${shown(lim, a.limit)}).`,
        'lookup',
      );
    }
    if (at === 15) {
      // contacts whose balance is over (under) an amount
      const n = decParse(m[3]!.replace(/,/g, ''));
      if (!n) return undefined;
      const below = /less|under|below/.test(m[2]!);
      const orAt = /at least/.test(m[2]!);
      const rows = a.rows.filter((r) => {
        const c = decCmp(val(r, a.total), n);
        return below ? c < 0 : c > 0 || (orAt && c === 0);
      });
      const shown = figureOf(t, '', n, style(a.total), cite(a.rows.slice(0, 1), [a.total])).display;
      const fig = figureOf(
        t,
        `Contacts with ${lab(a.total)} ${below ? 'under' : orAt ? 'at least' : 'over'} ${shown}`,
        decFromInt(rows.length),
        PLAIN,
        cite(rows.length ? rows : a.rows, [a.total]),
      );
      return sourcedAnswer(
        fig,
        `${rows.length} of ${a.rows.length} ${m[1]} owe us ${below ? 'less than' : orAt ? 'at least' : 'more than'} ${shown} (${lab(a.total)})${rows.length ? `: ${rows.map((r) => `${nm(r)} ${figureOf(t, '', val(r, a.total), style(a.total), cite([r], [a.total])).display}`).join(', ')}` : ''}.`,
        'count',
      );
    }
    if (at === 14) {
      const vals = a.rows.map((r) => val(r, a.total));
      const v = decDiv(decSum(vals), decFromInt(vals.length), 2);
      if (!v) return undefined;
      const zero = a.rows.length - owing.length;
      const fig = figureOf(t, `Average ${lab(a.total)} per contact`, v, style(a.total), [
        ...all.cells,
        ...cite(a.rows, [a.total]),
      ]);
      return sourcedAnswer(
        fig,
        `${fig.display} per customer on average (${lab(a.total)} ${figureOf(t, '', all.v, style(a.total), all.cells).display} over ${a.rows.length} contacts${zero ? `, ${zero} of them owing nothing` : ''}).`,
        'average',
      );
    }
    const noun = m[1] ?? m[2] ?? 'customers';
    if (at === 9)
      return counted(
        owing,
        `${noun} owe us money (${lab(a.total)} above zero, of ${a.rows.length})`,
      );
    if (at === 10) {
      // up to date is nothing past the Current bucket: a customer owing nothing is up to date too
      // (a blind set read it so; pass 46 had left them out), named apart
      const later = a.buckets.slice(1);
      const upToDate = a.rows.filter((r) => later.every((b) => decSign(val(r, b.col)) === 0));
      const zero = upToDate.filter((r) => !owing.includes(r)).length;
      return counted(
        upToDate,
        `${noun} are fully up to date (nothing past ${cur.label})`,
        zero ? `; ${zero} of them owe${zero === 1 ? 's' : ''} nothing at all` : '',
      );
    }
    const days = nOf(m[2]!) * (/month/.test(m[3]!) ? 30 : 1);
    if (!edge(days))
      return refuse(
        `the buckets (${a.buckets.map((b) => b.label).join(', ')}) do not split at ${m[2]} ${m[3]}`,
      );
    const bs = after(days);
    if (!bs.length) return undefined;
    const rows = a.rows.filter((r) => bs.some((b) => decSign(val(r, b.col)) > 0));
    return counted(
      rows,
      `${noun} owe us something over ${m[2]} ${m[3]} (anything in ${bs.map((b) => b.label).join(', ')})`,
    );
  }
}

/**
 * Pass 51 (L5): a Credit limit is what a customer may owe, never what they owe: an answer that
 * reads the limit column for a question that says no "limit" is refused (the engine asked back
 * "Total CHF or Credit limit CHF?" for what Kita Sonnenschein owes, and named the largest limit
 * for who owes the most).
 */
export function creditLimitReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || /\b(?:limits?|credit)\b/i.test(question)) return undefined;
  const a = agedTable(wb);
  if (!a || a.limit === undefined) return undefined;
  const label = a.t.columns[a.limit]!.label;
  const reads = answer.figures.some(
    (f) =>
      f.source.sheet === a.t.sheet && (f.label.startsWith(label) || f.label.includes(` ${label}`)),
  );
  return reads
    ? `${label} is how much a customer may owe, not what they owe; the balance is ${a.t.columns[a.total]!.label}`
    : undefined;
}
