/**
 * After blind-44: a stock count kept against the system (`SKU | Item | Category | Unit cost |
 * System qty | Counted qty | Variance | Variance value | Stock value`) in the owner's words:
 * - "how many lines were off in the count" (out, wrong, short, over, didn't match, had a
 *   variance): the lines whose Variance is not 0 (below 0 for short, above for over); the
 *   engine had counted every line;
 * - "how much did the count come up short" (shrinkage, missing): the Variance value added
 *   (the Variance in units when there is no value column);
 * - "which item has the biggest shortfall": the line with the most negative Variance value;
 * - "how many (lures) did we count": the Counted qty added, over a category value named;
 * - "what does the system say our stock is worth": Σ System qty × Unit cost.
 * Only on a book with one such table.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, ZERO, decCmp, decFromInt, decMul, decSign, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { oncePer } from './once-per';

interface Count {
  t: Table;
  rows: Row[];
  item: number;
  system: number;
  counted: number;
  variance: number;
  value?: number;
  cost?: number;
}

const find = (t: Table, re: RegExp): number[] =>
  t.columns.flatMap((c, i) => (re.test(c.label.trim()) ? [i] : []));

// read once per workbook: the reader is tried on every question
const countOf = oncePer(readCount);

function readCount(wb: Workbook): Count | undefined {
  const found: Count[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const system = find(
        t,
        /^(system|book|expected|on record|theoretical|recorded)\b.*\b(qty|quantity|count|units|stock)$|^system$/i,
      );
      const counted = find(
        t,
        /^(counted|physical|actual|count)\b.*\b(qty|quantity|units|stock)$|^counted$/i,
      );
      const variance = find(t, /^(variance|difference|diff)(?: \(?(?:qty|units|quantity)\)?)?$/i);
      const item = find(t, /^(item|product|description|name|item name|product name)$/i);
      if (system.length !== 1 || counted.length !== 1 || variance.length !== 1 || item.length !== 1)
        continue;
      const value = find(
        t,
        /^(variance|difference) (value|cost|amount)\b|^(variance|difference) ?\(?[$€£¥₹]\)?$/i,
      );
      const cost = find(t, /^(unit cost|cost|cost price|unit price)\b/i);
      const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[item[0]!]));
      if (rows.length < 3) continue;
      found.push({
        t,
        rows,
        item: item[0]!,
        system: system[0]!,
        counted: counted[0]!,
        variance: variance[0]!,
        ...(value.length === 1 ? { value: value[0]! } : {}),
        ...(cost.length === 1 ? { cost: cost[0]! } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const OFF =
  /\bhow many (?:lines|items|products|skus|rows|stock lines)\b.*\b(off|out(?! of stock)|wrong|short|over|discrepanc\w*|variances?|differ\w*|(?:didn'?t|did not|don'?t) match|mismatch\w*)\b/;
const SHORT_TOTAL =
  /\b(?:come|came|coming) (?:up|out) short\b|\bhow much (?:stock )?(?:is|was|are|were) (?:missing|short|unaccounted)\b|\bshrinkage\b|\btotal (?:stock )?variance\b|\bhow much (?:were|are) we (?:short|down)\b/;
const WORST = /\b(biggest|largest|worst|most) (shortfall|shortage|loss|discrepancy|variance)\b/;
const COUNTED =
  /^how many (?:([a-z ]+?) )?(?:did|have) we (?:count|counted)(?: in total| altogether)?$/;
const SYSTEM_WORTH =
  /\bsystem\b.*\b(worth|value|valued)\b|\b(worth|value)\b.*\b(?:per|on|in|by) the system\b/;

export function stockCountVarianceAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const c = countOf(wb);
  if (!c) return undefined;
  const q = plainQuestion(question);
  const { t, rows } = c;
  const col = (i: number) => t.columns[i]!;
  const num = (r: Row, i: number): Dec => cellNumber(r.cells[i]) ?? ZERO;
  const style = (i: number) => cellStyle(t, rows.find((r) => r.cells[i] !== null)?.cells[i]);
  const cells = (i: number, rs: Row[]) => rs.map((r) => ({ r: r.r, c: col(i).c }));
  const name = (r: Row) => cellText(r.cells[c.item]) ?? '';

  // "how many items are out of stock": the lines counted at nothing
  if (
    /\bhow many\b/.test(q) &&
    /\b(out of stock|sold out|none left|zero stock|no stock)\b/.test(q)
  ) {
    const none = rows.filter((r) => decSign(num(r, c.counted)) === 0);
    const fig = figureOf(
      t,
      `Lines with ${col(c.counted).label} 0`,
      decFromInt(none.length),
      { kind: 'number', decimals: 0 },
      cells(c.counted, rows),
    );
    return sourcedAnswer(
      fig,
      `${none.length} of the ${rows.length} lines were counted at 0${none.length ? `: ${none.map(name).join(', ')}` : ''}.`,
      'count',
    );
  }
  const off = OFF.exec(q);
  if (off) {
    const w = off[1]!;
    const sign = w === 'short' ? -1 : w === 'over' ? 1 : 0;
    const hit = rows.filter((r) => {
      const s = decSign(num(r, c.variance));
      return sign === 0 ? s !== 0 : s === sign;
    });
    const fig = figureOf(
      t,
      `Lines with ${col(c.variance).label} ${sign < 0 ? 'below' : sign > 0 ? 'above' : 'not'} 0`,
      decFromInt(hit.length),
      { kind: 'number', decimals: 0 },
      cells(c.variance, rows),
    );
    return sourcedAnswer(
      fig,
      `${hit.length} of the ${rows.length} lines were ${sign < 0 ? 'short' : sign > 0 ? 'over' : 'off'} in the count (${col(c.variance).label} ${sign < 0 ? 'below' : sign > 0 ? 'above' : 'not'} 0): ${hit.map(name).join(', ')}.`,
      'count',
    );
  }
  if (SHORT_TOTAL.test(q)) {
    const i = c.value ?? c.variance;
    const v = decSum(rows.map((r) => num(r, i)));
    const fig = figureOf(t, `${col(i).label}, total`, v, style(i), cells(i, rows));
    return sourcedAnswer(
      fig,
      `The count came out ${decSign(v) < 0 ? 'short' : decSign(v) > 0 ? 'over' : 'even'} by ${fig.display} in all (${col(i).label} added over the ${rows.length} lines, counted against ${col(c.system).label}).`,
      'total',
    );
  }
  const worst = WORST.exec(q);
  if (worst) {
    const i = c.value ?? c.variance;
    const sorted = [...rows].sort((a, b) => decCmp(num(a, i), num(b, i)));
    const [a, b] = sorted;
    if (decSign(num(a!, i)) >= 0) return refuse('no line was short in the count');
    if (decCmp(num(a!, i), num(b!, i)) === 0)
      return refuse(`${name(a!)} and ${name(b!)} were short by the same ${col(i).label}`);
    const fig = figureOf(
      t,
      `${col(i).label}, ${name(a!)}`,
      num(a!, i),
      style(i),
      cells(i, [a!]),
      name(a!),
    );
    return sourcedAnswer(
      fig,
      `${name(a!)} has the biggest shortfall: ${col(i).label} ${fig.display} (${col(c.variance).label} ${cellText(a!.cells[c.variance]) ?? num(a!, c.variance).m}).`,
      'min',
    );
  }
  const counted = COUNTED.exec(q);
  if (counted) {
    const words = (counted[1] ?? '')
      .replace(/\b(units?|items?|pieces?|things|stock)\b/g, ' ')
      .trim();
    let pool = rows;
    let what = '';
    if (words) {
      const stem = words.replace(/e?s$/, '');
      const textCols = t.columns.flatMap((x, i) => (x.type === 'text' && i !== c.item ? [i] : []));
      const kinds = textCols.flatMap((i) =>
        rows.some((r) => (cellText(r.cells[i]) ?? '').toLowerCase().replace(/e?s$/, '') === stem)
          ? [i]
          : [],
      );
      if (kinds.length !== 1) return undefined;
      pool = rows.filter(
        (r) => (cellText(r.cells[kinds[0]!]) ?? '').toLowerCase().replace(/e?s$/, '') === stem,
      );
      what = ` for ${cellText(pool[0]!.cells[kinds[0]!])}`;
    }
    const v = decSum(pool.map((r) => num(r, c.counted)));
    const fig = figureOf(
      t,
      `${col(c.counted).label}${what}`,
      v,
      { kind: 'number', decimals: 0 },
      cells(c.counted, pool),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} counted${what} (${col(c.counted).label} added over ${pool.length} lines).`,
      'total',
    );
  }
  if (SYSTEM_WORTH.test(q) && c.cost !== undefined) {
    const v = decSum(rows.map((r) => decMul(num(r, c.system), num(r, c.cost!))));
    const fig = figureOf(t, `${col(c.system).label} × ${col(c.cost).label}`, v, style(c.cost), [
      ...cells(c.system, rows),
      ...cells(c.cost, rows),
    ]);
    return sourcedAnswer(
      fig,
      `By the system the stock is worth ${fig.display}: ${col(c.system).label} × ${col(c.cost).label}, added over the ${rows.length} lines.`,
      'total',
    );
  }
  return undefined;
}
