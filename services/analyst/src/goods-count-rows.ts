/**
 * Issue 13, pass 35 (W1): "how many jars of honey did we sell" on a Xero P&L (money by account,
 * months across) answered the number of its rows. A count of rows answers only a question whose
 * counted noun is what a row is (entries, lines, transactions, invoices, orders, jobs, grants,
 * claims, employees …, or a word of the table's own label column header or sheet name). A goods
 * or unit noun ("jars", "bottles", "kg", "units", "boxes") asked with sell / sold / made, and
 * answered by a count of rows, is refused: the sheet holds money, not quantities.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { canonical, canonicalWord, plainQuestion } from './text';

const ASKED = /^how many ([a-z]+)\b(.*)$/;
const MADE =
  /\b(sell|sells|sold|selling|make|made|making|produce|produced|bake|baked|brew|brewed|bottle|bottled|ship|shipped|shift|shifted|move|moved|harvest|harvested|pick|picked)\b/;
const STOP =
  /\b(?:did|do|does|have|has|had|were|was|are|is|we|you|they|i|in|on|during|this|last|per|each|for)\b/;
/** nouns that are rows of a log or a list: a count of rows may answer them */
const ROW_NOUNS =
  /^(rows?|entries|entry|records?|lines?|transactions?|orders?|sales|invoices?|bills?|receipts?|bookings?|deals?|jobs?|grants?|claims?|employees?|staff|people|members?|customers?|clients?|accounts?|payments?|purchases?|visits?|sessions?|lessons?|shifts?|trips?|events?|contracts?|projects?|days?|months?|weeks?)$/;

export function goodsCountRowsReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || answer.kind !== 'count') return undefined;
  const fig = answer.figures[0];
  if (!fig || !/^Rows\b/.test(fig.label.trim())) return undefined;
  const q = plainQuestion(question)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ');
  const m = ASKED.exec(q);
  if (!m || !MADE.test(m[2]!)) return undefined;
  // the counted noun: the word before "of" ("jars of honey"), else the phrase's last word
  // ("how many Sales - Honey Jars did we sell", a line's name put in by pass 23)
  const phrase = `${m[1]}${m[2]}`.split(STOP)[0]!.trim().split(' ');
  const of = phrase.indexOf('of');
  const head = of > 0 ? phrase[of - 1]! : phrase[phrase.length - 1]!;
  if (ROW_NOUNS.test(head)) return undefined;
  const noun = canonicalWord(head);
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  if (!sheet) return undefined;
  // the table's own row noun (a "Product" column, a sheet named "Jobs") is what a row is
  if (canonical(sheet.name).includes(noun)) return undefined;
  for (const t of sheet.tables)
    if (t.columns.some((c) => c.role !== 'value' && canonical(c.label).includes(noun)))
      return undefined;
  return `the sheet holds money, not quantities: it has no column counting ${head}, and counting its rows would not say how many were sold`;
}

/**
 * Pass 37 (W2): widened. On a table of money by line (a P&L, months across: every row an
 * account), "how many patients did we see in march" (number of …, count of …) answered a count
 * of its rows, or a money line naming the noun ("Patient Fees - Private"). A count asked of
 * people or things a row is not (its rows are accounts, lines) is refused, unless a row or a
 * column of the sheet counts that noun (its label holds the noun and no money word).
 */
const COUNT_ASKED =
  /^(?:how many|(?:what(?:'s| is| was| were) )?(?:the )?(?:total )?(?:number|count|no) of) ([a-z][a-z -]*)$/;
const PNL_ROW_NOUNS =
  /^(rows?|entries|entry|records?|lines?|accounts?|items?|categories|category|codes?|months?|periods?|columns?|sections?|headings?|components?|parts?|elements?|types?|kinds?|sources?|streams?|years?|quarters?)$/;
const MONEY_WORD =
  /\b(fees?|income|revenue|sales|reimbursements?|subscriptions?|costs?|expenses?|wages|salaries|payroll|rent|insurance|charges?|payments?|receipts?|amount|value|profit|total|tax|vat|gst|interest|commission|spend|£|\$|€)\b/i;
const QSTOP =
  /\b(?:did|do|does|have|has|had|were|was|are|is|we|you|they|i|in|on|during|this|last|per|each|for|see|seen|get|got|treat|treated|serve|served|there|so far|that|who|which|at|went|go|goes|came|come|grew|grow|fell|fall|rose|rise|made|make|paid|pay|sold|sell|bought|buy|joined|left|signed|booked|attended|visited|used|owe|owed|missed|ran|run|had|with|without|above|below|over|under|than|more|less)\b/;

export function moneyLinesCountReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused) return undefined;
  const fig = answer.figures[0];
  if (!fig) return undefined;
  const q = plainQuestion(question)
    .replace(/[^a-z0-9 -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const m = COUNT_ASKED.exec(q);
  if (!m) return undefined;
  // pass 49 (L3): "how many costs increased": the lines that moved are counted, never money
  if (
    /^[a-z]+(?: [a-z]+)? (?:grew|increased|rose|went up|gone up|fell|decreased|dropped|declined|went down|gone down)\b/.test(
      m[1]!,
    ) &&
    answer.kind === 'count'
  )
    return undefined;
  const phrase = m[1]!.split(QSTOP)[0]!.trim().split(' ').filter(Boolean);
  if (!phrase.length) return undefined;
  const of = phrase.indexOf('of');
  const head = of > 0 ? phrase[of - 1]! : phrase[phrase.length - 1]!;
  if (PNL_ROW_NOUNS.test(head)) return undefined;
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  if (!sheet || !sheet.tables.length) return undefined;
  // only a table of money by line: wide (periods across), every row a line of money
  if (!sheet.tables.every((t) => t.layout === 'wide' && t.columns.some((c) => c.period)))
    return undefined;
  const counted = /^Rows\b/.test(fig.label.trim()) || answer.kind === 'count';
  const noun = canonicalWord(head);
  const countLine = (label: string | undefined): boolean =>
    !!label && canonical(label).includes(noun) && !MONEY_WORD.test(label);
  // the table's own row noun (a "Customer" label column, "Sales by Customer" title) is a row
  if (canonical(sheet.name).includes(noun)) return undefined;
  for (const t of sheet.tables) {
    if (t.title && canonical(t.title).includes(noun)) return undefined;
    if (t.columns.some((c) => c.role !== 'value' && canonical(c.label).includes(noun)))
      return undefined;
    if (t.columns.some((c) => c.role !== 'label' && countLine(c.label))) return undefined;
    if (t.rows.some((r) => countLine(r.label))) return undefined;
  }
  if (!counted && !['lookup', 'total', 'sum'].includes(answer.kind)) return undefined;
  return `the sheet holds money by account, not a count of ${head}: ${counted ? 'counting its lines' : `the line ${fig.label.split(',')[0]} is an amount, and it`} would not say how many`;
}
