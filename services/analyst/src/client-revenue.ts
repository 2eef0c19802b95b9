/**
 * Issue 13, pass 13: revenue by client, clients down and months across ("<Company> - recurring
 * contracts" over Client | Jan | Feb | …, maybe an "MRR total" row and an "Active clients"
 * row). The engine added the Active clients count into a month's revenue ("average contract
 * value in March": a wrong figure) and could not read the latest month's ranking. Here, on the
 * one such table of the book: "biggest client right now" is the largest fee in the latest
 * month; "annual run rate" the latest month's total × 12; "average contract (client) value in
 * <month>" that month's total over the clients with a fee that month. The count row and the
 * total row are never clients. Anything else goes to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  decCmp,
  decFromInt,
  decMul,
  decSign,
  decSum,
  decToNumber,
  decFromNumber,
} from './decimal';
import { TOTAL_RE } from './detect';
import type { Column, Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS } from './periods';

const MONTHS = MONTH_KEYS;
const COUNT_ROW = /\b(active|count|number|no\.|headcount|#)\b|^(clients|customers|accounts)$/i;
const CLIENT_BOOK =
  /\b(clients?|customers?|accounts?|recurring|retainers?|mrr|contracts?|subscriptions?)\b/i;

interface ClientTable {
  table: Table;
  months: Column[];
  clients: Row[];
}

function clientTable(wb: Workbook): ClientTable | undefined {
  const found: ClientTable[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      const months = table.columns.filter((c) => c.role === 'value' && c.period?.kind === 'month');
      if (months.length < 3) continue;
      const head = table.columns
        .filter((c) => c.role === 'label')
        .map((c) => c.label)
        .join(' ');
      if (!CLIENT_BOOK.test(`${head} ${table.title ?? ''} ${s.name}`)) continue;
      const clients = table.rows.filter(
        (r) =>
          r.kind === 'data' &&
          r.label &&
          !COUNT_ROW.test(r.label) &&
          !TOTAL_RE.test(r.label) &&
          !/\b(mrr|total)\b/i.test(r.label),
      );
      if (clients.length >= 2) found.push({ table, months, clients });
    }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The client's name: with several label columns (Client | Plan | Jan …) the row's label is the
 * most specific cell, the plan; the column headed like a client holds the name (pass 16, W6:
 * "biggest client right now" answered "Pro").
 */
export function clientName(t: Table, row: Row): string | undefined {
  const labels = t.columns.filter((c) => c.role === 'label');
  if (labels.length < 2) return row.label;
  const named = labels.filter((c) => /\b(clients?|customers?|accounts?|names?)\b/i.test(c.label));
  if (named.length !== 1) return undefined;
  const cell = row.cells[t.columns.indexOf(named[0]!)];
  return typeof cell === 'string' && cell.trim() ? cell.trim() : undefined;
}

function fee(t: ClientTable, row: Row, col: Column): Dec | undefined {
  return cellNumber(row.cells[t.table.columns.indexOf(col)]);
}

function monthNamed(t: ClientTable, q: string): Column | undefined {
  const named = MONTHS.map((m, i) => ({ m, i })).filter(({ m }) =>
    new RegExp(`\\b${m}[a-z]*\\b`).test(q),
  );
  if (named.length !== 1) return undefined;
  const cols = t.months.filter((c) => c.period!.index === named[0]!.i + 1);
  return cols.length === 1 ? cols[0] : undefined;
}

export function clientRevenueAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const ranking =
    /\b(biggest|largest|top|main|most valuable)\b.*\b(client|customer|account)\b/.test(q);
  const now = /\b(right now|now|currently|at the moment|this month|latest month|at present)\b/.test(
    q,
  );
  const runRate = /\b(annual(ised|ized)? run[- ]rate|run[- ]rate|arr)\b/.test(q);
  const average =
    /\baverage (contract|client|customer|account|retainer|deal)( value| size| fee)?\b/.test(q);
  if (!(ranking && now) && !runRate && !average) return undefined;
  const t = clientTable(wb);
  if (!t) return undefined;
  const { table } = t;
  const latest = t.months[t.months.length - 1]!;
  const style = cellStyle(table, t.clients[0]!.cells[table.columns.indexOf(latest)]);
  if (ranking && now) {
    const scored = t.clients
      .map((row) => ({ row, v: fee(t, row, latest) }))
      .filter((x): x is { row: Row; v: Dec } => x.v !== undefined && decSign(x.v) > 0)
      .sort((a, b) => decCmp(b.v, a.v));
    if (scored.length < 2 || decCmp(scored[0]!.v, scored[1]!.v) === 0) return undefined;
    const top = scored[0]!;
    const name = clientName(table, top.row);
    if (!name) return undefined;
    const f = figureOf(
      table,
      `Largest client, ${latest.label}`,
      top.v,
      style,
      [{ r: top.row.r, c: latest.c }],
      name,
    );
    return {
      text: `${name} with ${f.display} in ${latest.label}, the latest month (${scored.length} clients with a fee that month ranked).\nSource: sheet '${table.sheet}' ${f.source.range}.`,
      figures: [f],
      refused: false,
      kind: 'max',
    };
  }
  const col = runRate ? latest : monthNamed(t, q);
  if (!col) return undefined;
  const fees = t.clients
    .map((row) => ({ row, v: fee(t, row, col) }))
    .filter((x): x is { row: Row; v: Dec } => x.v !== undefined && decSign(x.v) > 0);
  if (!fees.length) return undefined;
  const total = decSum(fees.map((x) => x.v));
  const cells = fees.map((x) => ({ r: x.row.r, c: col.c }));
  if (runRate) {
    const f = figureOf(table, 'Annual run rate', decMul(total, decFromInt(12)), style, cells);
    return {
      text: `${f.display}: the annual run rate, ${latest.label}'s fees (${fees.length} clients, ${figureOf(table, '', total, style, cells).display}) × 12.\nSource: sheet '${table.sheet}' ${f.source.range}.`,
      figures: [f],
      refused: false,
      kind: 'ratio',
    };
  }
  const avg = decFromNumber(Math.round((decToNumber(total) / fees.length) * 100) / 100);
  const f = figureOf(table, `Average contract value, ${col.label}`, avg, style, cells);
  return {
    text: `${f.display}: the average contract value in ${col.label}, ${figureOf(table, '', total, style, cells).display} over the ${fees.length} clients with a fee that month.\nSource: sheet '${table.sheet}' ${f.source.range}.`,
    figures: [f],
    refused: false,
    kind: 'average',
  };
}
