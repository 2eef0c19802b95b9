/**
 * Issue 13, pass 29 (W4, M1): retainers kept as Client | Plan | 2025-01 … 2025-12 with a
 * "Total MRR" row. The row's label is its most specific cell, the plan, so the engine ranked plan
 * labels ("Growth, Growth … (tie)") and could not find a client's name. Here the client column
 * names the row and the plan is an attribute: the client who paid the most over the months
 * (empty = 0), a client's fee in a month or in total, how many clients are on a plan, how many
 * were active in a month, how many were lost (fees earlier, none in the last month), and how much
 * the total row grew from its first month to its last. Never a plan label, never the total row.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { clientName } from './client-revenue';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decCmp,
  decDiv,
  decFromInt,
  decIsZero,
  decMul,
  decSub,
  decSum,
} from './decimal';
import { TOTAL_RE } from './detect';
import { formatValue, PLAIN } from './format';
import { lineFits } from './line-phrase';
import type { Column, Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS } from './periods';

const MONTHS = MONTH_KEYS;
const WHO = '(?:clients?|customers?|accounts?)';
const RANK = new RegExp(
  `^(?:which|what) ${WHO} (?:paid|pays|brought in|brings in|billed|spent|gave) (?:us )?(?:the )?(most|least)(?: money)?(?: over the year| this year| in total| overall| altogether)?$|^who paid us (?:the )?(most|least)(?: over the year| this year| in total)?$`,
);
const IN_MONTH =
  /^(?:what|how much) (?:does|did|do) (.+?) pay(?: us)?(?: a month| per month| monthly)? in ([a-z]+)$/;
const IN_TOTAL =
  /^how much (?:did|have) we (?:bill|billed|invoice|invoiced|charge|charged) (.+?)(?: in total| altogether| over the year| this year)?$|^how much did (.+?) pay(?: us)? (?:in total|altogether|over the year)$/;
const ON_PLAN = new RegExp(
  `^how many ${WHO} (?:are|were|is) on (?:the |our )?(.+?)(?: plan| tier| package)?$`,
);
const ACTIVE = new RegExp(
  `^how many (?:active |paying )?${WHO}(?: were| did we have| are| do we have)?(?: active| paying)? in ([a-z]+)$`,
);
const LOST = new RegExp(
  `^how many ${WHO} (?:did we|have we) (?:lose|lost)(?: over the year| this year)?$`,
);
const GROWTH =
  /^how much (?:did|has) (?:our |the )?(?:total )?(mrr|monthly recurring revenue|retainer income) (?:grow|grown|grew|increase|increased)(?: over the year| this year| in total)?$/;

interface Book {
  table: Table;
  months: Column[];
  clients: Array<{ row: Row; name: string; plan: string }>;
  total?: Row;
}

const startOf = (c: Column): string => c.period?.start ?? '';

function retainerBook(wb: Workbook): Book | undefined {
  const found: Book[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      const labels = table.columns.filter((c) => c.role === 'label');
      if (labels.length !== 2) continue;
      const months = table.columns
        .filter((c) => c.role === 'value' && c.period?.kind === 'month' && c.period.start)
        .sort((a, b) => (startOf(a) < startOf(b) ? -1 : 1));
      if (months.length < 3) continue;
      const clients = table.rows.flatMap((row) => {
        const name = row.kind === 'data' ? clientName(table, row) : undefined;
        if (!name || TOTAL_RE.test(name)) return [];
        const other = labels.find((c) => !(cellText(row.cells[table.columns.indexOf(c)]) === name));
        const plan = other ? (cellText(row.cells[table.columns.indexOf(other)]) ?? '') : '';
        return [{ row, name, plan }];
      });
      const names = new Set(clients.map((c) => c.name.toLowerCase()));
      if (clients.length < 2 || names.size !== clients.length) continue;
      const totals = table.rows.filter((r) => r.kind === 'total');
      found.push({ table, months, clients, ...(totals.length === 1 ? { total: totals[0]! } : {}) });
    }
  return found.length === 1 ? found[0] : undefined;
}

const fee = (b: Book, row: Row, m: Column): Dec | undefined =>
  cellNumber(row.cells[b.table.columns.indexOf(m)]);
const paid = (b: Book, row: Row, m: Column): boolean => {
  const v = fee(b, row, m);
  return !!v && !decIsZero(v);
};

function monthNamed(b: Book, word: string): Column | undefined {
  const i = MONTHS.findIndex((m) => word.startsWith(m));
  if (i < 0 || !word.slice(0, 3).match(/^[a-z]{3}$/)) return undefined;
  const hits = b.months.filter((m) => Number(startOf(m).slice(5, 7)) === i + 1);
  return hits.length === 1 ? hits[0] : undefined;
}

export function clientPlanRowsAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const rank = RANK.exec(q);
  const inMonth = IN_MONTH.exec(q);
  const inTotal = IN_TOTAL.exec(q);
  const onPlan = ON_PLAN.exec(q);
  const active = ACTIVE.exec(q);
  const lost = LOST.exec(q);
  const growth = GROWTH.exec(q);
  if (!rank && !inMonth && !inTotal && !onPlan && !active && !lost && !growth) return undefined;
  const b = retainerBook(wb);
  if (!b) return undefined;
  const t = b.table;
  const src = (range: string): string => `Source: sheet '${t.sheet}' ${range}.`;
  const cellsOf = (row: Row, ms = b.months) => ms.map((m) => ({ r: row.r, c: m.c }));
  const sumOf = (row: Row): Dec => decSum(b.months.map((m) => fee(b, row, m) ?? ZERO));
  const style = cellStyle(t, b.clients[0]!.row.cells[t.columns.indexOf(b.months[0]!)]);
  const one = (
    label: string,
    value: Dec,
    cells: Array<{ r: number; c: number }>,
    lead: string,
    at?: string,
  ): Answer => {
    const f = figureOf(t, label, value, style, cells, at);
    return {
      text: `${lead}${f.display}.\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'lookup',
    };
  };
  const clientNamed = (phrase: string) => {
    const hits = b.clients.filter((c) => lineFits(phrase, c.name));
    return hits.length === 1 ? hits[0] : undefined;
  };
  const span = `${b.months[0]!.label} to ${b.months[b.months.length - 1]!.label}`;

  if (rank) {
    const most = (rank[1] ?? rank[2]) === 'most';
    const sums = b.clients.map((c) => ({ c, v: sumOf(c.row) }));
    const best = sums.reduce((x, y) =>
      (most ? decCmp(y.v, x.v) > 0 : decCmp(y.v, x.v) < 0) ? y : x,
    );
    if (sums.filter((s) => decCmp(s.v, best.v) === 0).length > 1) return undefined;
    return one(
      `${best.c.name}, ${span}`,
      best.v,
      cellsOf(best.c.row),
      `${best.c.name} paid the ${most ? 'most' : 'least'} over ${span}: `,
      best.c.name,
    );
  }
  if (inMonth) {
    const c = clientNamed(inMonth[1]!);
    const m = monthNamed(b, inMonth[2]!);
    if (!c || !m) return undefined;
    const v = fee(b, c.row, m) ?? ZERO;
    return one(`${c.name}, ${m.label}`, v, [{ r: c.row.r, c: m.c }], `${c.name}, ${m.label}: `);
  }
  if (inTotal) {
    const c = clientNamed((inTotal[1] ?? inTotal[2])!);
    if (!c) return undefined;
    return one(`${c.name}, ${span}`, sumOf(c.row), cellsOf(c.row), `${c.name}, ${span} in total: `);
  }
  const count = (label: string, rows: Row[], col: Column | undefined, lead: string): Answer => {
    const cells = rows.map((r) => ({ r: r.r, c: col?.c ?? t.columns[0]!.c }));
    const n = decFromInt(rows.length);
    const f = figureOf(
      t,
      label,
      n,
      PLAIN,
      cells.length ? cells : [{ r: t.rows[0]!.r, c: t.columns[0]!.c }],
    );
    const names = rows.map((r) => b.clients.find((c) => c.row === r)!.name).join(', ');
    return {
      text: `${lead}${formatValue(n, PLAIN)}${names ? ` (${names})` : ''}.\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'count',
    };
  };
  if (onPlan) {
    const plans = new Set(b.clients.map((c) => c.plan.toLowerCase()).filter(Boolean));
    const plan = [...plans].filter((p) => lineFits(onPlan[1]!, p));
    if (plan.length !== 1) return undefined;
    const rows = b.clients.filter((c) => c.plan.toLowerCase() === plan[0]).map((c) => c.row);
    return count(`Clients on ${plan[0]}`, rows, undefined, `Clients on the ${plan[0]} plan: `);
  }
  if (active) {
    const m = monthNamed(b, active[1]!);
    if (!m) return undefined;
    const rows = b.clients.filter((c) => paid(b, c.row, m)).map((c) => c.row);
    return count(`Clients with a fee in ${m.label}`, rows, m, `Clients with a fee in ${m.label}: `);
  }
  if (lost) {
    const last = b.months[b.months.length - 1]!;
    const rows = b.clients
      .filter((c) => !paid(b, c.row, last) && b.months.slice(0, -1).some((m) => paid(b, c.row, m)))
      .map((c) => c.row);
    return count(
      `Clients lost by ${last.label}`,
      rows,
      last,
      `Clients with fees earlier and none in ${last.label}: `,
    );
  }
  if (growth && b.total) {
    const [first, last] = [b.months[0]!, b.months[b.months.length - 1]!];
    const a = fee(b, b.total, first);
    const z = fee(b, b.total, last);
    if (!a || !z || decIsZero(a)) return undefined;
    const pct = decDiv(decMul(decSub(z, a), HUNDRED), a, 2)!;
    const name = b.total.label ?? 'Total';
    const f = figureOf(
      t,
      `${name} growth, ${first.label} to ${last.label}`,
      pct,
      { kind: 'percent', decimals: 2 },
      [
        { r: b.total.r, c: first.c },
        { r: b.total.r, c: last.c },
      ],
    );
    f.display = `${formatValue(pct, PLAIN, 2)}%`;
    const shown = (d: Dec): string => formatValue(d, style);
    return {
      text: `${name} grew ${f.display} from ${first.label} (${shown(a)}) to ${last.label} (${shown(z)}), up ${shown(decSub(z, a))}.\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'growth',
    };
  }
  return undefined;
}
