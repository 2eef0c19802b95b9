/**
 * Issue 13, pass 21 (S7): a cash-flow statement with "FY2024" | "FY2025" headers. Owners' words:
 * "depreciation added back in 2024" (the words "added back" only say where it sits), "operating
 * cash flow" (the line of cash from operating activities), "what did we spend on A and B (in
 * 2024)" (the two lines added, as kept), "what did we get for the old van" (the line naming the
 * van's sale: the year asked, else the one year it has a figure). Only on a wide table of year
 * columns whose lines name operating activities; each line named must be exactly one line.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decIsZero, decSum } from './decimal';
import type { Column, Row, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const OPERATING_LINE =
  /\boperating activities\b|\bcash (?:flow )?from operations\b|\boperating cash flow\b/i;
const SPEND =
  /^(?:what|how much) did we (?:spend|pay|invest) on (?:the )?(.+?) and (?:the |on )?(.+?)(?: in (?:fy ?)?(20\d\d))?$/;
const GOT =
  /^(?:what|how much) did we (?:get|receive|make) (?:for|from|selling|on) (?:the |our )?(.+?)(?: in (?:fy ?)?(20\d\d))?$/;

interface Statement {
  table: Table;
  years: Array<{ i: number; col: Column; year: number }>;
}

function statement(wb: Workbook): Statement | undefined {
  const found: Statement[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      if (!table.rows.some((r) => r.label && OPERATING_LINE.test(r.label))) continue;
      const years = table.columns.flatMap((col, i) =>
        col.role === 'value' && col.period?.kind === 'year' && col.period.year
          ? [{ i, col, year: col.period.year }]
          : [],
      );
      if (years.length >= 2) found.push({ table, years });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** Rewording: "added back", "operating cash flow" put in the statement's own words. */
export function cashFlowWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const addedBack = /\b(?:added back|add(?:ed)?-back)\b/.test(q);
  const operating = /\boperating cash ?flows?\b|\bcash flow from operations\b/.test(q);
  if (!addedBack && !operating) return undefined;
  const st = statement(wb);
  if (!st) return undefined;
  let out = q.replace(/\s*\b(?:added back|add(?:ed)?-back)\b/, '');
  if (operating) {
    const lines = st.table.rows.filter(
      (r) => r.kind !== 'section' && r.label && OPERATING_LINE.test(r.label),
    );
    if (lines.length !== 1) return undefined;
    out = out.replace(/\boperating cash ?flows?\b|\bcash flow from operations\b/, lines[0]!.label!);
    // "operating cash flow change 2024 to 2025 %": the percentage change between the years
    const change = /\bchange\b.*?\b(20\d\d)\b.*?\b(20\d\d)\b/.exec(q);
    if (change && /%|\bpercent/.test(q))
      out = `percentage change in ${lines[0]!.label!} from ${change[1]} to ${change[2]}`;
  }
  return out !== q ? out : undefined;
}

function lineNamed(st: Statement, words: string): Row | undefined {
  const asked = canonical(words);
  if (!asked.length) return undefined;
  const hits = st.table.rows.filter((r) => {
    if (r.kind === 'section' || !r.label) return false;
    const lw = canonical(r.label);
    return asked.every((w) => lw.some((x) => x === w || x.startsWith(w) || w.startsWith(x)));
  });
  return hits.length === 1 ? hits[0] : undefined;
}

export function cashFlowLinesAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const spend = SPEND.exec(q);
  const got = spend ? undefined : GOT.exec(q);
  if (!spend && !got) return undefined;
  const st = statement(wb);
  if (!st) return undefined;
  const yearAsked = Number((spend ? spend[3] : got![2]) ?? 0);
  const rows = spend
    ? [lineNamed(st, spend[1]!), lineNamed(st, spend[2]!)]
    : [lineNamed(st, got![1]!)];
  if (rows.some((r) => !r) || new Set(rows).size !== rows.length) return undefined;
  let y = st.years.find((x) => x.year === yearAsked);
  if (yearAsked && !y) return undefined;
  if (!y) {
    if (spend) return undefined;
    // no year asked: the one year the line has a figure other than zero
    const held = st.years.filter((x) => {
      const v = cellNumber(rows[0]!.cells[x.i]);
      return v !== undefined && !decIsZero(v);
    });
    if (held.length !== 1) return undefined;
    y = held[0]!;
  }
  const { table } = st;
  const parts = rows.map((r) => {
    const v = cellNumber(r!.cells[y!.i]);
    return v === undefined
      ? undefined
      : figureOf(table, r!.label!, v, cellStyle(table, r!.cells[y!.i]), [{ r: r!.r, c: y!.col.c }]);
  });
  if (parts.some((p) => !p)) return undefined;
  const figs = parts as NonNullable<(typeof parts)[number]>[];
  const total = decSum(rows.map((r) => cellNumber(r!.cells[y!.i])!));
  const label = figs.map((f) => f.label).join(' + ');
  const fig = figureOf(
    table,
    label,
    total,
    cellStyle(table, rows[0]!.cells[y.i]),
    rows.map((r) => ({ r: r!.r, c: y!.col.c })),
  );
  const how = figs.length > 1 ? ` (${figs.map((f) => `${f.label} ${f.display}`).join(' + ')})` : '';
  return {
    text: `${label}, ${y.col.label}: ${fig.display}${how}.\nSource: sheet '${table.sheet}' ${figs.map((f) => f.source.range).join(', ')}.`,
    figures: figs.length > 1 ? [fig, ...figs] : [fig],
    refused: false,
    kind: figs.length > 1 ? 'total' : 'lookup',
  };
}
