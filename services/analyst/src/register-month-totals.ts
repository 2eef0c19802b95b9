/**
 * Issue 13, pass 26 (M2): a payroll register (Month | Employee | Gross pay | deductions … | Net
 * pay) with a "Total <month>" row after each month in the Employee column and a group row
 * ("Deductions") above the deduction columns. The owner's words are read against the staff rows
 * only (never the Total rows): net pay that went out, a column's total for a quarter or a month
 * ("total paye for q3", "NHF deducted in july"), payroll in a month (gross), the month with the
 * biggest wage bill (gross).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, ZERO, decAdd, decCmp } from './decimal';
import { lineFits } from './line-phrase';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS } from './periods';

const MONTHS = MONTH_KEYS;

interface Register {
  table: Table;
  gross: number;
  net: number;
  values: number[];
  staff: Array<{ row: Row; month: string }>;
}

function monthOf(c: Row['cells'][number] | undefined): string | undefined {
  if (c && typeof c === 'object' && !Array.isArray(c) && 'd' in c)
    return /^(\d{4}-\d{2})/.exec(c.d)?.[1];
  if (typeof c !== 'string') return undefined;
  const m = /^([a-z]{3})[a-z]*[- ](\d{4})$/i.exec(c.trim());
  const i = m ? MONTHS.indexOf(m[1]!.toLowerCase()) : -1;
  return i >= 0
    ? `${m![2]}-${String(i + 1).padStart(2, '0')}`
    : /^(\d{4}-\d{2})$/.exec(c.trim())?.[1];
}

function registerOf(wb: Workbook): Register | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table): Register[] => {
      const col = (re: RegExp): number => table.columns.findIndex((c) => re.test(c.label.trim()));
      const [month, person, gross, net] = [
        col(/^month$/i),
        col(/^(employee|name|staff)$/i),
        col(/^gross( pay)?$/i),
        col(/^net( pay)?$/i),
      ];
      if ([month, person, gross, net].some((ci) => ci < 0)) return [];
      const totals = table.rows.filter((r) => /^total\b/i.test(cellText(r.cells[person]) ?? ''));
      if (totals.length < 2) return [];
      const staff = table.rows.flatMap((row) => {
        const who = cellText(row.cells[person]);
        const m = monthOf(row.cells[month]);
        return who && m && !/^total\b/i.test(who) && cellNumber(row.cells[gross])
          ? [{ row, month: m }]
          : [];
      });
      if (staff.length < 2) return [];
      const values = table.columns.flatMap((c, ci) =>
        c.role === 'value' || c.role === 'total' ? [ci] : [],
      );
      return [{ table, gross, net, values, staff }];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

const MONTH_RE =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)';
const NET_OUT =
  /^how much net pay (?:went out|did we pay(?: out)?|was paid(?: out)?)$|^(?:the )?total net pay(?: paid)?$/;
const COLUMN = new RegExp(
  `^(?:the )?(?:total )?([a-z][a-z ()%0-9]*?)(?: contributions?| deducted| deductions?| paid)?(?: total)?(?: (?:for|in) (?:q([1-4])|${MONTH_RE}))?$`,
);
const PAYROLL_MONTH = new RegExp(`^(?:the )?(?:payroll|wage bill|wages) (?:in|for) ${MONTH_RE}$`);
const BIGGEST = /^which month had the (?:biggest|largest|highest) (?:wage bill|payroll)$/;

export function registerMonthTotalsAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const netOut = NET_OUT.test(q);
  const payrollMonth = PAYROLL_MONTH.exec(q);
  const biggest = BIGGEST.test(q);
  const column = netOut || payrollMonth || biggest ? null : COLUMN.exec(q);
  if (!netOut && !payrollMonth && !biggest && !column) return undefined;
  const reg = registerOf(wb);
  if (!reg) return undefined;
  const t = reg.table;
  const label = (ci: number): string => t.columns[ci]!.label;
  const src = (range: string): string => `Source: sheet '${t.sheet}' ${range}.`;
  const add = (rows: typeof reg.staff, ci: number): Dec =>
    rows.reduce((a, s) => decAdd(a, cellNumber(s.row.cells[ci]) ?? ZERO), ZERO);
  const figure = (rows: typeof reg.staff, ci: number, what: string, at?: string) =>
    figureOf(
      t,
      what,
      add(rows, ci),
      cellStyle(t, rows[0]!.row.cells[ci]),
      rows.map((s) => ({ r: s.row.r, c: t.columns[ci]!.c })),
      at,
    );
  const inMonth = (word: string): typeof reg.staff | undefined => {
    const mm = String(MONTHS.indexOf(word.slice(0, 3)) + 1).padStart(2, '0');
    const rows = reg.staff.filter((s) => s.month.endsWith(`-${mm}`));
    return rows.length && new Set(rows.map((s) => s.month)).size === 1 ? rows : undefined;
  };
  const done = (f: ReturnType<typeof figureOf>, text: string, kind: string): Answer => ({
    text: `${text}\n${src(f.source.range)}`,
    figures: [f],
    refused: false,
    kind,
  });
  if (netOut) {
    const f = figure(reg.staff, reg.net, `${label(reg.net)}, all staff rows`);
    return done(
      f,
      `${f.label}: ${f.display} (${reg.staff.length} rows; the month Total rows are not added again).`,
      'total',
    );
  }
  if (payrollMonth) {
    const rows = inMonth(payrollMonth[1]!);
    if (!rows) return undefined;
    const f = figure(rows, reg.gross, `${label(reg.gross)}, ${rows[0]!.month}`);
    return done(
      f,
      `Payroll (${label(reg.gross)}) in ${rows[0]!.month}: ${f.display} (${rows.length} staff).`,
      'total',
    );
  }
  if (biggest) {
    const months = [...new Set(reg.staff.map((s) => s.month))];
    const sums = months.map((m) => ({
      m,
      v: add(
        reg.staff.filter((s) => s.month === m),
        reg.gross,
      ),
    }));
    sums.sort((a, b) => decCmp(b.v, a.v));
    if (sums.length < 2 || decCmp(sums[0]!.v, sums[1]!.v) === 0) return undefined;
    const rows = reg.staff.filter((s) => s.month === sums[0]!.m);
    const f = figure(rows, reg.gross, `${label(reg.gross)}, biggest month`, sums[0]!.m);
    return done(
      f,
      `${sums[0]!.m} had the biggest wage bill: ${label(reg.gross)} ${f.display}, of ${sums.length} months.`,
      'max',
    );
  }
  const phrase = column![1]!.trim();
  const cols = reg.values.filter((ci) => lineFits(phrase, label(ci)));
  if (cols.length !== 1) return undefined;
  const ci = cols[0]!;
  let rows = reg.staff;
  let when = 'all staff rows';
  if (column![2]) {
    const qn = Number(column![2]);
    rows = rows.filter((s) => Math.ceil(Number(s.month.slice(5)) / 3) === qn);
    if (new Set(rows.map((s) => s.month.slice(0, 4))).size !== 1) return undefined;
    when = `Q${qn} ${rows[0]!.month.slice(0, 4)}`;
  } else if (column![3]) {
    const m = inMonth(column![3]);
    if (!m) return undefined;
    rows = m;
    when = m[0]!.month;
  }
  if (!rows.length) return undefined;
  const f = figure(rows, ci, `${label(ci)}, ${when}`);
  return done(
    f,
    `${f.label}: ${f.display} (${rows.length} staff rows; the month Total rows are not added again).`,
    'total',
  );
}
