/**
 * Issue 13, pass 39 (W3): a table whose figure columns are the days of the week (`Mon | Tue |
 * … | Sat`, a rota or a takings sheet, weeks or people down). "Busiest day of the week" (which
 * day is the busiest, the quietest, the day with the most hours) is the weekday column with the
 * largest (smallest) sum over the data rows: a weekday, never a date or a row. A tie is asked
 * back, naming the days. Pass 43 (M4): "busiest day for staff hours" is the same question.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decCmp, decFromInt, decSum } from './decimal';
import type { Column, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const dayOf = (label: string): string | undefined => {
  const l = label.trim().toLowerCase().replace(/\.$/, '');
  return DAYS.find((d) => l.length >= 3 && d.startsWith(l));
};

const BUSIEST =
  /^(?:what(?:'s| is| was) (?:our |the )?|which (?:is (?:our |the )?)?)?(busiest|quietest|slowest|best|worst) day(?: of the week)?(?: is it| was it)?(?: for (?:staff |staffing )?(?:hours|hrs|shifts))?$|^which day (?:of the week )?(?:is|was) (?:our |the )?(busiest|quietest|slowest)$/;

/** pass 43 (M4): " hours" when the weekday cells are hours (the table keeps a Total hours column) */
export const weekdayUnit = (table: Table): string =>
  table.columns.some((c) => /^(?:total )?(?:hours|hrs)\b/i.test(c.label.trim())) ? ' hours' : '';

export function weekdayTable(wb: Workbook): { table: Table; days: Column[] } | undefined {
  const found: Array<{ table: Table; days: Column[] }> = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const days = table.columns.filter(
        (c) => c.role === 'value' && c.type !== 'text' && dayOf(c.label) !== undefined,
      );
      if (days.length < 5 || new Set(days.map((c) => dayOf(c.label))).size !== days.length)
        continue;
      found.push({ table, days });
    }
  return found.length === 1 ? found[0] : undefined;
}

export function weekdayAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const m = BUSIEST.exec(plainQuestion(question));
  if (!m) return undefined;
  const word = m[1] ?? m[2]!;
  const t = weekdayTable(wb);
  if (!t) return undefined;
  const { table } = t;
  const rows = table.rows.filter((r) => r.kind === 'data');
  if (rows.length === 0) return undefined;
  const sums = t.days.map((c) => {
    const i = table.columns.indexOf(c);
    return decSum(rows.map((r) => cellNumber(r.cells[i]) ?? decFromInt(0)));
  });
  const most = word === 'busiest' || word === 'best';
  let best = 0;
  for (let i = 1; i < sums.length; i += 1) {
    const c = decCmp(sums[i]!, sums[best]!);
    if (most ? c > 0 : c < 0) best = i;
  }
  const tied = t.days.filter((_, i) => decCmp(sums[i]!, sums[best]!) === 0);
  if (tied.length > 1)
    return refuse(`${tied.map((c) => c.label).join(' and ')} tie for the ${word} day`);
  const col = t.days[best]!;
  const name = DAYS.find((d) => d === dayOf(col.label))!;
  const day = name[0]!.toUpperCase() + name.slice(1);
  const i = table.columns.indexOf(col);
  const fig = figureOf(
    table,
    `${col.label}${weekdayUnit(table)} added over the rows, ${most ? 'largest' : 'smallest'} of the weekdays`,
    sums[best]!,
    cellStyle(table, rows[0]!.cells[i]),
    rows.map((r) => ({ r: r.r, c: col.c })),
    day,
  );
  return sourcedAnswer(
    fig,
    `${day} is the ${word} day: ${fig.display} (the ${col.label} column added over ${rows.length} rows; the weekday columns compared).`,
    most ? 'max' : 'min',
  );
}
