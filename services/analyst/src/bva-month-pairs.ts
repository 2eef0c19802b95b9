/**
 * Issue 13, pass 52 (W2, L3): a budget vs actual with a Budget | Actual pair under each month,
 * a year-to-date group (Budget | Actual | Variance) and a full-year Budget:
 * `Account | Jul 2026 | Jul 2026 | … | Year to date | Year to date | Year to date | Full year` over
 * `| Budget $ | Actual $ | … | Budget $ | Actual $ | Variance $ | Budget $`. "What's the full year
 * budget for grants" had added the months' budgets (or read one month's); "how much of the
 * marketing budget is left for the year" was refused.
 * A question that names no month (nor quarter) is read on the year-to-date group beside the
 * full-year Budget, by pass 45's reader of budget lines (`bva-line-table.ts`): the full-year
 * budget when the words say full year / annual / for the year, what is left for the year
 * (full-year budget − year-to-date actual), a line's year-to-date actual, budget and variance,
 * the line furthest over. A month named is left to the engine, which reads that month's pair.
 */
import type { Answer } from './answer-types';
import { bvaLineTableAnswer } from './bva-line-table';
import type { Column, Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const YTD = /\b(year to date|ytd|y-t-d|year-to-date|to date)\b/i;
const FULL = /\b(full[- ]year|annual|whole[- ]year|fy|year)\b/i;
const side = (c: Column, re: RegExp): boolean =>
  re.test(c.label) || (c.tags ?? []).some((t) => re.test(t));

interface Pairs {
  t: Table;
  label: number;
  budget: number;
  actual: number;
  variance: number;
  full: number;
}

function findPairs(wb: Workbook): Pairs | undefined {
  const out: Pairs[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (t.layout !== 'wide') continue;
    const cols = t.columns;
    const monthly = cols.filter((c) => c.period?.kind === 'month');
    const months = new Set(monthly.map((c) => `${c.period!.year}-${c.period!.index}`));
    if (months.size < 2) continue;
    // every month holds one Budget and one Actual
    const pairOk = [...months].every((m) => {
      const cs = monthly.filter((c) => `${c.period!.year}-${c.period!.index}` === m);
      return (
        cs.length === 2 &&
        cs.some((c) => side(c, /^budget/i)) &&
        cs.some((c) => side(c, /^actual/i))
      );
    });
    if (!pairOk) continue;
    const rest = cols.flatMap((c, i) => (!c.period && c.type !== 'text' ? [i] : []));
    const groupOf = (i: number): string =>
      `${cols[i]!.group ?? ''} ${(cols[i]!.tags ?? []).join(' ')}`;
    const ytd = rest.filter((i) => YTD.test(groupOf(i)));
    const one = (xs: number[], re: RegExp): number => {
      const hits = xs.filter((i) => side(cols[i]!, re));
      return hits.length === 1 ? hits[0]! : -1;
    };
    const budget = one(ytd, /^budget/i);
    const actual = one(ytd, /^actual/i);
    const variance = one(ytd, /^(variance|var\b)/i);
    const fulls = rest.filter(
      (i) => !ytd.includes(i) && FULL.test(groupOf(i)) && side(cols[i]!, /^budget/i),
    );
    const label = cols.findIndex((c) => c.role === 'label' && c.type === 'text');
    if (budget < 0 || actual < 0 || fulls.length !== 1 || label < 0) continue;
    out.push({ t, label, budget, actual, variance, full: fulls[0]! });
  }
  return out.length === 1 ? out[0] : undefined;
}

/** The table kept to its label, the year-to-date group and the full-year budget. */
function ytdView(p: Pairs): Table {
  const keep = [p.label, p.budget, p.actual, ...(p.variance >= 0 ? [p.variance] : []), p.full];
  const name = (i: number): string => p.t.columns[i]!.label.trim();
  const columns = keep.map((i): Column => {
    const c = p.t.columns[i]!;
    const { period: _p, tags: _t, ...rest } = c;
    if (i === p.full)
      return {
        ...rest,
        label: /^budget/i.test(name(i))
          ? `Full year ${name(i).replace(/^budget/i, 'budget')}`
          : name(i),
        group: c.group ?? 'Full year',
        role: 'value',
      };
    if (i === p.label) return { ...rest };
    return { ...rest, group: c.group ?? 'Year to date', role: 'value' };
  });
  const rows = p.t.rows.map((r): Row => ({ ...r, cells: keep.map((i) => r.cells[i] ?? null) }));
  return { ...p.t, columns, rows };
}

export function bvaMonthPairsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  // a month or a quarter named is that month's pair: the engine's
  if (
    /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?|q[1-4]|quarter|month|monthly|each month|per month)\b/.test(
      q,
    )
  )
    return undefined;
  const p = findPairs(wb);
  if (!p) return undefined;
  const view = ytdView(p);
  const book: Workbook = {
    ...wb,
    sheets: wb.sheets.filter((s) => s.name === p.t.sheet).map((s) => ({ ...s, tables: [view] })),
  };
  // "left to spend this year" on a year-to-date sheet is what is left of the full year's budget
  const put = /\b(left|remaining|remain|still to spend|unspent|available)\b/.test(q)
    ? q.replace(/\bthis (?:financial |fiscal )?year\b/, 'for the year')
    : question;
  return bvaLineTableAnswer(book, put, refuse);
}
