/**
 * Issue 13, pass 34 (W1): an income & expenditure statement in one money column, its lines
 * under heading rows ("Income", "Cost of goods", "Operating expenses"), each section closed by
 * a "Total …" line, with "Gross surplus" / "Net surplus" lines between. "What is our biggest
 * cost" took the largest figure of the whole column (an income line) and "what were our total
 * costs" added the whole column (income, totals and all). Here the cost sections are read:
 * the biggest cost is the largest single line under a cost heading (never a Total line, never
 * income); total costs are the cost sections' Total lines added (a section's lines when it has
 * none). A Total line that disagrees with its lines, or lines of mixed sign, are refused.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decAbs, decCmp, decEq, decSign, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { sourcedAnswer } from './sourced-answer';

const COST_HEAD = /\b(costs?|expenses?|expenditures?|overheads?|outgoings|spending)\b/i;
const INCOME_HEAD = /\b(income|revenues?|sales|turnover|receipts|takings)\b/i;
const COST_WORD = '(?:costs?|expenses?|expenditure|outgoings?|spend(?:ing)?)';
const BIGGEST = new RegExp(
  `^(?:what (?:is|was|are|were) |what's )?(?:our |the )?(?:biggest|largest|highest|greatest|main|single biggest|single largest) (?:single )?${COST_WORD}(?: line| item)?$`,
);
// "total expenses" is left alone: on a P&L it names the Expenses section (pass 14)
const TOTAL =
  /^(?:what (?:is|was|are|were) |what's )?(?:our |the )?(?:total|all(?: our| the)?) (costs|expenditure|outgoings)(?: in total| altogether)?$|^how much did (?:we|i) spend (?:in total|altogether)$/;

interface Section {
  name: string;
  cost: boolean;
  lines: Row[];
  total?: Row;
}

/**
 * The table's sections, or undefined unless it is flat: each heading over its own lines,
 * closed by at most one "Total <heading>" line; no heading inside another, no other total
 * (a QuickBooks P&L's parent accounts nest: left to the readers that know them).
 */
function sectionsOf(t: Table, col: number): Section[] | undefined {
  const out: Section[] = [];
  let open: Section | undefined;
  for (const r of t.rows) {
    if (r.kind === 'section') {
      if (open && open.lines.length > 0 && !open.total) return undefined;
      const name = (r.label ?? r.cells.map(cellText).find((x) => x) ?? '').trim();
      const cost = COST_HEAD.test(name) && !/\bincome\b/i.test(name);
      open = { name, cost, lines: [] };
      out.push(open);
    } else if (r.kind === 'data' && r.section !== undefined) {
      if (!open || open.total || r.section !== open.name) return undefined;
      if (cellNumber(r.cells[col]) !== undefined) open.lines.push(r);
    } else if (r.kind === 'total') {
      const label = (r.label ?? '').trim().toLowerCase();
      if (!open || open.total || label !== `total ${open.name.toLowerCase()}`) return undefined;
      open.total = r;
    } else if (r.kind === 'data') {
      if (open && open.lines.length > 0 && !open.total) return undefined;
      open = undefined;
    }
  }
  return out.filter((s) => s.lines.length > 0);
}

function statementOf(wb: Workbook): { t: Table; col: number; sections: Section[] } | undefined {
  const found: Array<{ t: Table; col: number; sections: Section[] }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const money = t.columns.flatMap((c, i) =>
        c.role !== 'category' && c.type !== 'text' ? [i] : [],
      );
      if (money.length !== 1) continue;
      const sections = sectionsOf(t, money[0]!);
      if (!sections) continue;
      const costs = sections.filter((x) => x.cost);
      const income = sections.filter((x) => !x.cost && INCOME_HEAD.test(x.name));
      if (costs.length && income.length) found.push({ t, col: money[0]!, sections });
    }
  return found.length === 1 ? found[0] : undefined;
}

export function costSectionAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const biggest = BIGGEST.test(q);
  const total = TOTAL.exec(q);
  if (!biggest && !total) return undefined;
  const st = statementOf(wb);
  if (!st) return undefined;
  const { t, col, sections } = st;
  // a section or line that is itself named by the word ("Expenditure", "Total costs") answers
  const word = total?.[1];
  if (
    word &&
    t.rows.some((r) => new RegExp(`^(total )?${word}$`, 'i').test((r.label ?? '').trim()))
  )
    return undefined;
  const costs = sections.filter((x) => x.cost);
  const c = t.columns[col]!.c;
  const label = t.columns[col]!.label;
  const measure = /^Column [A-Z]+$/.test(label) ? 'the amounts' : label;
  const lines = costs.flatMap((x) => x.lines);
  const vals = lines.map((r) => cellNumber(r.cells[col])!);
  const signs = new Set(vals.map(decSign).filter((x) => x !== 0));
  if (signs.size > 1)
    return refuse('the cost lines hold both signs; name the line or section you mean');
  if (biggest) {
    const ranked = lines
      .map((r, i) => ({ r, v: decAbs(vals[i]!) }))
      .sort((a, b) => decCmp(b.v, a.v));
    const top = ranked[0]!;
    if (ranked[1] && decCmp(top.v, ranked[1].v) === 0)
      return refuse('two cost lines are equally large; name the one you mean');
    const name = top.r.label ?? '';
    const fig = figureOf(
      t,
      `${name} (largest cost line)`,
      cellNumber(top.r.cells[col])!,
      cellStyle(t, top.r.cells[col]),
      [{ r: top.r.r, c }],
      name,
    );
    return sourcedAnswer(
      fig,
      `The biggest cost is ${name}: ${fig.display} (${measure}; the largest of ${lines.length} lines under ${costs.map((x) => x.name).join(' and ')}).`,
      'max',
    );
  }
  const parts: Dec[] = [];
  const cells: Array<{ r: number; c: number }> = [];
  const named: string[] = [];
  for (const s of costs) {
    const sum = decSum(s.lines.map((r) => cellNumber(r.cells[col])!));
    if (s.total) {
      const tv = cellNumber(s.total.cells[col]);
      if (tv === undefined || !decEq(tv, sum))
        return refuse(
          `"${s.total.label}" does not equal the lines above it; name the line you mean`,
        );
      parts.push(tv);
      cells.push({ r: s.total.r, c });
      named.push(s.total.label ?? s.name);
    } else {
      parts.push(sum);
      cells.push(...s.lines.map((r) => ({ r: r.r, c })));
      named.push(`${s.name} lines`);
    }
  }
  const fig = figureOf(
    t,
    `Total costs (${named.join(' + ')})`,
    decSum(parts),
    cellStyle(t, lines[0]!.cells[col]),
    cells,
  );
  return sourcedAnswer(fig, `Total costs: ${fig.display} (${named.join(' + ')}).`, 'total');
}
