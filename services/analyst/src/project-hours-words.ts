/**
 * Issue 13, pass 26 (M4): a job-costing sheet (Project | Client | Fee | Labour cost | … | Total
 * cost | Margin, a Total row) beside an Hours sheet (Staff | months across | Total). The cost
 * columns made "most profitable project" ask which column; here profit is the Margin column,
 * the overall margin % is total Margin ÷ total Fee, project costs are the Total cost column,
 * projects are counted by their rows; hours are read from the staff's rows (a person's Total, a
 * quarter's months added, who worked most). Total rows are never a project or a person.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAbs,
  decAdd,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
} from './decimal';
import { type NumberStyle, PERCENT } from './format';
import { lineFits } from './line-phrase';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const TOTAL_ROW = /^(total|grand total|totals|sum)\b/i;

interface Grid {
  table: Table;
  col: (re: RegExp) => number;
  rows: Row[];
}

function gridOf(wb: Workbook, needs: RegExp[], first: RegExp): Grid | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table): Grid[] => {
      const col = (re: RegExp): number => {
        const hits = table.columns.flatMap((c, ci) => (re.test(c.label.trim()) ? [ci] : []));
        return hits.length === 1 ? hits[0]! : -1;
      };
      if (!first.test(table.columns[0]?.label.trim() ?? '') || needs.some((re) => col(re) < 0))
        return [];
      const rows = table.rows.filter(
        (r) => r.kind === 'data' && cellText(r.cells[0]) && !TOTAL_ROW.test(cellText(r.cells[0])!),
      );
      return rows.length >= 2 ? [{ table, col, rows }] : [];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

const FEE = /^(fee|fees|contract( value)?|price|revenue|invoiced)$/i;
const COST = /^total cost$/i;
const MARGIN = /^(margin|profit)$/i;

const PROFIT_RANK =
  /^(?:which|what) (?:project|job) (?:made|makes|earned|earns) (?:the )?(most|least)(?: money| profit)?$|^(?:the )?(most|least) profitable (?:project|job)$/;
const OVERALL = /^(?:the |our )?(?:overall|total) margin(?: %| percent| in %)?$/;
const COSTS = /^(?:the |our )?total (?:project|job) costs?$/;
const HOW_MANY = /^how many (projects|jobs) (?:are we running|do we have|are there|are on)$/;
const PERSON =
  /^how many hours did ([a-z][a-z'-]+(?: [a-z][a-z'-]+)?) (?:log|work|put in|book|record)$/;
const QUARTER = /^(?:the )?total hours (?:in|for) q([1-4])$/;
const MOST_HOURS = /^who (?:worked|logged|put in|booked) the (most|fewest|least) hours$/;

export function projectHoursAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const rank = PROFIT_RANK.exec(q);
  const overall = OVERALL.test(q);
  const costs = COSTS.test(q);
  const howMany = HOW_MANY.exec(q);
  const person = PERSON.exec(q);
  const quarter = QUARTER.exec(q);
  const mostHours = MOST_HOURS.exec(q);
  if (!rank && !overall && !costs && !howMany && !person && !quarter && !mostHours)
    return undefined;
  const answer = (
    t: Table,
    f: ReturnType<typeof figureOf>,
    text: string,
    kind: string,
  ): Answer => ({
    text: `${text}\nSource: sheet '${t.sheet}' ${f.source.range}.`,
    figures: [f],
    refused: false,
    kind,
  });
  if (rank || overall || costs || howMany) {
    const g = gridOf(wb, [FEE, COST, MARGIN], /^(project|job)s?$/i);
    if (!g) return undefined;
    const t = g.table;
    const [fee, cost, margin] = [g.col(FEE), g.col(COST), g.col(MARGIN)];
    const n = (r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
    const cells = (rs: Row[], ci: number) => rs.map((r) => ({ r: r.r, c: t.columns[ci]!.c }));
    const style = (ci: number): NumberStyle => cellStyle(t, g.rows[0]!.cells[ci]);
    const name = (r: Row): string => cellText(r.cells[0])!;
    const sum = (ci: number): Dec => g.rows.reduce((a, r) => decAdd(a, n(r, ci)), ZERO);
    if (rank) {
      const high = (rank[1] ?? rank[2]) === 'most';
      const ranked = [...g.rows].sort(
        (a, b) => decCmp(n(b, margin), n(a, margin)) * (high ? 1 : -1),
      );
      if (decCmp(n(ranked[0]!, margin), n(ranked[1]!, margin)) === 0) return undefined;
      const r = ranked[0]!;
      const f = figureOf(
        t,
        `${t.columns[margin]!.label}, ${name(r)}`,
        n(r, margin),
        style(margin),
        cells([r], margin),
        name(r),
      );
      return answer(
        t,
        f,
        `${name(r)} made the ${high ? 'most' : 'least'}: ${t.columns[margin]!.label} ${f.display}, of ${g.rows.length} projects.`,
        high ? 'max' : 'min',
      );
    }
    if (overall) {
      const whole = sum(fee);
      if (decCmp(whole, ZERO) === 0) return undefined;
      const v = decDiv(decMul(sum(margin), HUNDRED), decAbs(whole), 2)!;
      const f = figureOf(
        t,
        `Overall margin (${t.columns[margin]!.label} ÷ ${t.columns[fee]!.label})`,
        v,
        PERCENT,
        [...cells(g.rows, fee), ...cells(g.rows, margin)],
      );
      return answer(t, f, `${f.label}: ${f.display} over ${g.rows.length} projects.`, 'ratio');
    }
    if (costs) {
      const f = figureOf(
        t,
        `${t.columns[cost]!.label}, all projects`,
        sum(cost),
        style(cost),
        cells(g.rows, cost),
      );
      return answer(t, f, `${f.label}: ${f.display} (${g.rows.length} projects).`, 'total');
    }
    const f = figureOf(
      t,
      'Projects',
      decFromInt(g.rows.length),
      { kind: 'number', decimals: 0 },
      cells(g.rows, 0),
    );
    return answer(t, f, `Projects: ${g.rows.length} (${g.rows.map(name).join(', ')}).`, 'count');
  }
  const g = gridOf(wb, [/^total$/i], /^(staff|employee|name|person|team member)$/i);
  if (!g) return undefined;
  const t = g.table;
  const total = g.col(/^total$/i);
  const months = t.columns.flatMap((c, ci) =>
    c.period?.kind === 'month' && c.period.start ? [ci] : [],
  );
  const n = (r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
  const name = (r: Row): string => cellText(r.cells[0])!;
  const hoursStyle: NumberStyle = { kind: 'number', decimals: 0 };
  if (person) {
    const hits = g.rows.filter((r) => lineFits(person[1]!, name(r)));
    if (hits.length !== 1) return undefined;
    const r = hits[0]!;
    const f = figureOf(
      t,
      `Hours, ${name(r)}`,
      n(r, total),
      hoursStyle,
      [{ r: r.r, c: t.columns[total]!.c }],
      name(r),
    );
    return answer(t, f, `${name(r)} logged ${f.display} hours (the Total column).`, 'total');
  }
  if (quarter) {
    const qn = Number(quarter[1]);
    const inQ = months.filter(
      (ci) => Math.ceil(Number(t.columns[ci]!.period!.start!.slice(5, 7)) / 3) === qn,
    );
    const years = new Set(months.map((ci) => t.columns[ci]!.period!.start!.slice(0, 4)));
    if (inQ.length !== 3 || years.size !== 1) return undefined;
    const v = g.rows.reduce((a, r) => inQ.reduce((b, ci) => decAdd(b, n(r, ci)), a), ZERO);
    const cells = g.rows.flatMap((r) => inQ.map((ci) => ({ r: r.r, c: t.columns[ci]!.c })));
    const f = figureOf(t, `Hours in Q${qn}`, v, hoursStyle, cells);
    return answer(
      t,
      f,
      `Hours in Q${qn} ${[...years][0]}: ${f.display}, ${g.rows.length} staff over ${inQ.map((ci) => t.columns[ci]!.label).join(', ')}.`,
      'total',
    );
  }
  const high = mostHours![1] === 'most';
  const ranked = [...g.rows].sort((a, b) => decCmp(n(b, total), n(a, total)) * (high ? 1 : -1));
  if (decCmp(n(ranked[0]!, total), n(ranked[1]!, total)) === 0) return undefined;
  const r = ranked[0]!;
  const f = figureOf(
    t,
    `Hours, ${name(r)}`,
    n(r, total),
    hoursStyle,
    [{ r: r.r, c: t.columns[total]!.c }],
    name(r),
  );
  return answer(
    t,
    f,
    `${name(r)} worked the ${high ? 'most' : 'fewest'} hours: ${f.display}, of ${g.rows.length} staff.`,
    high ? 'max' : 'min',
  );
}
