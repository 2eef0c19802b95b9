/**
 * Issue 13, pass 19 (W5): "balance on 15 November" on a bank export answered the month-end
 * balance. A day named is read at that day: the running Balance of the last row dated that day,
 * or, when no row carries that date, of the last row on the latest earlier day (the answer says
 * which date it read). A month alone stays the engine's (its last balance).
 *
 * Pass 40 (W1): "balance at close of 15 September" / "at the end of business on …" is the same
 * reading (the balance after the day's last transaction).
 */
import type { Answer } from './answer-types';
import { bankFlows } from './bank';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { MONTH_KEYS, isoDate } from './periods';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';

const MONTHS = MONTH_KEYS;
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const LEAD =
  "^(?:what (?:was|is|were) |what's )?(?:the |our )?(?:bank |account |closing |running )?balance (?:on|at|as (?:of|at)|at the end of|at (?:the )?(?:close|end) of(?: business| (?:the )?day)?(?: on)?) (?:the )?";
const DAY_MONTH = new RegExp(`${LEAD}(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH},?(?: (\\d{4}))?$`);
const MONTH_DAY = new RegExp(`${LEAD}${MONTH} (\\d{1,2})(?:st|nd|rd|th)?,?(?: (\\d{4}))?$`);

/**
 * After blind-38: a cash book (Date | Details | Takings | Stock | Wages | … | Banked | Balance)
 * is no bank export of one money-in and one money-out column, but its Balance column is as
 * running: one column named Balance beside a date column is read the same way.
 */
function balanceColumn(table: Table): { balance: number } | undefined {
  if (table.layout !== 'long' || !table.columns.some((c) => c.role === 'date')) return undefined;
  const cols = table.columns.flatMap((c, i) =>
    /^(?:running |cash |closing )?balance(?: [£$€¥₹]| \(.*\))?$/i.test(c.label.trim()) &&
    c.type !== 'text'
      ? [i]
      : [],
  );
  return cols.length === 1 ? { balance: cols[0]! } : undefined;
}

export function bankBalanceOnAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const dm = DAY_MONTH.exec(q);
  const md = dm ? null : MONTH_DAY.exec(q);
  if (!dm && !md) return undefined;
  const day = Number(dm ? dm[1] : md![2]);
  const month = MONTHS.indexOf((dm ? dm[2]! : md![1]!).slice(0, 3)) + 1;
  const yearNamed = dm ? dm[3] : md![3];
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table: Table) => {
      const f = bankFlows(table) ?? balanceColumn(table);
      return f ? [{ table, f }] : [];
    }),
  );
  if (found.length !== 1 || month < 1 || day < 1 || day > 31) return undefined;
  const { table, f } = found[0]!;
  const dated = table.rows.filter(
    (r) =>
      r.kind === 'data' &&
      r.period?.kind === 'day' &&
      r.period.start &&
      cellNumber(r.cells[f.balance]),
  );
  // the year: named, or the one year the export's rows of that month fall in
  const years = new Set(
    dated
      .filter((r) => Number(r.period!.start!.slice(5, 7)) === month)
      .map((r) => r.period!.start!.slice(0, 4)),
  );
  const year = yearNamed ?? (years.size === 1 ? [...years][0] : undefined);
  if (!year) return undefined;
  const target = isoDate(Number(year), month, day);
  // rows kept in sheet order within a day; the latest day on or before the one named
  const before = dated.filter((r) => r.period!.start! <= target);
  if (!before.length) return undefined;
  const lastDay = before.reduce((d, r) => (r.period!.start! > d ? r.period!.start! : d), '');
  const row = before.filter((r) => r.period!.start === lastDay).at(-1)!;
  const cell = row.cells[f.balance];
  const col = table.columns[f.balance]!;
  const fig = figureOf(
    table,
    `${col.label} at ${lastDay}`,
    cellNumber(cell)!,
    cellStyle(table, cell),
    [{ r: row.r, c: col.c }],
    lastDay,
  );
  const note =
    lastDay === target
      ? `the last row dated ${lastDay}`
      : `no row is dated ${target}; the last row before it is dated ${lastDay}`;
  return {
    text: `${col.label} on ${target}: ${fig.display} (${note}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'lookup',
  };
}
