/**
 * Issue 13, pass 13: a cash-flow statement with period columns and maybe a full-year column
 * (Q1 | Q2 | Q3 | Q4 | FY). "Cash at the start of the year" added the four quarters' opening
 * balances (a wrong figure): a beginning or end-of-period line is a level, read at one point,
 * never summed. Here: the start of the year is the opening line at the full-year column (or the
 * first period); the end of the year the closing line at the full-year column (or the last
 * period); "how much did cash go up over the year" the net increase line at the full-year
 * column, or closing − opening when there is no such line. Only on a book with one such table.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decSub } from './decimal';
import type { Column, Row, Table, Workbook } from './model';

const LEVEL_WORD = /\b(cash|bank|balance|cash equivalents)\b/i;
const OPENING = /\b(beginning|start|opening|b\/f|brought forward)\b/i;
const CLOSING = /\b(end|ending|closing|c\/f|carried forward)\b/i;
const NET_CHANGE = /^net (increase|decrease|change|\(decrease\)|increase\s*\/\s*\(?decrease\)?)\b/i;

interface Statement {
  table: Table;
  periods: Column[];
  full?: Column;
  opening: Row;
  closing: Row;
  net?: Row;
}

function one(rows: Row[], test: (label: string) => boolean): Row | undefined {
  const found = rows.filter((r) => r.kind !== 'section' && test(r.label ?? ''));
  return found.length === 1 ? found[0] : undefined;
}

function statementOf(wb: Workbook): Statement | undefined {
  const found: Statement[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      // periods inside one year (quarters, months, halves), in time order; a sheet of year
      // columns ("2025 | 2024") says which year itself and is the engine's
      const periods = table.columns
        .filter(
          (c) =>
            c.role === 'value' && c.period && c.period.kind !== 'year' && c.period.kind !== 'day',
        )
        .sort((a, b) => (a.period!.start ?? '').localeCompare(b.period!.start ?? '') || a.c - b.c);
      if (new Set(periods.map((c) => c.period!.year)).size > 1) continue;
      if (periods.length < 2) continue;
      const full = table.columns.find(
        (c) =>
          c.role === 'total' &&
          (c.period?.kind === 'year' || /^(fy|full year|year|total)\b/i.test(c.label)),
      );
      const opening = one(table.rows, (l) => LEVEL_WORD.test(l) && OPENING.test(l));
      const closing = one(
        table.rows,
        (l) => LEVEL_WORD.test(l) && CLOSING.test(l) && !OPENING.test(l),
      );
      if (!opening || !closing) continue;
      const net = one(table.rows, (l) => NET_CHANGE.test(l.trim()));
      found.push({
        table,
        periods,
        ...(full ? { full } : {}),
        opening,
        closing,
        ...(net ? { net } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

function cellOf(st: Statement, row: Row, col: Column): Dec | undefined {
  return cellNumber(row.cells[st.table.columns.indexOf(col)]);
}

function answerOf(st: Statement, row: Row, col: Column, how: string): Answer | undefined {
  const v = cellOf(st, row, col);
  if (v === undefined) return undefined;
  const fig = figureOf(
    st.table,
    `${row.label}, ${col.label}`,
    v,
    cellStyle(st.table, row.cells[st.table.columns.indexOf(col)]),
    [{ r: row.r, c: col.c }],
  );
  return {
    text: `${fig.display}: ${row.label} at ${col.label} (${how}).\nSource: sheet '${st.table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'lookup',
  };
}

export function cashLevelAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = question.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!/\b(cash|bank|balance|money)\b/.test(q)) return undefined;
  if (!/\b(year|annual|fy|over the year|for the year)\b/.test(q)) return undefined;
  if (
    /\b(q[1-4]|quarter|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|half|h1|h2)\b/.test(
      q,
    )
  )
    return undefined;
  const st = statementOf(wb);
  if (!st) return undefined;
  const first = st.periods[0]!;
  const last = st.periods[st.periods.length - 1]!;
  if (/\b(start|beginning|begin|opening|open)\b/.test(q) && !/\b(end|closing|close)\b/.test(q))
    return answerOf(
      st,
      st.opening,
      st.full ?? first,
      st.full
        ? "the full-year column: the balance on the year's first day"
        : "the first period: the balance on the year's first day",
    );
  if (/\b(end|closing|close|year[- ]end)\b/.test(q) && !/\b(start|beginning|opening)\b/.test(q))
    return answerOf(
      st,
      st.closing,
      st.full ?? last,
      st.full
        ? "the full-year column: the balance on the year's last day"
        : "the last period: the balance on the year's last day",
    );
  if (
    /\b(go up|went up|increase|increased|grow|grew|rise|rose|change|changed|go down|went down|decrease|decreased|fall|fell)\b/.test(
      q,
    )
  ) {
    if (st.net && st.full) return answerOf(st, st.net, st.full, 'the full-year column');
    const open = cellOf(st, st.opening, first);
    const close = cellOf(st, st.closing, last);
    if (open === undefined || close === undefined) return undefined;
    const fig = figureOf(
      st.table,
      'Change in cash over the year',
      decSub(close, open),
      cellStyle(st.table, st.closing.cells[st.table.columns.indexOf(last)]),
      [
        { r: st.opening.r, c: first.c },
        { r: st.closing.r, c: last.c },
      ],
    );
    return {
      text: `${fig.display}: ${st.closing.label} at ${last.label} minus ${st.opening.label} at ${first.label}.\nSource: sheet '${st.table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'change',
    };
  }
  return undefined;
}
