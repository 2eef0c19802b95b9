/**
 * Issue 13, pass 38 (W1): "what's our biggest expense" on a P&L (a Xero export: `Account |
 * Jan-26 … Oct-26 | Total`, Income accounts, Total Income, Operating Expenses accounts, Total
 * Operating Expenses, Net Profit) is an account line under an expense heading: the line with
 * the largest Total. Never a month (the engine answered "Aug 2026"), never a Total line.
 * Lines are those of the sections whose heading says expenses / costs / overheads; the one
 * column headed Total (role total) is read; a tie, or more than one such table, is refused.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decCmp } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const ASK =
  /^(?:what(?:'s| is| was| are)? |which (?:is|was) )?(?:our |the )?(biggest|largest|highest|smallest|lowest) (?:single )?(?:expense|cost|overhead|outgoing)s?(?: line| item| account| category)?(?: so far| this year)?$/;
const EXPENSE_HEAD = /\b(expenses?|costs?|overheads?|expenditure)\b/i;

interface Found {
  table: Table;
  rows: Row[];
  total: number;
}

const COST_OF_SALES = /\bcost of (?:goods|sales)\b|\bcogs\b|\bdirect costs?\b/i;

/**
 * The lead, after pass 38: an "expense" is a line of the expenses sections, not of Cost of
 * Goods Sold, when the P&L has both (QuickBooks keeps them apart; "biggest expense" on such a
 * P&L answered the one COGS line); a "cost" may be either.
 */
function expenseLines(wb: Workbook, costToo: boolean): Found | undefined {
  const found: Found[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      const totals = table.columns.filter((c) => c.role === 'total' && /^total$/i.test(c.label));
      if (totals.length !== 1) continue;
      const rows = table.rows.filter(
        (r) =>
          r.kind === 'data' &&
          r.section !== undefined &&
          EXPENSE_HEAD.test(r.section) &&
          !/^total\b/i.test(r.label ?? ''),
      );
      const overheads = rows.filter((r) => !COST_OF_SALES.test(r.section!));
      const lines = costToo || overheads.length === 0 ? rows : overheads;
      if (lines.length < 2) continue;
      found.push({ table, rows: lines, total: table.columns.indexOf(totals[0]!) });
    }
  return found.length === 1 ? found[0] : undefined;
}

export function expenseLineAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const m = ASK.exec(plainQuestion(question));
  if (!m) return undefined;
  const f = expenseLines(wb, /\bcosts?\b/.test(m[0]));
  if (!f) return undefined;
  const max = /biggest|largest|highest/.test(m[1]!);
  const vals = f.rows.map((r) => cellNumber(r.cells[f.total]));
  if (vals.some((v) => v === undefined)) return undefined;
  let best = 0;
  for (let i = 1; i < vals.length; i++) {
    const c = decCmp(vals[i]!, vals[best]!);
    if (max ? c > 0 : c < 0) best = i;
  }
  if (vals.some((v, i) => i !== best && decCmp(v!, vals[best]!) === 0))
    return refuse('two expense lines share that total; name the line');
  const row = f.rows[best]!;
  const name = row.label ?? '';
  const col = f.table.columns[f.total]!;
  const fig = figureOf(
    f.table,
    `${max ? 'Largest' : 'Smallest'} expense (${col.label})`,
    vals[best]!,
    cellStyle(f.table, row.cells[f.total]),
    [{ r: row.r, c: col.c }],
    name,
  );
  return sourcedAnswer(
    fig,
    `Our ${max ? 'biggest' : 'smallest'} expense is ${name}: ${fig.display} (its ${col.label}, under ${row.section}).`,
    max ? 'max' : 'min',
  );
}
