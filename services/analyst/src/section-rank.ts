/**
 * After blind-40: "where do we spend the least" and "biggest expense category" on an expense
 * log whose categories are headings above their lines ("Van & fuel", its lines, "Total Van &
 * fuel") read single lines, or found no "category". The headings are the categories: each
 * one's lines are added (checked against its Total row when it has one) and the headings ranked.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decCmp, decEq, decSum } from './decimal';
import type { Row, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { SECTION_COL, viewsOf } from './view';

const ASKED =
  /\bwhere do (?:we|i) spend (?:the )?(most|least)\b|\b(biggest|largest|highest|top|smallest|lowest|least|cheapest) (?:expense |cost |spending |spend )?(?:category|categories|heading|kind of (?:cost|expense|spend(?:ing)?))\b|\bwhich (?:expense |cost |spending )?(?:category|heading) (?:costs?|costed|did we spend|do we spend|is|was) (?:the |us the )?(most|least|biggest|smallest|highest|lowest)\b/;
const LOW = /^(least|smallest|lowest|cheapest)$/;
const PERIOD_NAMED =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:19|20)\d\d\b|\b(?:this|last|next) (?:year|month|quarter|week)\b|\bq[1-4]\b/;

export function sectionRankAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const m = ASKED.exec(q);
  if (!m || PERIOD_NAMED.test(q)) return undefined;
  const low = LOW.test((m[1] ?? m[2] ?? m[3])!);
  const views = viewsOf(wb).filter(
    (v) =>
      v.table.layout === 'long' &&
      (v.categories.get(SECTION_COL)?.size ?? 0) >= 2 &&
      !v.catCols.some((ci) => /categor|type|account|heading/i.test(v.table.columns[ci]!.label)),
  );
  if (views.length !== 1) return undefined;
  const v = views[0]!;
  const t = v.table;
  const money = v.targets.filter((x) => x.kind === 'col');
  if (money.length !== 1 || money[0]!.kind !== 'col') return undefined;
  const ci = money[0]!.col;
  const groups = new Map<string, Row[]>();
  for (const ri of v.dataRows) {
    const r = t.rows[ri]!;
    if (!r.section || cellNumber(r.cells[ci]) === undefined) continue;
    groups.set(r.section, [...(groups.get(r.section) ?? []), r]);
  }
  if (groups.size < 2) return undefined;
  const sums = [...groups].map(([head, rows]) => ({
    head: head.trim(),
    rows,
    v: decSum(rows.map((r) => cellNumber(r.cells[ci])!)),
  }));
  for (const s of sums) {
    const total = t.rows.find(
      (r) =>
        r.kind === 'total' &&
        (r.label ?? '').trim().toLowerCase() === `total ${s.head.toLowerCase()}`,
    );
    const tv: Dec | undefined = total ? cellNumber(total.cells[ci]) : undefined;
    if (tv && !decEq(tv, s.v))
      return refuse(
        `the lines under ${s.head} do not add up to its Total row; I will not rank the headings`,
      );
  }
  sums.sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
  const [top, next] = sums;
  if (next && decEq(top!.v, next.v))
    return refuse(`${top!.head} and ${next.head} come to the same`);
  const style = cellStyle(t, top!.rows[0]!.cells[ci]);
  const col = t.columns[ci]!;
  const fig = figureOf(
    t,
    `${col.label.trim()} for ${top!.head}`,
    top!.v,
    style,
    top!.rows.map((r) => ({ r: r.r, c: col.c })),
    top!.head,
  );
  const listed = sums
    .map(
      (s) =>
        `${s.head} ${
          figureOf(
            t,
            s.head,
            s.v,
            style,
            s.rows.map((r) => ({ r: r.r, c: col.c })),
          ).display
        }`,
    )
    .join(', ');
  return sourcedAnswer(
    fig,
    `${top!.head} is where the ${low ? 'least' : 'most'} goes: ${fig.display} of ${col.label.trim()} (its ${top!.rows.length} lines added). All ${sums.length} headings: ${listed}.`,
    low ? 'min' : 'max',
  );
}
