/**
 * Issue 13, pass 32 (M1): a budget sheet with Budget | Actual | Variance | Var % | Comment and
 * INCOME / COSTS sections. "Glamping variance in %" is asked as "glamping vs budget in %" (pass
 * 29 reads the Var % cell); "how much did we actually make" is the Net result row's Actual;
 * "which income line fell furthest short of budget" is the income line (never a total row) with
 * the lowest actual − budget, when that is below 0.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decCmp, decSign, decSub } from './decimal';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';
import { sourcedAnswer } from './sourced-answer';

interface BudgetTable {
  table: Table;
  budget: number;
  actual: number;
}

function budgetTables(wb: Workbook): BudgetTable[] {
  const out: BudgetTable[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const at = (re: RegExp) => t.columns.findIndex((c) => re.test(c.label.trim()));
    const budget = at(/^budget$/i);
    const actual = at(/^actuals?$/i);
    if (budget < 0 || actual < 0 || at(/^var(iance)? ?%$/i) < 0) continue;
    out.push({ table: t, budget, actual });
  }
  return out;
}

const NET = /^(net (result|profit|income|surplus)|profit|surplus|net)$/i;

export function budgetVarWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const pct =
    /^(?:what (?:is|was) (?:the )?)?([a-z][a-z ]*?) variance (?:in %|in percent|%|as a %|as a percentage)$/.exec(
      q,
    );
  const tables = budgetTables(wb);
  if (tables.length !== 1) return undefined;
  if (pct) return `${pct[1]} vs budget in %`;
  if (/^how much did we actually (?:make|earn)(?: this year| in total)?$/.test(q)) {
    const t = tables[0]!.table;
    const rows = t.rows.filter((r) => r.label && NET.test(r.label.trim()));
    return rows.length === 1 ? `${rows[0]!.label!.trim()} actual` : undefined;
  }
  return undefined;
}

export function budgetShortAnswer(wb: Workbook, question: string): Answer | undefined {
  const m =
    /^which (income|revenue|sales|cost|expense) (?:line|item|stream)s? (?:fell|came in|was|were) (?:furthest|most|the most|farthest|the furthest) (?:short of|below|under) (?:the )?budget$/.exec(
      plainQuestion(question),
    );
  if (!m) return undefined;
  const tables = budgetTables(wb);
  if (tables.length !== 1) return undefined;
  const { table: t, budget, actual } = tables[0]!;
  const section = /income|revenue|sales/.test(m[1]!) ? /income|revenue|sales/i : /cost|expense/i;
  const lines = t.rows
    .filter(
      (r) =>
        r.kind === 'data' && r.label && section.test(r.section ?? '') && !/^total\b/i.test(r.label),
    )
    .map((r) => {
      const b = cellNumber(r.cells[budget]);
      const a = cellNumber(r.cells[actual]);
      return { r, short: b !== undefined && a !== undefined ? decSub(a, b) : undefined };
    })
    .filter((x): x is { r: (typeof t.rows)[number]; short: Dec } => x.short !== undefined)
    .sort((x, y) => decCmp(x.short, y.short));
  const worst = lines[0];
  if (!worst || lines.length < 2 || decSign(worst.short) >= 0) return undefined;
  if (decCmp(lines[1]!.short, worst.short) === 0) return undefined;
  const label = worst.r.label!.trim();
  const fig = figureOf(
    t,
    `Actual minus budget, ${label}`,
    worst.short,
    cellStyle(t, worst.r.cells[actual]),
    [
      { r: worst.r.r, c: t.columns[budget]!.c },
      { r: worst.r.r, c: t.columns[actual]!.c },
    ],
    label,
  );
  return sourcedAnswer(
    fig,
    `${label} fell furthest short of budget: ${fig.display} (actual minus budget).`,
    'min',
  );
}
