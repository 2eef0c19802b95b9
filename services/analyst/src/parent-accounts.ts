/**
 * Issue 13, pass 22 (W3): a QuickBooks P&L with PARENT accounts: a heading line "4000 Room
 * Revenue", its child lines ("4010 Standard Rooms", "4020 Suites"), then "Total 4000 Room
 * Revenue". "How much did rooms bring in" answered one child; "what did we spend on payroll" the
 * Wages child. A word naming a parent account answers the parent's own "Total <parent>" line (the
 * sheet's total is read, never the children re-added); "total income / expenses" the "Total
 * Income / Expenses" line. Only amount questions on a table with exactly one amount column, and
 * only when exactly one parent matches and no other line's own words are asked too.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import type { Row, Table, Workbook } from './model';
import { STOP, canonical, plainQuestion, stem, words } from './text';

/** the words as written, stemmed: no synonyms ("wages" is its own line, not "payroll") */
const tokens = (s: string): string[] =>
  words(s)
    .filter((w) => !STOP.has(w))
    .map(stem);

/** words a parent shares with every section: never enough to pick one parent */
const GENERIC = new Set(
  ['revenue', 'income', 'sales', 'expenses', 'costs', 'total', 'other', 'fees', 'and'].flatMap(
    (w) => [...canonical(w), ...tokens(w)],
  ),
);
/** a ratio, a change, a period or a ranking is another question */
const NOT_AN_AMOUNT =
  /%|\b(percent\w*|pct|share|ratio|proportion|grow\w*|change\w*|compar\w*|vs|versus|average|avg|mean|margin|month\w*|quarter\w*|q[1-4]|h[12]|half|which|per|how many|budget\w*|forecast\w*|trend\w*|last year|prior year|previous year)\b/;
/** lines added or ranked ("sum of Total A and Total B", "biggest operating expense") */
const COMBINED =
  /\b(sum of|plus|minus|combined|together|added|biggest|largest|smallest|highest|lowest|most|least|top|best|worst|each|every|all (the )?lines)\b/;
const WHOLE_SECTION =
  /^(?:what (?:was|were|is|are) )?(?:our |the )?total (income|revenue|expenses)(?: (?:for|in) (?:the year|20\d\d)| 20\d\d)?$/;

const accountName = (label: string): string =>
  label
    .replace(/^\s*total\s+/i, '')
    .replace(/^\s*\d{3,6}(?:[-.]\d+)?\s*[-·:]?\s*/, '')
    .trim();

interface Ledger {
  table: Table;
  value: number;
}

function ledgers(wb: Workbook): Ledger[] {
  const out: Ledger[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const values = table.columns.flatMap((c, i) =>
        c.role === 'value' || c.role === 'total' ? [i] : [],
      );
      if (values.length !== 1) continue;
      const parents = table.rows.filter(
        (r) => r.label && /^\s*total\s+\S/i.test(r.label) && heading(table, r) !== undefined,
      );
      if (parents.length) out.push({ table, value: values[0]! });
    }
  return out;
}

/** the heading line "4000 Room Revenue" (no figure) above its "Total 4000 Room Revenue" */
function heading(table: Table, total: Row): Row | undefined {
  const name = accountName(total.label!).toLowerCase();
  if (!name) return undefined;
  return table.rows.find(
    (r) =>
      r.r < total.r &&
      r.label !== undefined &&
      accountName(r.label).toLowerCase() === name &&
      !/^\s*total\b/i.test(r.label) &&
      r.cells.every((c) => cellNumber(c) === undefined),
  );
}

function lineAnswer(l: Ledger, row: Row): Answer | undefined {
  const v = cellNumber(row.cells[l.value]);
  if (v === undefined) return undefined;
  const col = l.table.columns[l.value]!;
  const label = row.label!.trim();
  const fig = figureOf(l.table, label, v, cellStyle(l.table, row.cells[l.value]), [
    { r: row.r, c: col.c },
  ]);
  return {
    text: `${fig.display}: ${label}, the sheet's own total line (its lines are not added again).\nSource: sheet '${l.table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'lookup',
  };
}

export function parentAccountAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const found = ledgers(wb);
  if (found.length !== 1) return undefined;
  const l = found[0]!;
  const whole = WHOLE_SECTION.exec(q);
  if (whole) {
    const want = canonical(`total ${whole[1]}`).join(' ');
    const hits = l.table.rows.filter((r) => r.label && canonical(r.label).join(' ') === want);
    return hits.length === 1 ? lineAnswer(l, hits[0]!) : undefined;
  }
  if (NOT_AN_AMOUNT.test(q) || COMBINED.test(q) || (q.match(/\btotal\b/g) ?? []).length > 1)
    return undefined;
  const asked = new Set(tokens(q));
  const totals = l.table.rows.filter((r) => r.label && /^\s*total\s+\S/i.test(r.label));
  const matches = totals.filter((t) => {
    if (!heading(l.table, t)) return false;
    const core = tokens(accountName(t.label!)).filter((w) => !GENERIC.has(w));
    return core.length > 0 && core.every((w) => asked.has(w));
  });
  if (matches.length !== 1) return undefined;
  const parent = matches[0]!;
  const parentWords = new Set(tokens(accountName(parent.label!)));
  // another line's own word asked ("suites", "bar"): that line, not the parent
  const other = l.table.rows.some(
    (r) =>
      r !== parent &&
      r.label &&
      accountName(r.label).toLowerCase() !== accountName(parent.label!).toLowerCase() &&
      tokens(accountName(r.label)).some(
        (w) => !GENERIC.has(w) && !parentWords.has(w) && asked.has(w),
      ),
  );
  return other ? undefined : lineAnswer(l, parent);
}
