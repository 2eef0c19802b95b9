/**
 * Issue 13, pass 20 (W2): "the smallest expense that is not rent" on an expense log with a
 * category column answered a Rent line: the exclusion was ignored. "Not <category>", "that
 * isn't / wasn't", "excluding", "other than", "apart from", "except" leave every row of that
 * category out; subtotal and total rows never count. Only the largest / smallest single entry
 * and the total are read here; any other wording with an exclusion of a category is refused.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const EXCLUDE =
  /\b(?:that|which)? ?(?:is not|isn't|was not|wasn't|are not|aren't|were not|weren't)\b (?:for |on |a |an |the )?(.+)$|\b(?:not|excluding|exclude|other than|apart from|except(?: for)?|besides|leaving out|without) (?:for |on |the |a |an )?(.+)$/;

const TOTALISH = /\b(sub-?total|total|totals|grand total)\b/i;

interface Log {
  table: Table;
  cat: number;
  money: number;
  value: string;
}

function findLog(wb: Workbook, excluded: string): Log | undefined {
  const found: Log[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const values = table.columns.map((c, i) => ({ c, i })).filter((x) => x.c.role === 'value');
      const money =
        values.length === 1
          ? values[0]!
          : values.filter((x) => /\b(amount|cost|spend|spent|expense|paid)\b/i.test(x.c.label))[0];
      if (!money) continue;
      for (const [i, c] of table.columns.entries()) {
        if (c.role !== 'category') continue;
        const hit = table.rows
          .map((r) => cellText(r.cells[i]))
          .find((v) => v !== undefined && v.toLowerCase() === excluded);
        if (hit) found.push({ table, cat: i, money: money.i, value: hit });
      }
    }
  return found.length === 1 ? found[0] : undefined;
}

export function categoryExclusionAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const m = EXCLUDE.exec(q);
  if (!m) return undefined;
  const excluded = (m[1] ?? m[2] ?? '').replace(/\b(costs?|expenses?|lines?|category)$/, '').trim();
  if (!excluded) return undefined;
  const log = findLog(wb, excluded);
  if (!log) return undefined;
  const head = q.slice(0, m.index);
  const op = /\b(smallest|lowest|least|cheapest|minimum|min)\b/.test(head)
    ? 'min'
    : /\b(largest|biggest|highest|most expensive|maximum|max|top)\b/.test(head)
      ? 'max'
      : /\b(total|how much|sum)\b/.test(head)
        ? 'total'
        : undefined;
  const rest = head
    .replace(
      /\b(what|which|how much|was|is|were|are|the|our|we|did|do|spend|spent|single|one|total|sum|of|on|smallest|lowest|least|cheapest|minimum|min|largest|biggest|highest|most expensive|maximum|max|top|expenses?|costs?|spending|payments?|purchases?|bills?|entry|entries|lines?|items?|amount)\b/g,
      ' ',
    )
    .trim();
  const refuse = (why: string): Answer => ({
    text: `I can't answer that from this workbook: ${why}. I only report figures that are in the file.`,
    figures: [],
    refused: true,
    kind: 'refusal',
  });
  if (!op || rest)
    return refuse(
      `the question leaves ${log.value} out, and I only read the largest, smallest or total entry without it`,
    );
  const { table, cat, money } = log;
  const rows: Array<{ row: Row; v: Dec }> = [];
  for (const row of table.rows) {
    if (row.kind !== 'data') continue;
    const c = cellText(row.cells[cat]);
    if (!c || c.toLowerCase() === excluded) continue;
    if (row.cells.some((x) => typeof x === 'string' && TOTALISH.test(x))) continue;
    const v = cellNumber(row.cells[money]);
    if (v !== undefined) rows.push({ row, v });
  }
  if (!rows.length) return refuse(`no entry is left once ${log.value} is left out`);
  const col = table.columns[money]!;
  const style = cellStyle(table, rows[0]!.row.cells[money]);
  if (op === 'total') {
    const fig = figureOf(
      table,
      `${col.label} excluding ${log.value}`,
      decSum(rows.map((x) => x.v)),
      style,
      rows.map((x) => ({ r: x.row.r, c: col.c })),
    );
    return {
      text: `${fig.label}: ${fig.display}, ${rows.length} entries added, every ${log.value} row and every subtotal left out.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'total',
    };
  }
  const sorted = [...rows].sort((a, b) => (op === 'max' ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
  const best = sorted[0]!;
  if (sorted[1] && decCmp(best.v, sorted[1].v) === 0)
    return refuse(`two entries tie for the ${op === 'max' ? 'largest' : 'smallest'}`);
  const words = best.row.cells
    .filter((x, i) => i !== money && typeof x === 'string')
    .map((x) => String(x).trim());
  const fig = figureOf(
    table,
    `${op === 'max' ? 'Largest' : 'Smallest'} single ${col.label} excluding ${log.value}`,
    best.v,
    cellStyle(table, best.row.cells[money]),
    [{ r: best.row.r, c: col.c }],
    words.join(', '),
  );
  return {
    text: `${fig.label}: ${fig.display} (${fig.at}), of ${rows.length} entries once every ${log.value} row and every subtotal is left out.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: op,
  };
}
