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
