/**
 * Issue 13, pass 16 (W5, M2): one line of a budget-vs-actual sheet named by the owner: "how far
 * over budget was marketing", "marketing variance", "income vs budget" (the Total income line).
 * The line is found by its own name in a table with one Budget and one Actual column, and the
 * answer is Actual − Budget of that row. With a "Net" row below "Total expenses" the engine read
 * the income table for "how far over budget was total expenses" (a wrong figure); a name that
 * fits no line or two lines goes on to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decSign, decSub } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const ASKS: RegExp[] = [
  /^how (?:far|much) (?:over|under|above|below) (?:the )?budget (?:was|were|is|are|did) (?:we on )?(?:the |our )?(.+?)(?: come in| go| run| end up)?$/,
  /^(?:what (?:is|was|were) )?(?:the |our )?(.+?) variance$/,
  /^(?:what (?:is|was) )?(?:the )?variance (?:for|on|of) (?:the |our )?(.+)$/,
  /^(?:the |our )?(.+?) (?:vs\.?|versus|against) (?:the )?budget$/,
];

function rowName(row: Row): string | undefined {
  if (row.label) return row.label.trim().toLowerCase();
  const first = row.cells.find((c) => typeof c === 'string');
  return typeof first === 'string' ? first.trim().toLowerCase() : undefined;
}

interface Hit {
  table: Table;
  row: Row;
  budget: number;
  actual: number;
}

export function budgetLineAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const name = ASKS.map((re) => re.exec(q)?.[1]).find(Boolean);
  if (!name || /\b(each|every|which|lines?|most|least|all)\b/.test(name)) return undefined;
  const exact: Hit[] = [];
  const totals: Hit[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const cols = table.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.role === 'value');
      const budget = cols.filter(({ c }) => /^budget(ed)?$/i.test(c.label.trim()));
      const actual = cols.filter(({ c }) => /^actuals?$/i.test(c.label.trim()));
      if (budget.length !== 1 || actual.length !== 1) continue;
      for (const row of table.rows) {
        const n = rowName(row);
        if (!n) continue;
        const hit = { table, row, budget: budget[0]!.i, actual: actual[0]!.i };
        if (n === name) exact.push(hit);
        else if (n === `total ${name}`) totals.push(hit);
      }
    }
  const hits = exact.length ? exact : totals;
  if (hits.length !== 1) return undefined;
  const { table, row, budget, actual } = hits[0]!;
  const b = cellNumber(row.cells[budget]);
  const a = cellNumber(row.cells[actual]);
  if (!a || !b) return undefined;
  const diff = decSub(a, b);
  const style = cellStyle(table, row.cells[actual]);
  const first = row.cells.find((c) => typeof c === 'string');
  const label = row.label?.trim() ?? (typeof first === 'string' ? first.trim() : name);
  const cells = [
    { r: row.r, c: table.columns[budget]!.c },
    { r: row.r, c: table.columns[actual]!.c },
  ];
  const f = figureOf(table, `${label} variance (Actual − Budget)`, diff, style, cells);
  const side = decSign(diff) > 0 ? 'above' : decSign(diff) < 0 ? 'below' : 'on';
  const av = figureOf(table, '', a, style, cells).display;
  const bv = figureOf(table, '', b, style, cells).display;
  return {
    text: `${f.display}: ${label}, actual ${side} budget (Actual ${av} − Budget ${bv}).\nSource: sheet '${table.sheet}' ${f.source.range}.`,
    figures: [f],
    refused: false,
    kind: 'variance',
  };
}
