/**
 * Issue 13, pass 20 (W6): MRR kept as one block of rows per plan (the plan's name on the
 * block's first row only, the metric beside it: Members | MRR | Churned members; months
 * across), then a Total MRR row (and maybe Total members). Nearly every question was refused
 * and "annual run rate in December" answered an unrelated figure. Read here: "<plan> MRR /
 * members in <month>", MRR in a month (Total MRR), ARR (a month's Total MRR × 12, the last
 * month when none is named), MRR growth over the year, the best / worst month for MRR, total
 * members at year end, members churned in the year, a plan's share of a month's MRR, the MRR
 * change between two months. Anything else on such a sheet goes to the engine unchanged.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decDiv, decFromInt, decMul, decSub, decSum } from './decimal';
import { type NumberStyle, PERCENT } from './format';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS } from './periods';

type Metric = 'members' | 'mrr' | 'churned';
interface Line {
  plan: string;
  metric: Metric;
  row: Row;
}
interface Blocks {
  table: Table;
  lines: Line[];
  totalMrr?: Row;
  totalMembers?: Row;
  months: Array<{ col: number; index: number; label: string }>;
}

const metricOf = (text: string): Metric | undefined =>
  /^(active )?(members|subscribers|customers)$/i.test(text)
    ? 'members'
    : /^mrr$/i.test(text)
      ? 'mrr'
      : /^churned( members| subscribers| customers)?$|^churn$/i.test(text)
        ? 'churned'
        : undefined;

function blocksOf(table: Table): Blocks | undefined {
  if (table.layout !== 'wide') return undefined;
  const labels = table.columns.map((c, i) => ({ c, i })).filter((x) => x.c.role === 'label');
  if (labels.length !== 2) return undefined;
  const [pi, mi] = [labels[0]!.i, labels[1]!.i];
  const months = table.columns
    .map((c, i) => ({ c, i }))
    .filter((x) => x.c.period?.kind === 'month')
    .map((x) => ({ col: x.i, index: x.c.period!.index, label: x.c.label }));
  if (months.length < 2 || new Set(months.map((m) => m.index)).size !== months.length)
    return undefined;
  const lines: Line[] = [];
  let plan: string | undefined;
  let totalMrr: Row | undefined;
  let totalMembers: Row | undefined;
  for (const row of table.rows) {
    const first = cellText(row.cells[pi]);
    const second = cellText(row.cells[mi]);
    if (first && /^total\b/i.test(first)) {
      if (/\bmrr\b/i.test(first)) totalMrr = row;
      else if (/\b(members|subscribers|customers)\b/i.test(first)) totalMembers = row;
      plan = undefined;
      continue;
    }
    if (first) plan = first;
    const metric = second ? metricOf(second) : undefined;
    if (!plan || !metric) continue;
    lines.push({ plan, metric, row });
  }
  const plans = new Set(lines.map((l) => l.plan));
  if (plans.size < 2 || !lines.some((l) => l.metric === 'mrr')) return undefined;
  // every plan holds one row of each metric it has
  for (const p of plans) {
    const ms = lines.filter((l) => l.plan === p).map((l) => l.metric);
    if (new Set(ms).size !== ms.length) return undefined;
  }
  return {
    table,
    lines,
    months,
    ...(totalMrr ? { totalMrr } : {}),
    ...(totalMembers ? { totalMembers } : {}),
  };
}

const MONTHS = MONTH_KEYS;
const MONTH_RE =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/g;

const KNOWN =
  /\b(what|what's|whats|which|when|is|was|were|are|our|the|a|in|of|for|from|to|between|and|how|much|many|did|do|does|we|have|had|total|mrr|members?|subscribers?|churned?|arr|annual|annuali[sz]ed|run|rate|growth|grow|grew|change|changed|difference|best|worst|highest|lowest|top|peak|month|year|over|end|at|year-end|share|percent|percentage|proportion|came|come|by|all|altogether|now|currently|latest|recurring|revenue|monthly|this|increase|up|amount|it)\b/g;

export function planMetricBlocksAnswer(wb: Workbook, question: string): Answer | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.map(blocksOf).filter((b): b is Blocks => b !== undefined),
  );
  if (found.length !== 1) return undefined;
  const b = found[0]!;
  const t = b.table;
  const q = plainQuestion(question);
  const asked = [...q.matchAll(MONTH_RE)].map((m) => MONTHS.indexOf(m[1]!.slice(0, 3)) + 1);
  const monthAt = (index: number) => b.months.find((m) => m.index === index);
  const named = asked.map(monthAt);
  if (named.some((m) => !m)) return undefined;
  const months = named as Blocks['months'];
  const plans = [...new Set(b.lines.map((l) => l.plan))].filter((p) =>
    new RegExp(`\\b${p.toLowerCase().replace(/[^a-z0-9 ]/g, '.')}\\b`).test(q),
  );
  if (plans.length > 1) return undefined;
  const plan = plans[0];
  // every word must be one this reader knows: an unknown plan ("enterprise") is not Total MRR
  const planWords = [...new Set(b.lines.map((l) => l.plan.toLowerCase()))];
  let rest = q.replace(MONTH_RE, ' ');
  for (const p of planWords)
    rest = rest.replace(new RegExp(`\\b${p.replace(/[^a-z0-9 ]/g, '.')}\\b`, 'g'), ' ');
  rest = rest
    .replace(KNOWN, ' ')
    .replace(/\b20\d\d\b|['’]s\b|%|[?,.]/g, ' ')
    .trim();
  if (rest) return undefined;
  const last = b.months[b.months.length - 1]!;
  const first = b.months[0]!;
  const num = (row: Row, col: number): Dec | undefined => cellNumber(row.cells[col]);
  const styleOf = (row: Row, col: number): NumberStyle => cellStyle(t, row.cells[col]);
  const at = (row: Row, col: number) => ({ r: row.r, c: t.columns[col]!.c });
  const reply = (
    label: string,
    v: Dec,
    style: NumberStyle,
    cells: Array<{ r: number; c: number }>,
    how: string,
    kind: string,
  ): Answer => {
    const fig = figureOf(t, label, v, style, cells);
    return {
      text: `${label}: ${fig.display}, ${how}.\nSource: sheet '${t.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind,
    };
  };
  const lineOf = (p: string, m: Metric) => b.lines.find((l) => l.plan === p && l.metric === m);
  // the Total MRR of a month: its row, else the plans' MRR rows added
  const totalMrrAt = (
    col: number,
  ): { v: Dec; cells: Array<{ r: number; c: number }> } | undefined => {
    if (b.totalMrr) {
      const v = num(b.totalMrr, col);
      return v === undefined ? undefined : { v, cells: [at(b.totalMrr, col)] };
    }
    const rows = b.lines.filter((l) => l.metric === 'mrr').map((l) => l.row);
    const vs = rows.map((r) => num(r, col));
    if (vs.some((v) => v === undefined)) return undefined;
    return { v: decSum(vs as Dec[]), cells: rows.map((r) => at(r, col)) };
  };
  const mrrRow = b.totalMrr ?? b.lines.find((l) => l.metric === 'mrr')!.row;
  const mrrStyle = styleOf(mrrRow, first.col);

  // "annual run rate in december", "what is our ARR": a month's Total MRR × 12
  if (/\b(arr|annual run rate|run rate|annuali[sz]ed)\b/.test(q)) {
    if (plan || months.length > 1) return undefined;
    const m = months[0] ?? last;
    const tm = totalMrrAt(m.col);
    if (!tm) return undefined;
    return reply(
      `ARR, ${m.label}`,
      decMul(tm.v, decFromInt(12)),
      mrrStyle,
      tm.cells,
      `${m.label}'s Total MRR × 12`,
      'ratio',
    );
  }
  const metric: Metric | undefined = /\bchurn(ed)?\b/.test(q)
    ? 'churned'
    : /\bmrr\b|\brecurring revenue\b/.test(q)
      ? 'mrr'
      : /\b(members|subscribers)\b/.test(q)
        ? 'members'
        : undefined;
  if (!metric) return undefined;
  // a plan's share of a month's MRR
  if (plan && metric === 'mrr' && /\b(share|percent|percentage|%|proportion)\b/.test(q)) {
    if (months.length !== 1) return undefined;
    const line = lineOf(plan, 'mrr');
    const tm = totalMrrAt(months[0]!.col);
    const v = line && num(line.row, months[0]!.col);
    if (!line || !tm || v === undefined) return undefined;
    const pct = decDiv(decMul(v, decFromInt(100)), tm.v, 2);
    if (!pct) return undefined;
    return reply(
      `${plan}'s share of ${months[0]!.label} MRR`,
      pct,
      PERCENT,
      [at(line.row, months[0]!.col), ...tm.cells],
      `${plan} MRR ÷ Total MRR of ${months[0]!.label}`,
      'share',
    );
  }
  // "<plan> MRR / members / churned in <month>": one cell
  if (plan) {
    if (months.length !== 1 || /\b(total|growth|grow|change|best|worst|average|share)\b/.test(q))
      return undefined;
    const line = lineOf(plan, metric);
    const v = line && num(line.row, months[0]!.col);
    if (!line || v === undefined) return undefined;
    const name =
      cellText(line.row.cells[t.columns.findIndex((c) => c.role === 'label') + 1]) ?? metric;
    return reply(
      `${plan} ${name}, ${months[0]!.label}`,
      v,
      styleOf(line.row, months[0]!.col),
      [at(line.row, months[0]!.col)],
      `the ${plan} block's ${name} row`,
      'lookup',
    );
  }
  if (metric === 'churned') {
    if (months.length || !/\b(year|total|in all|altogether|how many)\b/.test(q)) return undefined;
    const rows = b.lines.filter((l) => l.metric === 'churned').map((l) => l.row);
    const cells = rows.flatMap((r) => b.months.map((m) => at(r, m.col)));
    const vs = rows.flatMap((r) => b.months.map((m) => num(r, m.col)));
    if (vs.some((v) => v === undefined)) return undefined;
    return reply(
      'Members churned',
      decSum(vs as Dec[]),
      styleOf(rows[0]!, first.col),
      cells,
      `every plan's Churned row added over ${b.months.length} months`,
      'total',
    );
  }
  if (metric === 'members') {
    if (
      !/\b(year end|end of the year|year-end|at the end|in december|now|currently|latest)\b/.test(
        q,
      ) &&
      months.length !== 1
    )
      return undefined;
    if (!/\b(total|how many|all)\b/.test(q)) return undefined;
    const m = months[0] ?? last;
    if (b.totalMembers) {
      const v = num(b.totalMembers, m.col);
      if (v === undefined) return undefined;
      return reply(
        `Total members, ${m.label}`,
        v,
        styleOf(b.totalMembers, m.col),
        [at(b.totalMembers, m.col)],
        'the Total members row',
        'lookup',
      );
    }
    const rows = b.lines.filter((l) => l.metric === 'members').map((l) => l.row);
    const vs = rows.map((r) => num(r, m.col));
    if (vs.some((v) => v === undefined)) return undefined;
    return reply(
      `Total members, ${m.label}`,
      decSum(vs as Dec[]),
      styleOf(rows[0]!, m.col),
      rows.map((r) => at(r, m.col)),
      `every plan's Members row added`,
      'total',
    );
  }
  // MRR over the months: a month's Total, best / worst month, growth, change
  if (
    /\b(best|highest|top|peak|worst|lowest)\b.*\bmonth\b|\bmonth\b.*\b(best|highest|worst|lowest)\b/.test(
      q,
    )
  ) {
    if (months.length) return undefined;
    const high = /\b(best|highest|top|peak)\b/.test(q);
    const scored = b.months.map((m) => ({ m, tm: totalMrrAt(m.col) }));
    if (scored.some((s) => !s.tm)) return undefined;
    scored.sort((x, y) => (high ? decCmp(y.tm!.v, x.tm!.v) : decCmp(x.tm!.v, y.tm!.v)));
    if (decCmp(scored[0]!.tm!.v, scored[1]!.tm!.v) === 0) return undefined;
    const top = scored[0]!;
    const fig = figureOf(
      t,
      `${high ? 'Best' : 'Worst'} month for MRR`,
      top.tm!.v,
      mrrStyle,
      top.tm!.cells,
      top.m.label,
    );
    return {
      text: `${fig.label}: ${top.m.label} with ${fig.display} (Total MRR of ${b.months.length} months ranked).\nSource: sheet '${t.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: high ? 'max' : 'min',
    };
  }
  const growth = /\b(growth|grow|grew|increase|up)\b/.test(q);
  const change = /\b(change|difference|differ)\b/.test(q);
  if (growth || change) {
    const ends =
      months.length === 2
        ? months
        : months.length === 0 && /\b(year|over the year|this year|jan\w* to dec\w*)\b/.test(q)
          ? [first, last]
          : undefined;
    if (!ends) return undefined;
    const [a, z] = ends as [Blocks['months'][number], Blocks['months'][number]];
    const ta = totalMrrAt(a.col);
    const tz = totalMrrAt(z.col);
    if (!ta || !tz) return undefined;
    const diff = decSub(tz.v, ta.v);
    const cells = [...ta.cells, ...tz.cells];
    const pctAsked =
      /\b(percent|percentage)\b|%/.test(q) ||
      (!/\bhow much\b/.test(q) && /\b(growth|grow|grew)\b/.test(q));
    if (pctAsked) {
      const pct = decDiv(decMul(diff, decFromInt(100)), ta.v, 2);
      if (!pct) return undefined;
      return reply(
        `MRR growth, ${a.label} to ${z.label}`,
        pct,
        PERCENT,
        cells,
        `(Total MRR ${z.label} − ${a.label}) ÷ ${a.label}`,
        'growth',
      );
    }
    return reply(
      `MRR change, ${a.label} to ${z.label}`,
      diff,
      mrrStyle,
      cells,
      `Total MRR ${z.label} minus ${a.label}`,
      'change',
    );
  }
  if (months.length === 1 && !/\b(total of|sum|average|share)\b/.test(q)) {
    const tm = totalMrrAt(months[0]!.col);
    if (!tm) return undefined;
    return reply(
      `Total MRR, ${months[0]!.label}`,
      tm.v,
      mrrStyle,
      tm.cells,
      b.totalMrr ? 'the Total MRR row' : "every plan's MRR row added",
      'lookup',
    );
  }
  return undefined;
}
