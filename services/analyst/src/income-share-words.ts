/**
 * Issue 13, pass 47 (L6): on a P&L with lines down and months across (a Xero export: account
 * codes, Trading Income / Cost of Sales / Operating Expenses, "Total Trading Income", a Total
 * column), "drugs and consumables as a % of income" was refused ("a ratio needs two items": the
 * line's own "and"), and "what % of income is drugs and consumables" answered a share of Cost
 * of Sales (a wrong figure). Here:
 * - the part is the one line (or total line) whose words hold every word named ("drugs and
 *   consumables" = "Drugs & Consumables"), several asked back;
 * - income, revenue, sales, turnover, takings (total, trading) as the whole is the income total
 *   line ("Total Trading Income", "Total Income", "Total Revenue"); when one income line holds
 *   the word itself ("Spectacle Sales" for sales) its share is named beside; any other whole
 *   is the one line it names ("cost of sales" → Total Cost of Sales);
 * - the figures are read in the Total column, or added over the months or quarter named.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, decDiv, decIsZero, decMul, decSum } from './decimal';
import { PERCENT } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { monthsAsked, monthsText } from './month-list-words';
import { MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const AS_OF =
  /^(?:what(?:'s| is| are| was| were) )?(?:our |the )?(.+?) as an? (?:%|percent(?:age)?|share|proportion|pct) of (?:our |the )?(.+?)$/;
const WHAT_OF =
  /^what (?:%|percent(?:age)?|share|proportion|pct) of (?:our |the )?(.+?) (?:is|was|are|were|went on|goes on|go on|is spent on|was spent on|did we spend on) (?:our |the )?(.+?)$/;
const INCOME =
  /^(?:total )?(?:trading )?(?:income|revenue|revenues|sales|turnover|takings|fee income)$/;
const INCOME_TOTAL =
  /^total (?:trading |operating )?(?:income|revenue|revenues|sales|turnover)$|^(?:total )?(?:trading )?income,? total$/i;
const STOP = new Set([
  'the',
  'our',
  'on',
  'of',
  'for',
  'spent',
  'cost',
  'costs',
  'total',
  'a',
  'an',
]);

const wordsOf = (s: string): string[] =>
  (
    s
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/^\s*\d{3,6}\s*[-–:]?\s*/, '')
      .match(/[a-z]+/g) ?? []
  ).map((w) => w.replace(/(?<=[a-z]{3})(?:ies)$/, 'y').replace(/(?<=[a-z]{3})s$/, ''));

interface Pnl {
  t: Table;
  lines: Row[];
  total?: Column;
}

function thePnl(wb: Workbook): Pnl | undefined {
  const found: Pnl[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'wide') continue;
      const lines = t.rows.filter((r) => r.kind !== 'section' && r.label);
      if (!lines.some((r) => INCOME_TOTAL.test((r.label ?? '').trim()))) continue;
      const totals = t.columns.filter(
        (c) => c.role === 'total' || /^(total|ytd|year to date)$/i.test(c.label.trim()),
      );
      found.push({ t, lines, ...(totals.length === 1 ? { total: totals[0]! } : {}) });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** the lines whose words hold every word of the phrase; an exact line first */
function linesNamed(p: Pnl, phrase: string): Row[] {
  const want = wordsOf(phrase).filter((w) => !STOP.has(w));
  if (!want.length) return [];
  const hits = p.lines.filter((r) => {
    const got = wordsOf(r.label!);
    return want.every((w) => got.includes(w));
  });
  const exact = hits.filter((r) => {
    const got = wordsOf(r.label!).filter((w) => !STOP.has(w));
    return got.length === want.length;
  });
  return exact.length === 1 ? exact : hits;
}

export function incomeShareAnswer(wb: Workbook, question: string): Answer | undefined {
  const q0 = plainQuestion(question).replace(/[?.!]+$/, '');
  const asked = monthsAsked(q0);
  const quarter = /\b(?:in |for |during )?q([1-4])\b/.exec(asked.rest);
  let q = asked.rest.replace(/\b(?:in |for |during )?q[1-4]\b/, ' ');
  const thisYear = /\b(?:this year|so far|year to date|ytd|for the year)\b/.test(q);
  q = q
    .replace(
      /\b(?:in |for |during |over )?(?:this year|so far|year to date|ytd|for the year)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  const m = AS_OF.exec(q) ?? WHAT_OF.exec(q);
  if (!m) return undefined;
  const [partPhrase, wholePhrase] = AS_OF.test(q) ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  if (asked.other && !quarter && !thisYear) return undefined;
  const p = thePnl(wb);
  if (!p) return undefined;
  const { t } = p;
  // the columns read: the Total column, or the months / quarter named
  let cols: Column[];
  let when = '';
  if (asked.months.length || quarter) {
    const months = quarter ? [0, 1, 2].map((k) => (Number(quarter[1]) - 1) * 3 + k) : asked.months;
    cols = t.columns.filter(
      (c) =>
        c.period?.kind === 'month' &&
        months.includes(c.period.index - 1) &&
        (!asked.year || c.period.year === asked.year),
    );
    if (cols.length !== months.length || new Set(cols.map((c) => c.period!.year)).size > 1)
      return undefined;
    when = quarter ? `Q${quarter[1]}` : monthsText(months, MONTH_NAMES);
  } else if (p.total) cols = [p.total];
  else return undefined;
  const at = (r: Row): Dec | undefined => {
    const vs = cols.map((c) => cellNumber(r.cells[t.columns.indexOf(c)]));
    return vs.some((v) => v === undefined) ? undefined : decSum(vs as Dec[]);
  };
  const cites = (r: Row) => cols.map((c) => ({ r: r.r, c: c.c }));

  let parts = linesNamed(p, partPhrase);
  // a group named ("payroll" over Payroll taxes … and Total Payroll Expenses) is its total line
  if (parts.length > 1) parts = parts.filter((r) => r.kind === 'total');
  if (parts.length !== 1) return undefined;
  const part = parts[0]!;
  let whole: Row | undefined;
  let also: Row | undefined;
  if (INCOME.test(wholePhrase)) {
    const totals = p.lines.filter((r) => INCOME_TOTAL.test(r.label!.trim()));
    if (totals.length !== 1) return undefined;
    whole = totals[0]!;
    // one income line holding the word itself ("Spectacle Sales" for sales): named beside
    const word = wordsOf(wholePhrase).filter((w) => !/^(total|trading)$/.test(w));
    const own = p.lines.filter(
      (r) =>
        r.kind === 'data' &&
        r.section === whole!.section &&
        word.every((w) => wordsOf(r.label!).includes(w)),
    );
    if (own.length === 1) also = own[0];
  } else {
    const ws = linesNamed(p, wholePhrase);
    const totalsFirst = ws.filter((r) => r.kind === 'total');
    if (totalsFirst.length === 1) whole = totalsFirst[0];
    else if (ws.length === 1) whole = ws[0];
    else return undefined;
  }
  if (!whole || whole === part) return undefined;
  const a = at(part);
  const b = at(whole);
  if (!a || !b || decIsZero(b)) return undefined;
  const v = decDiv(decMul(a, HUNDRED), b, 2)!;
  const style = cellStyle(t, part.cells[t.columns.indexOf(cols[0]!)]);
  const fig = figureOf(
    t,
    `${part.label} as a % of ${whole.label}${when ? `, ${when}` : ''}`,
    v,
    PERCENT,
    [...cites(part), ...cites(whole)],
  );
  const show = (d: Dec, r: Row) => figureOf(t, '', d, style, cites(r)).display;
  let note = '';
  if (also && also !== part) {
    const c = at(also);
    if (c && !decIsZero(c)) {
      const alt = figureOf(t, '', decDiv(decMul(a, HUNDRED), c, 2)!, PERCENT, cites(also));
      note = ` Of ${also.label} alone it is ${alt.display}.`;
    }
  }
  const span = when ? ` in ${when}` : p.total ? ` (${p.total.label} column)` : '';
  return sourcedAnswer(
    fig,
    `${part.label} is ${fig.display} of ${whole.label}${span}: ${show(a, part)} ÷ ${show(b, whole)} × 100.${note}`,
    'share',
  );
}
