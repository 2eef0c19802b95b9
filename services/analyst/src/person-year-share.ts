/**
 * Issue 13, pass 18 (W4): "what share of <person>'s year came in December" over a workbook of
 * one sheet per person, a table of people × months (people down, months across) or months
 * down with one column per person. It was read as the person's share of December's total.
 * The share of X's year in a month is X's month / X's year (the sum of X's twelve months, or
 * the months the sheet has, never a Total row or column), from X's own cells only.
 * Anything else (two people, no month, a person not found once) is left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decDiv, decFromInt, decMul, decSign, decSum } from './decimal';
import { formatValue } from './format';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS } from './periods';

const MONTHS = MONTH_KEYS;
const ASK = new RegExp(
  `^(?:what|which) (?:share|percentage|proportion|fraction|part|%|percent) of ([a-zà-öø-ÿ][\\wà-öø-ÿ .'-]*?)(?:'s|’s|s') (?:year|annual|yearly|full[- ]year|total for the year|year's [a-z]+|(?:sales|takings|revenue|income|earnings)(?: for the year| this year)?)(?: [a-z]+)? (?:came|come|was|were|fell|happened|is|arrived|landed|earned|made)? ?in (${MONTHS.join('|')})[a-z]*$`,
);

interface Cells {
  table: Table;
  month: { r: number; c: number; v: Dec };
  year: Array<{ r: number; c: number; v: Dec }>;
  where: string;
}

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** X's twelve (or so) month cells, in each of the three layouts; exactly one must fit. */
function personMonths(wb: Workbook, person: string, month: number): Cells[] {
  const found: Cells[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const monthCols = table.columns.filter(
        (c) => c.role === 'value' && c.period?.kind === 'month',
      );
      // people down, months across
      if (table.layout === 'wide' && monthCols.length >= 3) {
        const rows = table.rows.filter(
          (r) => r.kind === 'data' && r.label && norm(r.label) === person,
        );
        if (rows.length === 1) {
          const row = rows[0]!;
          const year = monthCols.map((c) => ({
            r: row.r,
            c: c.c,
            v: cellNumber(row.cells[table.columns.indexOf(c)]),
          }));
          const at = monthCols.filter((c) => c.period!.index === month);
          if (at.length === 1 && year.every((x) => x.v))
            found.push({
              table,
              month: year[monthCols.indexOf(at[0]!)]! as Cells['month'],
              year: year as Cells['year'],
              where: `row '${row.label}'`,
            });
        }
        continue;
      }
      if (table.layout !== 'long') continue;
      const monthRows = table.rows.filter((r) => r.kind === 'data' && r.period?.kind === 'month');
      if (monthRows.length < 3) continue;
      const values = table.columns.filter((c) => c.role === 'value');
      // one sheet per person: the sheet is named for the person, one money column
      const col =
        norm(s.name) === person && values.length === 1
          ? values[0]
          : values.filter((c) => norm(c.label) === person).length === 1
            ? values.find((c) => norm(c.label) === person)
            : undefined;
      if (!col) continue;
      const ci = table.columns.indexOf(col);
      const year = monthRows.map((r) => ({ r: r.r, c: col.c, v: cellNumber(r.cells[ci]) }));
      const at = monthRows.filter((r) => r.period!.index === month);
      if (at.length === 1 && year.every((x) => x.v))
        found.push({
          table,
          month: year[monthRows.indexOf(at[0]!)]! as Cells['month'],
          year: year as Cells['year'],
          where: norm(s.name) === person ? `sheet '${s.name}'` : `column '${col.label}'`,
        });
    }
  return found;
}

export function personYearShareAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASK.exec(plainQuestion(question).replace(/’/g, "'"));
  if (!m) return undefined;
  const person = norm(m[1]!);
  const month = MONTHS.indexOf(m[2]!) + 1;
  const found = personMonths(wb, person, month);
  if (found.length !== 1) return undefined;
  const { table, month: cell, year, where } = found[0]!;
  const total = decSum(year.map((x) => x.v));
  if (decSign(total) <= 0 || decSign(cell.v) < 0) return undefined;
  const ratio = decDiv(decMul(cell.v, decFromInt(100)), total, 2);
  if (!ratio) return undefined;
  const style = cellStyle(
    table,
    table.rows.find((r) => r.r === cell.r)?.cells[table.columns.findIndex((c) => c.c === cell.c)],
  );
  const name = m[1]!.replace(/^./, (ch) => ch.toUpperCase());
  const monthName = m[2]!.replace(/^./, (ch) => ch.toUpperCase());
  const fig = figureOf(
    table,
    `${name}, ${monthName} as a share of the year`,
    ratio,
    { kind: 'percent', decimals: 2 },
    [cell, ...year],
  );
  return {
    text:
      `${fig.display} of ${name}'s year came in ${monthName}: ${formatValue(cell.v, style)} out of ${formatValue(total, style)} ` +
      `(${name}'s ${year.length} months added, ${where}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'share',
  };
}
