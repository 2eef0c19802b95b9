/**
 * Issue 13, pass 19 (W1, M7): a job log kept by date (Date | Customer | Job type | Hours | Rate
 * | Amount). "How many jobs (in Q2 / for Harper)" counted DISTINCT job types (the column named
 * "Job"); a count of jobs is a count of ROWS, filtered by the period or customer named. "What
 * did we charge Harper altogether" answered the Rate; it is the money column (Amount) added for
 * that customer: a per-hour rate is never a total. "Which kind of job makes the most money"
 * ranks the job types by their summed money.
 */
import type { Answer } from './answer-types';
import { cellNumber, figureOf, cellStyle } from './cell-figures';
import { type Dec, decCmp, decSum } from './decimal';
import { formatValue } from './format';
import type { Table } from './model';
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { categoryNorm, type TableView, viewsOf } from './view';

const HOURS = /\b(hours?|hrs?)\b/i;
const RATE = /\brate\b|per hour|\/\s*h(ou)?r\b|hourly/i;
const CUSTOMER = /\b(customer|client)s?\b/i;
const TYPE = /\b(job|work|service|task)s?\b/i;

interface JobLog {
  view: TableView;
  table: Table;
  money: number;
  customer: number;
  type?: number;
}

function jobLogOf(wb: Workbook): JobLog | undefined {
  const found = viewsOf(wb).flatMap((view): JobLog[] => {
    const { table } = view;
    if (table.layout !== 'long' || view.dateCol === undefined) return [];
    const label = (ci: number): string => table.columns[ci]!.label;
    if (!view.valueCols.some((ci) => HOURS.test(label(ci)))) return [];
    if (!view.valueCols.some((ci) => RATE.test(label(ci)))) return [];
    const money = view.valueCols.filter(
      (ci) =>
        !HOURS.test(label(ci)) && !RATE.test(label(ci)) && !/\b(qty|quantity)\b/i.test(label(ci)),
    );
    const texts = [...view.catCols, ...view.labelCols];
    const customer = texts.filter((ci) => CUSTOMER.test(label(ci)));
    if (money.length !== 1 || customer.length !== 1) return [];
    const type = texts.filter((ci) => ci !== customer[0] && TYPE.test(label(ci)));
    return [
      {
        view,
        table,
        money: money[0]!,
        customer: customer[0]!,
        type: type.length === 1 ? type[0] : undefined,
      },
    ];
  });
  return found.length === 1 ? found[0] : undefined;
}

const COUNT =
  /^how many (?:jobs|visits|call-?outs|bookings)(?: (?:did|have|had) we (?:do|done|did|have|had|get|got|book|booked|complete|completed))?(.*)$/;
const CHARGE =
  /^(?:what|how much) (?:did|have) we (?:charge|charged|bill|billed|invoice|invoiced) (.+?)(?: altogether| in total| in all| overall| all together| for everything)?$|^how much did (.+?) pay us(?: altogether| in total| in all| overall)?$|^(?:total )?(?:billed|charged|invoiced) to (.+)$/;
const TOTAL =
  /^(?:what was |what is )?(?:the )?total (?:billed|charged|invoiced)$|^how much did we (?:bill|charge|invoice)(?: altogether| in total| in all| overall)?$/;
const KIND =
  /^(?:which|what) (?:kind|type|sort) of (?:job|work)s? (?:makes|made|brings in|brought in|earns|earned) (?:us )?the most(?: money)?$/;

type Ask = (question: string) => Answer;

export function jobLogAnswer(wb: Workbook, question: string, ask: Ask): Answer | undefined {
  const q = plainQuestion(question);
  const count = COUNT.exec(q);
  const charge = count ? null : CHARGE.exec(q);
  const total = TOTAL.test(q);
  const kind = KIND.test(q);
  if (!count && !charge && !total && !kind) return undefined;
  const log = jobLogOf(wb);
  if (!log) return undefined;
  if (count) {
    // the rows counted, never the distinct job types: the engine's "entries" reading
    const a = ask(`how many entries${count[1] ?? ''}`);
    return a.refused || a.kind !== 'count' ? undefined : a;
  }
  const { view, table } = log;
  const rows = view.dataRows.map((ri) => table.rows[ri]!);
  const moneyCol = table.columns[log.money]!;
  const moneyOf = (r: (typeof rows)[number]): Dec | undefined => cellNumber(r.cells[log.money]);
  const textOf = (r: (typeof rows)[number], ci: number): string => {
    const v = r.cells[ci];
    return typeof v === 'string' ? v.trim() : '';
  };
  const summed = (picked: typeof rows, label: string, at?: string): Answer | undefined => {
    const cells = picked.filter((r) => moneyOf(r) !== undefined);
    if (!cells.length) return undefined;
    const value = decSum(cells.map((r) => moneyOf(r)!));
    const style = cellStyle(table, cells[0]!.cells[log.money]);
    const fig = figureOf(
      table,
      label,
      value,
      style,
      cells.map((r) => ({ r: r.r, c: moneyCol.c })),
      at,
    );
    return {
      text: `${label}: ${fig.display} (${moneyCol.label} added over ${cells.length} row${cells.length === 1 ? '' : 's'}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'total',
    };
  };
  if (total) return summed(rows, `Total ${moneyCol.label}`);
  if (charge) {
    const who = categoryNorm(charge[1] ?? charge[2] ?? charge[3] ?? '');
    const picked = rows.filter((r) => categoryNorm(textOf(r, log.customer)) === who);
    if (!picked.length) return undefined;
    const name = textOf(picked[0]!, log.customer);
    return summed(picked, `${moneyCol.label} for ${name}`);
  }
  if (log.type === undefined) return undefined;
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const t = textOf(r, log.type);
    if (t) groups.set(t, [...(groups.get(t) ?? []), r]);
  }
  const sums = [...groups].map(([t, rs]) => ({
    t,
    rs,
    v: decSum(rs.map((r) => moneyOf(r)).filter((d): d is Dec => !!d)),
  }));
  sums.sort((a, b) => decCmp(b.v, a.v));
  if (sums.length < 2 || decCmp(sums[0]!.v, sums[1]!.v) === 0) return undefined;
  const best = summed(sums[0]!.rs, `${moneyCol.label}, ${sums[0]!.t}`, sums[0]!.t)!;
  const style = cellStyle(table, sums[0]!.rs[0]!.cells[log.money]);
  const rest = sums
    .slice(1)
    .map((s) => `${s.t} ${formatValue(s.v, style)}`)
    .join(', ');
  return {
    ...best,
    kind: 'max',
    text: `${sums[0]!.t} makes the most: ${best.figures[0]!.display} (${moneyCol.label} added over its ${sums[0]!.rs.length} jobs; then ${rest}).\nSource: sheet '${table.sheet}' ${best.figures[0]!.source.range}.`,
  };
}
