/**
 * Issue 13, pass 43 (M4): a table whose figure columns are weekdays headed `Mon | Tue | …` (a
 * rota, a timesheet: `Name | Role | Mon … Sun | Total hrs | Rate £/hr | Pay £`). "hours on
 * friday", "saturday hours" found no column ("could not find 'friday'"), and "hours on Fri" was
 * refused as not hours. Here a question naming one weekday (in full or short) and nothing else
 * but hours words and row names ("Aroha hours on thursday", "counter hours on sat") adds that
 * weekday's column over the data rows (those the names pick, when named). Any other word
 * (most, average, busiest …) leaves the question to the other readers.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decSum } from './decimal';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { weekdayTable, weekdayUnit } from './weekday-columns';
import type { Workbook } from './model';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_WORD =
  /\b(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?\b/g;
const FILLER = new Set([
  'hours',
  'hour',
  'hrs',
  'hr',
  'on',
  'in',
  'total',
  'how',
  'many',
  'what',
  'were',
  'was',
  'are',
  'is',
  'the',
  'did',
  'do',
  'does',
  'work',
  'worked',
  'working',
  'for',
  's',
  'staff',
  'of',
  'we',
  'our',
  'have',
  'had',
  'put',
  'rostered',
  'scheduled',
  'all',
]);

export function weekdayColumnAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question).replace(/[‘’']/g, "'");
  const named = [...q.matchAll(DAY_WORD)];
  if (named.length !== 1) return undefined;
  const t = weekdayTable(wb);
  if (!t) return undefined;
  const { table } = t;
  const day = DAYS.find((d) => d.startsWith(named[0]![1]!.slice(0, 3)))!;
  const col = t.days.find((c) => day.startsWith(c.label.trim().toLowerCase().slice(0, 3)));
  if (!col) return undefined;
  const rest = q
    .replace(DAY_WORD, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w));
  const data = table.rows.filter((r) => r.kind === 'data');
  // the words left must be row names (a person, a role): each picks the rows holding it
  let rows = data;
  for (const w of rest) {
    const stem = w.replace(/(?<=[a-z]{3})s$/, '');
    const pick = rows.filter((r) =>
      r.cells.some((c) => {
        const ws =
          cellText(c)
            ?.toLowerCase()
            .split(/[^a-z0-9]+/) ?? [];
        return ws.includes(w) || ws.includes(stem);
      }),
    );
    if (!pick.length) return undefined;
    rows = pick;
  }
  const i = table.columns.indexOf(col);
  const cells = rows.flatMap((r) => (cellNumber(r.cells[i]) !== undefined ? [r] : []));
  if (!cells.length) return undefined;
  const v = decSum(cells.map((r) => cellNumber(r.cells[i])!));
  const who = rest.length ? ` for ${rest.join(' ')}` : '';
  const Day = day[0]!.toUpperCase() + day.slice(1);
  const fig = figureOf(
    table,
    `${col.label}${weekdayUnit(table)}${who}`,
    v,
    cellStyle(table, cells[0]!.cells[i]),
    cells.map((r) => ({ r: r.r, c: col.c })),
    Day,
  );
  return sourcedAnswer(
    fig,
    `${Day}${who}: ${fig.display} (the ${col.label} column${cells.length > 1 ? `, ${cells.length} rows added` : ''}).`,
    'total',
  );
}
