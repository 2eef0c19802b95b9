/**
 * Small helpers for the shape readers that answer before the engine (schedule.ts,
 * budget-lines.ts): a stored cell's exact value and display, and a figure citing cells.
 */
import type { AnswerFigure } from './answer-types';
import { cellAddress, rangeAddress } from './a1';
import { type Dec, decFromNumber, decToString } from './decimal';
import { formatValue, styleFromFormat, type NumberStyle, PLAIN } from './format';
import type { Cell, Table } from './model';

export function cellNumber(cell: Cell | undefined): Dec | undefined {
  if (typeof cell === 'number') return decFromNumber(cell);
  if (Array.isArray(cell)) return decFromNumber(cell[0]);
  return undefined;
}

export function cellStyle(table: Table, cell: Cell | undefined): NumberStyle {
  return Array.isArray(cell) ? styleFromFormat(table.formats[cell[1]]) : PLAIN;
}

export function cellText(cell: Cell | undefined): string | undefined {
  return typeof cell === 'string' ? cell.trim() : undefined;
}

export function figureOf(
  table: Table,
  label: string,
  value: Dec,
  style: NumberStyle,
  cells: Array<{ r: number; c: number }>,
  at?: string,
): AnswerFigure {
  // every figure cites its cells; an empty list had no range and never returned
  if (cells.length === 0) throw new Error(`the figure "${label}" cites no cell`);
  const rs = cells.map((x) => x.r);
  const cs = cells.map((x) => x.c);
  const range =
    cells.length === 1
      ? cellAddress(cells[0]!.r, cells[0]!.c)
      : rangeAddress(Math.min(...rs), Math.min(...cs), Math.max(...rs), Math.max(...cs));
  const fig: AnswerFigure = {
    label,
    value: decToString(value),
    display: formatValue(value, style, style.kind === 'percent' ? 2 : undefined),
    source: { sheet: table.sheet, range },
  };
  if (at) fig.at = at;
  return fig;
}
