/**
 * Pass 42 (W6): a timesheet with hours, a yes/no Billable flag and an hourly Rate but no
 * amount column (`Tech | Client | Mon … Fri | Total hrs | Billable (Y/N) | Rate $/hr`):
 * - "what is the billable time worth" (value of billable hours, billable work worth) is
 *   Σ hours × rate over the rows flagged yes;
 * - "what % of time was billable" (hours, work) is the yes rows' hours ÷ all hours × 100.
 * Elsewhere, a question asking worth / value / money or a percentage is never answered with
 * an hours figure (`hoursForMoneyReason`).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decDiv, decFromInt, decMul, decSign, decSum } from './decimal';
import { PERCENT } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { YES, flagColumns } from './yes-no-flag-filter';

/** A timesheet's hours column and its hourly rate column, by their headers. */
export const HOURS = /^(total )?(hours|hrs|hours worked|total hours)\b/i;
export const RATE = /\b(rate|per hour|\/ ?hr|\/ ?h(ou)?r)\b/i;
const AMOUNT =
  /^(amount|value|billed|charge|fee|pay|wages?|gross pay|total \$|total £|total €|revenue)\b/i;

interface Sheet {
  t: Table;
  rows: Row[];
  hours: number;
  rate: number;
  flag: Column;
}

function sheetOf(wb: Workbook, word: string): Sheet | undefined {
  const found: Sheet[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const idx = (re: RegExp) =>
        t.columns.flatMap((c, i) => (re.test(c.label.trim()) && c.type !== 'text' ? [i] : []));
      const hours = idx(HOURS);
      const rate = idx(RATE).filter((i) => !hours.includes(i));
      if (hours.length !== 1 || rate.length !== 1) continue;
      if (t.columns.some((c) => AMOUNT.test(c.label.trim()))) continue;
      const flag = flagColumns(t).filter((c) =>
        c.label.toLowerCase().startsWith(word.replace(/(?:able|ed)$/, '').slice(0, 4)),
      );
      if (flag.length !== 1) continue;
      const rows = t.rows.filter((r) => r.kind === 'data');
      if (rows.length < 2) continue;
      found.push({ t, rows, hours: hours[0]!, rate: rate[0]!, flag: flag[0]! });
    }
  return found.length === 1 ? found[0] : undefined;
}

const WORTH =
  /^(?:what(?:'s| is| are| was| were) (?:the |our )?|(?:the )?(?:total )?value of (?:the |our )?|how much (?:is|are|was|were) (?:the |our )?)([a-z]+) (?:time|hours|work)(?: worth)?(?: in (?:money|dollars|pounds|euros))?$/;
const SHARE =
  /^what (?:%|percent|percentage|share|proportion) of (?:our |the )?(?:time|hours|work|hours worked) (?:was|were|is|are) ([a-z]+)$/;

export function billableHoursAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const worth = WORTH.exec(q);
  const share = worth ? undefined : SHARE.exec(q);
  if (worth && !/\bworth$|^(?:the )?(?:total )?value of/.test(q)) return undefined;
  const word = (worth ?? share)?.[1];
  if (!word) return undefined;
  const k = sheetOf(wb, word);
  if (!k) return undefined;
  const { t } = k;
  const num = (r: Row, i: number): Dec => cellNumber(r.cells[i]) ?? decFromInt(0);
  const yes = k.rows.filter((r) =>
    YES.test((cellText(r.cells[t.columns.indexOf(k.flag)]) ?? '').trim().toLowerCase()),
  );
  const hc = t.columns[k.hours]!;
  const rc = t.columns[k.rate]!;
  if (worth) {
    if (!yes.length) return undefined;
    const v = decSum(yes.map((r) => decMul(num(r, k.hours), num(r, k.rate))));
    const fig = figureOf(
      t,
      `${hc.label} × ${rc.label} where ${k.flag.label} is yes`,
      v,
      { ...cellStyle(t, yes[0]!.cells[k.rate]), decimals: 2 },
      yes.flatMap((r) => [
        { r: r.r, c: hc.c },
        { r: r.r, c: rc.c },
      ]),
    );
    return sourcedAnswer(
      fig,
      `The ${word} time is worth ${fig.display} (${hc.label} × ${rc.label}, added over the ${yes.length} rows whose ${k.flag.label} is yes).`,
      'total',
    );
  }
  const all = decSum(k.rows.map((r) => num(r, k.hours)));
  if (decSign(all) <= 0) return undefined;
  const part = decSum(yes.map((r) => num(r, k.hours)));
  const fig = figureOf(
    t,
    `${hc.label} where ${k.flag.label} is yes, as a % of all ${hc.label}`,
    decDiv(decMul(part, decFromInt(100)), all, 2)!,
    PERCENT,
    k.rows.map((r) => ({ r: r.r, c: hc.c })),
  );
  return sourcedAnswer(
    fig,
    `${fig.display} of the time was ${word} (${hc.label} of the ${yes.length} yes rows ÷ all ${hc.label} × 100).`,
    'share',
  );
}

const MONEY_ASKED =
  /\b(worth|value|valued|money|earn(?:ed|s)?|revenue|income|takings|charge[ds]?|invoice[ds]?|billed out|cost|costs|£|\$|€)\b|[£$€]/i;
const PERCENT_ASKED = /%|\b(percent|percentage|share|proportion)\b/i;
const HOURS_LABEL = /\b(hrs?|hours?)\b/i;
const NOT_HOURS =
  /[£$€¥₹÷]|\b(rate|amount|value|pay|cost|fee|charge|revenue|%|percent|ratio|per|gross|net|wages?|salary|salaries)\b/i;

/** A question asking for money or a percentage is never answered with an hours figure. */
export function hoursForMoneyReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || ['count', 'list', 'schema', 'summary', 'ratio'].includes(answer.kind))
    return undefined;
  const f = answer.figures[0];
  if (!f || !HOURS_LABEL.test(f.label) || NOT_HOURS.test(f.label)) return undefined;
  if (f.display.trim().endsWith('%') || /[£$€¥₹]/.test(f.display)) return undefined;
  const q = question.toLowerCase();
  if (/^\s*how many\b|\bhow long\b/.test(q)) return undefined;
  if (PERCENT_ASKED.test(q))
    return `the question asks for a percentage and the figure I found is hours (${f.label}); ask for the hours, or name the two figures to divide`;
  // pass 47: "how much was Dev paid" is money too, unless the question names hours itself
  const paidAsked = /\b(paid|pay|wages?|salar(?:y|ies))\b/.test(q) && !/\b(hours?|hrs?)\b/.test(q);
  if ((MONEY_ASKED.test(q) || paidAsked) && !/\b(hours?|hrs?)\b.*\b(cost|costs)\b/.test(q))
    return `the question asks for money and the figure I found is hours (${f.label}); name the money column, or ask for the hours`;
  return undefined;
}
