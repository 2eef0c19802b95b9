/**
 * Issue 13, pass 14 (W7): late payers on an aging report (tenants, customers, clients):
 * - "who is worst for paying late": the row with the largest oldest bucket and the row with
 *   the largest overdue total (every bucket but Current) when they are one row; when they are
 *   two, the answer asks which is meant, naming both (it ranked the lowest overdue: wrong);
 * - "how many tenants are more than 30 days behind": rows with an amount in a bucket that
 *   starts after day 30;
 * - "who has the biggest balance": as "who owes the most" (the Total column, TOTAL row left out).
 * Only on a book with exactly one aging table.
 */
import type { Answer } from './answer-types';
import { cellStyle, figureOf } from './cell-figures';
import { decFromInt, decFromNumber } from './decimal';
import { bucketStart, isAging } from './aging';
import { PLAIN } from './format';
import { cellNumber, type TableView, viewsOf } from './view';

type Wb = Parameters<typeof viewsOf>[0];
const WHO = '(?:who|which (?:tenant|customer|client|account|debtor|company|member|unit))';
const WORST = new RegExp(
  `^${WHO} (?:is|are|was) (?:the )?(?:worst|slowest) (?:for|at|to) (?:paying|pay)(?: us)?(?: late| on time)?$|^${WHO} (?:pays|paid) (?:the )?(?:latest|slowest)$|^who is (?:our|the) worst payer$`,
  'i',
);
const BEHIND =
  /^how many (tenants|customers|clients|accounts|debtors|members|units) (?:are|is) (?:more than|over) (\d+) days (?:behind|late|overdue|past due|in arrears)$/i;
// "how many suppliers are we late paying", "how many customers are overdue": anything past
// due, every bucket after Current (pass 15, W9; it counted every supplier)
const PAST_DUE =
  /^how many (suppliers|vendors|creditors|tenants|customers|clients|accounts|debtors) (?:(?:are|do) we (?:late|behind) (?:paying|with|on|in paying)(?: them)?|(?:are|is) (?:late|overdue|past due|behind|in arrears))$/i;
const BALANCE = new RegExp(`^${WHO} (?:has|have) (?:the )?(biggest|largest|highest) balance$`, 'i');

function agingView(wb: Wb): TableView | undefined {
  const found = viewsOf(wb).filter(isAging);
  return found.length === 1 ? found[0] : undefined;
}

/** The owners' "biggest balance" is "who owes the most" (aging-words.ts answers it). */
export function agingLateWording(wb: Wb, question: string): string {
  const q = question.trim().replace(/[?!.]+$/, '');
  if (!BALANCE.test(q) || !agingView(wb)) return question;
  return 'who owes the most';
}

export function agingLateAnswer(
  wb: Wb,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = question
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+$/, '');
  const worst = WORST.test(q);
  const pastDue = PAST_DUE.exec(q);
  const behind = BEHIND.exec(q) ?? (pastDue ? [q, pastDue[1]!, '0'] : null);
  if (!worst && !behind) return undefined;
  const view = agingView(wb);
  if (!view) return undefined;
  const { table } = view;
  const buckets = view.valueCols
    .map((ci) => ({ ci, start: bucketStart(table.columns[ci]!.label) }))
    .filter((b): b is { ci: number; start: number } => b.start !== undefined);
  if (buckets.length < 3) return undefined;
  const rows = view.dataRows.map((ri) => table.rows[ri]!).filter((r) => r.label);
  const amount = (row: (typeof rows)[number], ci: number): number => cellNumber(row.cells[ci]) ?? 0;
  if (behind) {
    const days = Number(behind[2]);
    const late = buckets.filter((b) => b.start > days);
    if (!late.length || late.length === buckets.length) return undefined;
    const hits = rows.filter((r) => late.some((b) => amount(r, b.ci) > 0));
    const fig = figureOf(
      table,
      days ? `${behind[1]} more than ${days} days behind` : `${behind[1]} with an amount past due`,
      decFromInt(hits.length),
      PLAIN,
      hits.length
        ? hits.map((r) => ({ r: r.r, c: table.columns[late[0]!.ci]!.c }))
        : [{ r: rows[0]!.r, c: table.columns[late[0]!.ci]!.c }],
    );
    const names = hits.map((r) => r.label).join(', ');
    return {
      text: `${hits.length} ${behind[1]!.toLowerCase()} have ${days ? `an amount more than ${days} days old` : 'an amount past due'} (${late.map((b) => table.columns[b.ci]!.label).join(', ')}, out of ${rows.length})${names ? `: ${names}` : ''}.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'count',
    };
  }
  const oldest = buckets.reduce((a, b) => (b.start > a.start ? b : a));
  const overdue = buckets.filter((b) => b.start > 0);
  const top = (score: (r: (typeof rows)[number]) => number): (typeof rows)[number] | undefined => {
    const sorted = [...rows].sort((a, b) => score(b) - score(a));
    if (sorted.length < 2 || score(sorted[0]!) <= 0 || score(sorted[0]!) === score(sorted[1]!))
      return undefined;
    return sorted[0];
  };
  const overdueOf = (r: (typeof rows)[number]): number =>
    overdue.reduce((s, b) => s + amount(r, b.ci), 0);
  const byOldest = top((r) => amount(r, oldest.ci));
  const byOverdue = top(overdueOf);
  if (!byOldest || !byOverdue) return undefined;
  const oldLabel = table.columns[oldest.ci]!.label;
  if (byOldest !== byOverdue)
    return refuse(
      `${byOldest.label} has the most in ${oldLabel} (${amount(byOldest, oldest.ci)}), ${byOverdue.label} the most overdue in all (${overdueOf(byOverdue)}); say "oldest" or "most overdue"`,
    );
  const fig = figureOf(
    table,
    `Overdue (${overdue.map((b) => table.columns[b.ci]!.label).join(', ')})`,
    decFromNumber(overdueOf(byOverdue)),
    cellStyle(table, byOverdue.cells[overdue[0]!.ci]),
    overdue.map((b) => ({ r: byOverdue.r, c: table.columns[b.ci]!.c })),
    byOverdue.label,
  );
  return {
    text: `${byOverdue.label} is the latest payer: ${fig.display} overdue, the most of ${rows.length}, and the most in ${oldLabel}.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'max',
  };
}
