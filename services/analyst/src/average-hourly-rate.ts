/**
 * After blind-40: "average billing rate" on a timesheet (`Staff | … | Hours | Billable (Y/N) |
 * Rate (S$) | Amount (S$)`) was asked again as the total Amount of the billable rows, and
 * "average hourly rate" gave the mean of the Rate column over its rows (a rate counted once per
 * entry, however many hours the entry held). What a business charged per hour on average is
 * the money billed ÷ the hours billed: Σ Amount ÷ Σ Hours over the rows that hold an amount
 * (the billed ones), kept to a staff member, project or other value the question names.
 */
import type { Answer } from './answer-types';
import { HOURS, RATE } from './billable-hours';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decDiv, decSign, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

const ASKED =
  /^(?:what(?:'s| is| was| are)? )?(?:our |the |my )?(?:average|avg|mean) (?:(?:billing|billed|hourly|charge[- ]out|charging) )?(?:hourly )?rate(?: per hour| an hour)?(?: (?:for|of) (.+))?$/;
// what was charged for the hours: never a deduction, a tax or a pay column
const AMOUNT = /^(amount|value|billed|billing|charge|fee)\b|^total ?\(?[$€£¥₹₱]/i;

interface Sheet {
  t: Table;
  hours: number;
  amount: number;
}

function timesheetOf(wb: Workbook): Sheet | undefined {
  const found: Sheet[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const idx = (re: RegExp) =>
        t.columns.flatMap((c, i) => (re.test(c.label.trim()) && c.type !== 'text' ? [i] : []));
      const hours = idx(HOURS);
      const rate = idx(RATE).filter((i) => !hours.includes(i));
      const amount = idx(AMOUNT).filter((i) => !hours.includes(i) && !rate.includes(i));
      if (hours.length === 1 && rate.length === 1 && amount.length === 1)
        found.push({ t, hours: hours[0]!, amount: amount[0]! });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** The rows a "for <name>" keeps: every category value the words name in full. */
function rowsNamed(t: Table, rows: Row[], words: string): Row[] | undefined {
  const said = ` ${normalizeText(words)} `;
  let kept = rows;
  let left = said;
  t.columns.forEach((c, i) => {
    if (c.role !== 'category') return;
    const values = [...new Set(rows.map((r) => normalizeText(cellText(r.cells[i]) ?? '')))];
    const hit = values.filter((v) => v.length > 2 && said.includes(` ${v} `));
    if (hit.length !== 1) return;
    kept = kept.filter((r) => normalizeText(cellText(r.cells[i]) ?? '') === hit[0]);
    left = left.replace(` ${hit[0]} `, ' ');
  });
  // a word the rows do not name ("in october", "on the Jurong job") is not read here
  return left.trim() === '' || /^(the|our|all|everyone|staff)$/.test(left.trim())
    ? kept
    : undefined;
}

export function averageHourlyRateAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const k = timesheetOf(wb);
  if (!k) return undefined;
  const { t } = k;
  const billed = t.rows.filter(
    (r) =>
      r.kind === 'data' &&
      cellNumber(r.cells[k.amount]) !== undefined &&
      decSign(cellNumber(r.cells[k.hours]) ?? decSum([])) > 0,
  );
  const rows = m[1] ? rowsNamed(t, billed, m[1]) : billed;
  if (!rows?.length) return undefined;
  const money = decSum(rows.map((r) => cellNumber(r.cells[k.amount]) as Dec));
  const hours = decSum(rows.map((r) => cellNumber(r.cells[k.hours]) as Dec));
  const rate = decDiv(money, hours, 2);
  if (!rate) return undefined;
  const ac = t.columns[k.amount]!;
  const hc = t.columns[k.hours]!;
  const style = { ...cellStyle(t, rows[0]!.cells[k.amount]), decimals: 2 };
  const fig = figureOf(
    t,
    `${ac.label} ÷ ${hc.label}${m[1] ? `, ${m[1]}` : ''}`,
    rate,
    style,
    rows.flatMap((r) => [
      { r: r.r, c: ac.c },
      { r: r.r, c: hc.c },
    ]),
  );
  const moneyFig = figureOf(
    t,
    `${ac.label}`,
    money,
    style,
    rows.map((r) => ({ r: r.r, c: ac.c })),
  );
  const hoursFig = figureOf(
    t,
    `${hc.label}`,
    hours,
    cellStyle(t, rows[0]!.cells[k.hours]),
    rows.map((r) => ({ r: r.r, c: hc.c })),
  );
  return sourcedAnswer(
    fig,
    `Average rate per hour billed${m[1] ? ` for ${m[1]}` : ''}: ${fig.display} (${ac.label} ${moneyFig.display} ÷ ${hc.label} ${hoursFig.display}, over the ${rows.length} rows with an amount; the mean of the rate column would count each entry once, however long).`,
    'ratio',
    [moneyFig, hoursFig],
  );
}
