/**
 * Issue 13, pass 24 (W3): "which tour makes the most money" on a bookings log (Date | Ref |
 * Customer | Tour | Guests | Price / guest | Amount) answered the largest single Amount, and the
 * word "tour" was read as the value "Sea cave tour". Making, earning, bringing in the most ranks
 * each group by its SUMMED money column. Only on a book with exactly one dated sales log
 * (log-money-words.ts `datedLog`) whose column named in the question repeats its values.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decAdd, decCmp, decFromNumber } from './decimal';
import { datedLog } from './log-money-words';
import type { Workbook } from './model';
import { canonical, canonicalWord, plainQuestion } from './text';

const ASKED =
  /^(?:which|what) ([a-z]+) (?:makes|made|earns|earned|brings in|brought in|generates|generated|takes in|took in) (?:us )?(?:the )?(most|least)(?: money| revenue| income| sales)?$/;

export function logGroupEarningsAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const log = datedLog(wb);
  if (!log) return undefined;
  const { table } = log;
  const word = canonicalWord(m[1]!);
  const gi = table.columns.findIndex(
    (c) => c.type === 'text' && canonical(c.label).join(' ') === word,
  );
  const mi = table.columns.findIndex((c) => c.label === log.money);
  if (gi < 0 || mi < 0) return undefined;
  const groups = new Map<string, { v: Dec; rows: number[] }>();
  const data = table.rows.filter((r) => r.kind === 'data');
  for (const r of data) {
    const name = cellText(r.cells[gi])?.trim();
    const v = cellNumber(r.cells[mi]);
    if (!name || v === undefined) continue;
    const g = groups.get(name) ?? { v: decFromNumber(0), rows: [] };
    g.v = decAdd(g.v, v);
    g.rows.push(r.r);
    groups.set(name, g);
  }
  // a column that never repeats names single rows, not groups: left to the engine
  if (groups.size < 2 || [...groups.values()].every((g) => g.rows.length === 1)) return undefined;
  const least = m[2] === 'least';
  const ranked = [...groups.entries()].sort((a, b) =>
    least ? decCmp(a[1].v, b[1].v) : decCmp(b[1].v, a[1].v),
  );
  if (decCmp(ranked[0]![1].v, ranked[1]![1].v) === 0) return undefined;
  const [name, top] = ranked[0]!;
  const group = table.columns[gi]!.label;
  const c = table.columns[mi]!.c;
  const fig = figureOf(
    table,
    `Total ${log.money} for ${name} by ${group.toLowerCase()}`,
    top.v,
    cellStyle(table, data[0]?.cells[mi]),
    top.rows.map((r) => ({ r, c })),
    name,
  );
  return {
    text: `${name}: ${fig.display} of ${log.money} over ${top.rows.length} rows, the ${least ? 'smallest' : 'largest'} of ${groups.size} ${group.toLowerCase()} totals.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: least ? 'min' : 'max',
  };
}
