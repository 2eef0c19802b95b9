/**
 * Issue 13, pass 21 (M): a job-costing sheet (Job | Customer | Status | Labour hrs | Materials
 * | Labour cost | Price, a Totals row). Owners' words: "total sales from finished jobs" is the
 * Price of the jobs whose status is that word; "hours put in" the hours column added; "how much
 * did <customer> pay us" the Price of that customer's jobs, only when every one of them is
 * finished (a quoted or running job has not paid: asked back). Totals rows are never added.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const PRICE =
  /^(price|contract price|quoted price|sale price|job price|invoiced|amount billed|billed|charged)$/i;
const HOURS = /\b(hrs|hours)\b/i;
const STATUS = /^(status|stage|state|job status)$/i;
const DONE = /^(finished|complete|completed|done|closed|invoiced|paid)$/i;

const FROM_STATUS =
  /^(?:what (?:were|was) (?:the |our )?)?(?:total )?(?:sales|revenue|income|takings) (?:from|on|of) ([a-z ]+?) jobs$|^how much did (?:the |our )?([a-z ]+?) jobs (?:bring in|make|earn|sell for)$/;
const HOURS_ASK =
  /^(?:how many |total )?hours (?:did we )?(?:put in|worked|spent|logged)(?: in total| altogether)?$|^how many hours did we (?:put in|work|spend|log)(?: in total| altogether)?$|^total (?:labour |labor )?hours$/;
const PAID = /^(?:how much|what) did (.+?) pay us(?: in total| altogether)?$/;

interface Jobs {
  table: Table;
  price: number;
  customer: number;
  status: number;
  hours: number;
  rows: Row[];
}

function jobSheet(wb: Workbook): Jobs | undefined {
  const found: Jobs[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const at = (re: RegExp, value: boolean): number[] =>
        table.columns.flatMap((c, i) =>
          re.test(c.label.trim()) && (value ? c.role === 'value' : c.type === 'text') ? [i] : [],
        );
      const price = at(PRICE, true);
      const job = at(/^(job|job no\.?|job #|job id)$/i, false);
      if (price.length !== 1 || job.length !== 1) continue;
      const customer = at(/^(customer|client)$/i, false);
      const status = at(STATUS, false);
      const hours = at(HOURS, true);
      found.push({
        table,
        price: price[0]!,
        customer: customer.length === 1 ? customer[0]! : -1,
        status: status.length === 1 ? status[0]! : -1,
        hours: hours.length === 1 ? hours[0]! : -1,
        rows: table.rows.filter((r) => r.kind === 'data'),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

function summed(j: Jobs, col: number, rows: Row[], label: string, how: string): Answer | undefined {
  const with_ = rows.filter((r) => cellNumber(r.cells[col]) !== undefined);
  if (!with_.length) return undefined;
  const c = j.table.columns[col]!;
  const fig = figureOf(
    j.table,
    label,
    decSum(with_.map((r) => cellNumber(r.cells[col])!)),
    cellStyle(j.table, with_[0]!.cells[col]),
    with_.map((r) => ({ r: r.r, c: c.c })),
  );
  return {
    text: `${label}: ${fig.display} (${c.label} ${how}, ${with_.length} job${with_.length === 1 ? '' : 's'}).\nSource: sheet '${j.table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'total',
  };
}

export function jobPriceAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const from = FROM_STATUS.exec(q);
  const hours = HOURS_ASK.test(q);
  const paid = PAID.exec(q);
  if (!from && !hours && !paid) return undefined;
  const j = jobSheet(wb);
  if (!j) return undefined;
  const statusOf = (r: Row): string => cellText(r.cells[j.status]) ?? '';
  if (from) {
    if (j.status < 0) return undefined;
    const word = canonical(from[1] ?? from[2]!).join(' ');
    const rows = j.rows.filter((r) => canonical(statusOf(r)).join(' ') === word);
    if (!rows.length) return undefined;
    return summed(
      j,
      j.price,
      rows,
      `${j.table.columns[j.price]!.label}, ${statusOf(rows[0]!)} jobs`,
      `where ${j.table.columns[j.status]!.label} is ${statusOf(rows[0]!)}`,
    );
  }
  if (hours) {
    if (j.hours < 0) return undefined;
    return summed(
      j,
      j.hours,
      j.rows,
      `Total ${j.table.columns[j.hours]!.label}`,
      'added over every job',
    );
  }
  if (j.customer < 0) return undefined;
  const who = canonical(paid![1]!).join(' ');
  const rows = j.rows.filter(
    (r) => canonical(cellText(r.cells[j.customer]) ?? '').join(' ') === who,
  );
  if (!rows.length) return undefined;
  const name = cellText(rows[0]!.cells[j.customer])!;
  if (j.status >= 0 && rows.some((r) => !DONE.test(statusOf(r).trim())))
    return refuse(
      `${name}'s jobs are not all finished (${rows.map((r) => statusOf(r)).join(', ')}); say "finished jobs" or "all jobs" for the price of which`,
    );
  return summed(
    j,
    j.price,
    rows,
    `${j.table.columns[j.price]!.label}, ${name}`,
    `of ${name}'s jobs`,
  );
}
