/**
 * Issue 13, pass 32 (M2): lines by year, newest first, with Change and Change % columns and a
 * total row (Market | 2025 | 2024 | Change | Change % | …, "Total exports"). "Where did we lose
 * the most" is the line with the most negative Change; "how many markets went down" counts the
 * lines with a negative Change; "biggest export market in 2025" ranks the lines (never the
 * total row) in that year's column when the question names the label column ("market");
 * "compare 2025 to the year before" is asked as "compare 2025 to 2024".
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decFromInt, decSign } from './decimal';
import { PLAIN } from './format';
import type { Row, Table, Workbook } from './model';
import { canonical, canonicalWord, plainQuestion } from './text';
import { sourcedAnswer } from './sourced-answer';

interface ChangeTable {
  table: Table;
  label: number;
  change: number;
  years: number[];
  rows: Row[];
}

function changeTable(wb: Workbook): ChangeTable | undefined {
  const found: ChangeTable[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const label = t.columns.findIndex((c) => c.role === 'label' || c.role === 'category');
    const change = t.columns.findIndex((c) =>
      /^(change|difference|movement)$/i.test(c.label.trim()),
    );
    const years = t.columns
      .map((c, i) => (c.period?.kind === 'year' && /^\D*\d{4}\D*$/.test(c.label.trim()) ? i : -1))
      .filter((i) => i >= 0);
    const rows = t.rows.filter((r) => r.kind === 'data' && !/^total\b/i.test(r.label ?? ''));
    if (label < 0 || change < 0 || years.length !== 2 || rows.length < 2) continue;
    found.push({ table: t, label, change, years, rows });
  }
  return found.length === 1 ? found[0] : undefined;
}

const LOST_MOST =
  /^(?:where|which (?:[a-z]+ )?) ?(?:did|have) (?:we|sales|exports) (?:lose|lost|drop|dropped|fall|fell) (?:the )?most$|^where did we lose (?:the )?most$|^which ([a-z]+) (?:fell|dropped|declined|lost|shrank) (?:the )?most$/;
const WENT =
  /^how many ([a-z]+) (went down|fell|declined|dropped|shrank|went up|grew|rose|increased)$/;
const BIGGEST =
  /^(?:what (?:is|was) |which (?:is|was) )?(?:our |the )?(biggest|largest|top|smallest) ([a-z ]*?) in (\d{4})$/;

const nameOf = (c: ChangeTable, r: Row): string => (cellText(r.cells[c.label]) ?? '').trim();

export function yearBeforeWording(wb: Workbook, question: string): string | undefined {
  const m = /^compare (\d{4}) (?:to|with|against|and) (?:the )?(?:year|one) before$/.exec(
    plainQuestion(question),
  );
  if (!m) return undefined;
  const y = Number(m[1]);
  const has = (yr: number) =>
    wb.sheets.some((s) =>
      s.tables.some((t) =>
        t.columns.some((c) => c.period?.kind === 'year' && c.period.year === yr),
      ),
    );
  return has(y) && has(y - 1) ? `compare ${y} to ${y - 1}` : undefined;
}

export function marketChangeAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const lost = LOST_MOST.exec(q);
  const went = WENT.exec(q);
  const big = BIGGEST.exec(q);
  if (!lost && !went && !big) return undefined;
  const c = changeTable(wb);
  if (!c) return undefined;
  const t = c.table;
  const rowsWordOk = (w: string | undefined): boolean => {
    if (!w) return true;
    const head = canonical(t.columns[c.label]!.label);
    return head.includes(canonicalWord(w)) || canonical(t.title ?? '').includes(canonicalWord(w));
  };
  const valued = (ci: number) =>
    c.rows
      .map((r) => ({ r, v: cellNumber(r.cells[ci]) }))
      .filter((x): x is { r: Row; v: Dec } => x.v !== undefined);
  if (lost) {
    if (!rowsWordOk(lost[1])) return undefined;
    const xs = valued(c.change).sort((a, b) => decCmp(a.v, b.v));
    const top = xs[0];
    if (!top || decSign(top.v) >= 0 || (xs[1] && decCmp(xs[1].v, top.v) === 0)) return undefined;
    const col = t.columns[c.change]!;
    const fig = figureOf(
      t,
      `${col.label.trim()}, ${nameOf(c, top.r)}`,
      top.v,
      cellStyle(t, top.r.cells[c.change]),
      [{ r: top.r.r, c: col.c }],
      nameOf(c, top.r),
    );
    return sourcedAnswer(
      fig,
      `${nameOf(c, top.r)} lost the most: ${fig.display} (${col.label.trim()}).`,
      'min',
    );
  }
  if (went) {
    if (!rowsWordOk(went[1])) return undefined;
    const down = /down|fell|declined|dropped|shrank/.test(went[2]!);
    const xs = valued(c.change).filter((x) => (down ? decSign(x.v) < 0 : decSign(x.v) > 0));
    const col = t.columns[c.change]!;
    const cells = (xs.length ? xs : valued(c.change)).map((x) => ({ r: x.r.r, c: col.c }));
    const fig = figureOf(
      t,
      `${went[1]} ${down ? 'down' : 'up'}`,
      decFromInt(xs.length),
      PLAIN,
      cells,
    );
    return sourcedAnswer(
      fig,
      `${xs.length} of ${c.rows.length} ${went[1]} went ${down ? 'down' : 'up'} (${col.label.trim()} ${down ? 'below' : 'above'} 0)${xs.length ? `: ${xs.map((x) => nameOf(c, x.r)).join(', ')}` : ''}.`,
      'count',
    );
  }
  const [, dir, words, year] = big as unknown as [string, string, string, string];
  const head = canonical(t.columns[c.label]!.label);
  if (!canonical(words).some((w) => head.includes(w))) return undefined;
  const yi = c.years.find((i) => String(t.columns[i]!.period!.year) === year);
  if (yi === undefined) return undefined;
  const xs = valued(yi).sort((a, b) => (dir === 'smallest' ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
  const top = xs[0];
  if (!top || (xs[1] && decCmp(xs[1].v, top.v) === 0)) return undefined;
  const col = t.columns[yi]!;
  const fig = figureOf(
    t,
    `${col.label.trim()}, ${nameOf(c, top.r)}`,
    top.v,
    cellStyle(t, top.r.cells[yi]),
    [{ r: top.r.r, c: col.c }],
    nameOf(c, top.r),
  );
  return sourcedAnswer(
    fig,
    `${nameOf(c, top.r)}: ${fig.display}, the ${dir} in ${year} of ${c.rows.length} lines (the total row is not one).`,
    dir === 'smallest' ? 'min' : 'max',
  );
}
