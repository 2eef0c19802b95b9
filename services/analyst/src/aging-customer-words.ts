/**
 * Issue 13, pass 21 (M): owners' words on an AR aging report (Customer | Current | 1-30 | … |
 * Total, blank buckets): "how many / which customers are fully current" (something Current,
 * nothing in a later bucket), "<customer> 1-30 (days)" (the cell; a blank is 0, it was refused
 * as "no value"), "the second biggest debtor" (the Total column ranked, else the buckets added).
 * Only on a book with exactly one aging table; a customer must be exactly one row.
 */
import type { Answer } from './answer-types';
import { bucketStart, isAging } from './aging';
import { cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decFromInt, decSign, decSum, decFromNumber } from './decimal';
import { PLAIN } from './format';
import { canonical, plainQuestion } from './text';
import { viewsOf } from './view';
import type { Row, Workbook } from './model';

const CURRENT_ONLY =
  /^(how many|which|what) (customers|clients|accounts|debtors)(?: are| were)? (?:fully|completely|all) current$|^(how many|which) (customers|clients|accounts|debtors) have nothing (?:past due|overdue)$/;
const BUCKET_ASKED =
  /^(?:how much (?:does|do|did) (.+?) owe (?:in|under|for) (?:the )?|what (?:does|do) (.+?) have (?:in|under) (?:the )?|(.+?) )(\d+\s*(?:-|–|to)\s*\d+|\d+\s*\+|over \d+|> ?\d+)(?: days?)?(?: column| bucket)?$/;
const SECOND =
  /^(?:who|which customer|what customer) is (?:our |the )?second (?:biggest|largest) (?:debtor|customer balance|balance)$|^(?:our |the )?second (?:biggest|largest) (?:debtor|balance)$/;

const num = (c: Row['cells'][number] | undefined): Dec | undefined =>
  typeof c === 'number' ? decFromNumber(c) : Array.isArray(c) ? decFromNumber(c[0]) : undefined;
const sameBucket = (a: string, b: string): boolean =>
  a
    .replace(/\s|days?/gi, '')
    .replace('–', '-')
    .replace('to', '-')
    .toLowerCase() ===
  b
    .replace(/\s|days?/gi, '')
    .replace('–', '-')
    .replace('to', '-')
    .toLowerCase();

export function agingCustomerAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const only = CURRENT_ONLY.exec(q);
  const bucket = only ? undefined : BUCKET_ASKED.exec(q);
  const second = SECOND.test(q);
  if (!only && !bucket && !second) return undefined;
  const views = viewsOf(wb).filter(isAging);
  if (views.length !== 1) return undefined;
  const view = views[0]!;
  const t = view.table;
  const nameCol = view.catCols[0] ?? view.labelCols[0];
  if (nameCol === undefined) return undefined;
  const rows = view.dataRows.map((i) => t.rows[i]!).filter((r) => cellText(r.cells[nameCol]));
  const buckets = t.columns.flatMap((c, i) => {
    const s = bucketStart(c.label);
    return s === undefined || c.role === 'total' ? [] : [{ i, c, start: s }];
  });
  const current = buckets.find((b) => b.start === 0);
  const later = buckets.filter((b) => b.start > 0);
  if (!current || !later.length) return undefined;
  const reply = (fig: ReturnType<typeof figureOf>, text: string, kind: string): Answer => ({
    text: `${text}\nSource: sheet '${t.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind,
  });
  if (only) {
    const hits = rows.filter(
      (r) =>
        decSign(num(r.cells[current.i]) ?? decFromInt(0)) > 0 &&
        later.every((b) => decSign(num(r.cells[b.i]) ?? decFromInt(0)) === 0),
    );
    const names = hits.map((r) => cellText(r.cells[nameCol])!);
    const cells = rows.flatMap((r) => later.map((b) => ({ r: r.r, c: b.c.c })));
    const fig = figureOf(t, 'Customers fully current', decFromInt(hits.length), PLAIN, cells);
    return reply(
      fig,
      `${hits.length} of ${rows.length} customers are fully current (a ${current.c.label} balance and nothing in ${later.map((b) => b.c.label).join(', ')})${names.length ? `: ${names.join(', ')}` : ''}.`,
      'count',
    );
  }
  if (bucket) {
    const who = canonical(bucket[1] ?? bucket[2] ?? bucket[3] ?? '').join(' ');
    const b = later.find((x) => sameBucket(x.c.label, bucket[4]!));
    if (!who || !b) return undefined;
    const hit = rows.filter((r) => canonical(cellText(r.cells[nameCol])!).join(' ') === who);
    if (hit.length !== 1) return undefined;
    const r = hit[0]!;
    const v = num(r.cells[b.i]) ?? decFromInt(0);
    const name = cellText(r.cells[nameCol])!;
    const fig = figureOf(t, `${b.c.label}, ${name}`, v, cellStyle(t, r.cells[b.i]), [
      { r: r.r, c: b.c.c },
    ]);
    return reply(
      fig,
      `${name}, ${b.c.label}: ${fig.display}${num(r.cells[b.i]) === undefined ? ' (the cell is blank: nothing in that bucket)' : ''}.`,
      'lookup',
    );
  }
  const totalCol = t.columns.findIndex((c) =>
    /^(total|balance|total due|amount due)$/i.test(c.label.trim()),
  );
  const scored = rows
    .map((r) => ({
      r,
      v:
        totalCol >= 0
          ? num(r.cells[totalCol])
          : decSum(buckets.map((b) => num(r.cells[b.i]) ?? decFromInt(0))),
    }))
    .filter((x): x is { r: Row; v: Dec } => x.v !== undefined)
    .sort((a, b) => decCmp(b.v, a.v));
  if (
    scored.length < 3 ||
    decCmp(scored[1]!.v, scored[0]!.v) === 0 ||
    decCmp(scored[1]!.v, scored[2]!.v) === 0
  )
    return undefined;
  const s2 = scored[1]!;
  const name = cellText(s2.r.cells[nameCol])!;
  const cells =
    totalCol >= 0
      ? [{ r: s2.r.r, c: t.columns[totalCol]!.c }]
      : buckets.map((b) => ({ r: s2.r.r, c: b.c.c }));
  const fig = figureOf(
    t,
    'Second biggest balance',
    s2.v,
    cellStyle(t, s2.r.cells[totalCol >= 0 ? totalCol : buckets[0]!.i]),
    cells,
    name,
  );
  return reply(
    fig,
    `${name}: ${fig.display}, the second largest balance of ${scored.length} customers (after ${cellText(scored[0]!.r.cells[nameCol])}).`,
    'rank',
  );
}
