/**
 * Issue 13, pass 43 (M3): two header rows, a group over its channels (`Month | English |
 * English | English | Spanish | Spanish | … | Total` over `| Group | 1:1 | Online | Group |
 * Online | …`), months down, a Total row. Each column is a group AND a channel; the engine read
 * the channel labels alone, so "which language earns us the most" ranked the seven columns
 * ("Group …": a wrong figure) and "what share of revenue is one-to-one english" took all of
 * English. Here, on such a table (two groups or more, a channel label repeated under two of
 * them):
 * - "which <word> earns / makes / brings in the most (least)", the word naming neither a
 *   channel nor the rows, ranks the GROUPS by the sum of their columns over the data rows;
 * - a share ("what share / % of revenue is one-to-one english") is the columns named (a group
 *   and a channel: one column; a channel alone: its column under every group) over the Total
 *   column's sum (checked against the columns' sum; refused when they differ);
 * - a total naming a channel ("how much came from online classes altogether") or a group and a
 *   channel with a month or quarter ("japanese group lessons in q1") adds those columns over
 *   the rows of that period.
 * Anything else (averages, changes, best month …) is left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decCmp, decDiv, decFromInt, decMul, decSum } from './decimal';
import { PERCENT } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { monthFromWord } from './periods';
import { plainQuestion } from './text';

interface Grouped {
  t: Table;
  values: Column[];
  groups: string[];
  channels: string[];
  total?: Column;
  rows: Row[];
}

const periodWord = (s: string): boolean =>
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4]|h[12]|fy|ytd|year|month|quarter|(19|20)\d\d)/i.test(
    s,
  );
const key = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9:]+/g, ' ')
    .trim();

function groupedTables(wb: Workbook): Grouped[] {
  const out: Grouped[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const values = t.columns.filter((c) => c.role === 'value' && c.group);
    if (values.length < 4 || values.length !== t.columns.filter((c) => c.role === 'value').length)
      continue;
    const groups = [...new Set(values.map((c) => c.group!.trim()))];
    const channels = [...new Set(values.map((c) => c.label.trim()))];
    if (groups.length < 2 || channels.length < 2) continue;
    // a channel repeated under two groups at least: the header is group × channel
    const repeated = channels.some(
      (ch) => new Set(values.filter((c) => c.label.trim() === ch).map((c) => c.group)).size > 1,
    );
    if (!repeated) continue;
    const totals = t.columns.filter((c) => c.role === 'total');
    const rows = t.rows.filter((r) => r.kind === 'data');
    // the rows are periods (months down), never lines a question could name; no column is one
    if (rows.length < 2 || rows.some((r) => !r.period) || t.columns.some((c) => c.period)) continue;
    if (groups.some((x) => periodWord(x))) continue;
    out.push({
      t,
      values,
      groups,
      channels,
      rows,
      ...(totals.length === 1 ? { total: totals[0] } : {}),
    });
  }
  return out;
}

/** the words a channel label is said with ("1:1" is one-to-one, private, individual) */
function channelWords(label: string): string[] {
  const k = key(label);
  if (/^(1:1|1 1|1 to 1|one to one|one on one)$/.test(k))
    return ['1:1', '1 1', '1 to 1', 'one to one', 'one on one', 'private', 'individual'];
  return [k];
}
const says = (q: string, phrase: string): boolean =>
  new RegExp(`(?:^| )${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:e?s)?(?: |$)`).test(q);

const RANK =
  /^(?:which|what) ([a-z]+) (?:earns?|earned|makes?|made|brings? in|brought in|generates?|generated|takes?|took|has|had|is|was)(?: us)?(?: the)? (most|least|highest|lowest|biggest|largest|smallest|best|worst)(?: money| revenue| income| sales)?(?: overall| in total| this year| so far)?$/;
const SHARE = /\b(share|percent|percentage|proportion|%)\b/;
const TOTAL =
  /\b(how much|total|altogether|in total|combined|revenue|sales|income|takings|earn|earned|made|brought in|came from|come from)\b/;
const OTHER =
  /\b(average|mean|per|growth|grow|grew|change|vs|versus|compare|more|less|difference|best|worst|highest|lowest|most|least|biggest|smallest|rank|each|by month|monthly)\b/;
const QUARTER = /\bq([1-4])\b/;
const MONTH_RE =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/g;

function sumOver(
  g: Grouped,
  cols: Column[],
  rows: Row[],
): { v: Dec; cells: Array<{ r: number; c: number }> } | undefined {
  const xs: Dec[] = [];
  const cells: Array<{ r: number; c: number }> = [];
  for (const col of cols)
    for (const r of rows) {
      const i = g.t.columns.indexOf(col);
      const v = cellNumber(r.cells[i]);
      if (v === undefined) continue;
      xs.push(v);
      cells.push({ r: r.r, c: col.c });
    }
  return xs.length ? { v: decSum(xs), cells } : undefined;
}

export function headerGroupAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[‘’']/g, "'").replace(/-/g, ' ');
  const found = groupedTables(wb);
  if (found.length !== 1) return undefined;
  const g = found[0]!;
  const style = cellStyle(g.t, g.rows[0]!.cells[g.t.columns.indexOf(g.values[0]!)]);
  const groupsNamed = g.groups.filter((x) => says(q, key(x)));
  const channelsNamed = g.channels.filter((ch) => channelWords(ch).some((w) => says(q, w)));
  const rank = RANK.exec(q);
  if (rank) {
    const word = rank[1]!.replace(/s$/, '');
    const rowWords = [
      'month',
      'week',
      'quarter',
      'year',
      'period',
      'day',
      key(g.t.columns[0]!.label),
    ];
    if (rowWords.includes(word) || channelsNamed.length || groupsNamed.length) return undefined;
    if (g.channels.some((ch) => channelWords(ch).some((w) => says(word, w)))) return undefined;
    const low = /^(least|lowest|smallest|worst)$/.test(rank[2]!);
    const sums = g.groups.map((name) => ({
      name,
      s: sumOver(
        g,
        g.values.filter((c) => c.group!.trim() === name),
        g.rows,
      ),
    }));
    if (sums.some((x) => !x.s)) return undefined;
    const sorted = [...sums].sort((a, b) => decCmp(b.s!.v, a.s!.v) * (low ? -1 : 1));
    if (decCmp(sorted[0]!.s!.v, sorted[1]!.s!.v) === 0)
      return refuse(`${sorted[0]!.name} and ${sorted[1]!.name} are level; there is no single one`);
    const top = sorted[0]!;
    const fig = figureOf(g.t, top.name, top.s!.v, style, top.s!.cells, top.name);
    const list = sorted.map(
      (x) => `${x.name} ${figureOf(g.t, x.name, x.s!.v, style, x.s!.cells).display}`,
    );
    return {
      text: `${top.name}: ${fig.display}, the ${low ? 'lowest' : 'highest'} of ${g.groups.length} (each one's ${g.values.filter((c) => c.group!.trim() === top.name).length > 1 ? 'columns' : 'column'} added over the ${g.rows.length} rows; totals rows left out): ${list.join(', ')}.\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: low ? 'min' : 'max',
    };
  }
  if (!channelsNamed.length && !groupsNamed.length) return undefined;
  if (channelsNamed.length > 1 || groupsNamed.length > 1) return undefined;
  const cols = g.values.filter(
    (c) =>
      (!groupsNamed.length || c.group!.trim() === groupsNamed[0]) &&
      (!channelsNamed.length || c.label.trim() === channelsNamed[0]),
  );
  if (!cols.length)
    return refuse(
      `there is no ${channelsNamed[0]} column under ${groupsNamed[0]}; its columns are ${g.values
        .filter((c) => c.group!.trim() === groupsNamed[0])
        .map((c) => c.label)
        .join(', ')}`,
    );
  const name =
    (groupsNamed.length ? `${groupsNamed[0]} ` : '') +
    (channelsNamed.length ? channelsNamed[0] : '') +
    (cols.length > 1 ? ` (${cols.length} columns)` : '');
  // the rows of a month or quarter named; none named is every data row
  const months = [...q.matchAll(MONTH_RE)].map((m) => monthFromWord(m[1]!)!);
  const quarter = QUARTER.exec(q);
  if (/\b(19|20)\d\d\b|\b(this|last|next) (month|quarter|year)\b|\bh[12]\b|\bhalf\b/.test(q))
    return undefined;
  let rows = g.rows;
  let at = '';
  if (months.length || quarter) {
    if (months.length && quarter) return undefined;
    if (g.rows.some((r) => r.period?.kind !== 'month')) return undefined;
    const keep = quarter ? [1, 2, 3].map((i) => (Number(quarter[1]) - 1) * 3 + i) : months;
    rows = g.rows.filter((r) => keep.includes(r.period!.index));
    if (quarter && rows.length !== 3)
      return refuse(`the table does not hold all three months of Q${quarter[1]}`);
    if (!rows.length) return undefined;
    at = quarter ? `Q${quarter[1]}` : months.length === 1 ? (rows[0]!.label ?? '') : '';
  }
  if (SHARE.test(q)) {
    if (!g.total || months.length || quarter) return undefined;
    const part = sumOver(g, cols, rows);
    const whole = sumOver(g, [g.total], rows);
    const all = sumOver(g, g.values, rows);
    if (!part || !whole || !all || decCmp(whole.v, decFromInt(0)) <= 0) return undefined;
    if (decCmp(whole.v, all.v) !== 0)
      return refuse(
        `the ${g.total.label} column does not add up to its columns here; name the whole`,
      );
    const pct = decDiv(decMul(part.v, decFromInt(100)), whole.v, 12);
    if (!pct) return undefined;
    const fig = figureOf(g.t, `${name} as a share of ${g.total.label}`, pct, PERCENT, [
      ...part.cells,
      ...whole.cells,
    ]);
    return {
      text: `${name} is ${fig.display} of ${g.total.label} (${figureOf(g.t, name, part.v, style, part.cells).display} of ${figureOf(g.t, g.total.label, whole.v, style, whole.cells).display}, the data rows added; totals rows left out).\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'share',
    };
  }
  if (OTHER.test(q) || !TOTAL.test(q)) {
    // "japanese group lessons in q1": a group and a channel with a period is a total too
    if (!(groupsNamed.length && channelsNamed.length && at) || OTHER.test(q)) return undefined;
  }
  // a group alone over all rows is read right by the engine
  if (!channelsNamed.length && !at) return undefined;
  const s = sumOver(g, cols, rows);
  if (!s) return undefined;
  const fig = figureOf(g.t, name, s.v, style, s.cells, at || undefined);
  return {
    text: `${name}${at ? `, ${at}` : ''}: ${fig.display} (${s.cells.length} cells added; totals rows left out).\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'total',
  };
}
