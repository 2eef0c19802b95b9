/**
 * Issue 13, pass 37 (W9): a supplier payments tracker (`Wedding | Wedding date | Supplier |
 * Category | Contract £ | Deposit paid | Deposit date | Balance paid | Balance due by |
 * Outstanding | Notes`, several rows per wedding, a TOTAL row). The engine asked "which column"
 * of every question, and read "paid so far" as the Deposit alone. Here:
 * - "how much have we paid so far for <wedding>" is every "… paid" column added over its rows,
 *   checked against Contract − Outstanding (refused when they disagree);
 * - owe / still owed / left to pay is Outstanding: altogether the TOTAL row's (checked), for a
 *   wedding its rows added; "which wedding has the most left to pay" the largest of those;
 * - "biggest single supplier contract" is the one row with the largest Contract;
 * - "catering spend across all weddings" is Contract where the Category is the one named;
 * - "how many suppliers are fully paid" counts Outstanding = 0;
 * - "how much falls due in march 2027" is Outstanding of the rows whose due-by date is then;
 * - "florals as a share of <wedding>'s budget" is that Category's Contract ÷ the wedding's.
 * The group is the first text column whose values repeat (Wedding, Event, Project …), named in
 * the question by every word of one of its values.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { PLAIN, PERCENT } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_KEYS } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

interface Tracker {
  table: Table;
  rows: Row[];
  total?: Row;
  group: Column;
  supplier: Column;
  category?: Column;
  contract: Column;
  paid: Column[];
  outstanding: Column;
  due?: Column;
}

const one = (cols: Column[], re: RegExp): Column | undefined => {
  const hits = cols.filter((c) => re.test(c.label.trim()));
  return hits.length === 1 ? hits[0] : undefined;
};

function tracker(wb: Workbook): Tracker | undefined {
  const found: Tracker[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const cols = table.columns;
      const contract = one(
        cols,
        /^(contract|contract value|contracted|agreed|quote|quoted|budget)\b/i,
      );
      const outstanding = one(
        cols,
        /^(outstanding|still owed|left to pay|balance outstanding|amount outstanding|remaining)\b/i,
      );
      const supplier = one(cols, /^(supplier|vendor|contractor|payee)s?$/i);
      const paid = cols.filter(
        (c) => /\bpaid\b/i.test(c.label) && c.type !== 'date' && !/date/i.test(c.label),
      );
      if (!contract || !outstanding || !supplier || !paid.length) continue;
      const named = table.rows.filter((r) => r.cells.some((c) => typeof c === 'string'));
      const totals = named.filter(
        (r) =>
          r.kind === 'total' || /^(total|totals|grand total)$/i.test(cellText(r.cells[0]) ?? ''),
      );
      const rows = table.rows.filter((r) => r.kind === 'data' && !totals.includes(r));
      if (rows.length < 3 || totals.length > 1) continue;
      const group = cols.find((c, i) => {
        if (c === supplier || c.type !== 'text' || /categor|type|notes?/i.test(c.label))
          return false;
        const vs = rows.map((r) => cellText(r.cells[i]) ?? '');
        return vs.every((v) => v) && new Set(vs).size < vs.length;
      });
      if (!group) continue;
      const category = one(cols, /^(category|type|service|kind)$/i);
      const due = cols.find((c) => c.type === 'date' && /\bdue\b/i.test(c.label));
      found.push({
        table,
        rows,
        group,
        supplier,
        contract,
        paid,
        outstanding,
        ...(totals[0] ? { total: totals[0] } : {}),
        ...(category ? { category } : {}),
        ...(due ? { due } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const num = (t: Tracker, r: Row, c: Column): Dec =>
  cellNumber(r.cells[t.table.columns.indexOf(c)]) ?? decFromInt(0);
const text = (t: Tracker, r: Row, c: Column): string =>
  cellText(r.cells[t.table.columns.indexOf(c)]) ?? '';
const wordsOf = (s: string): string[] =>
  normalizeText(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);

/** The one value of a column every word of which the question holds. */
function valueNamed(t: Tracker, c: Column, q: string): string | undefined | 'many' {
  const qw = new Set(wordsOf(q).map((w) => w.replace(/s$/, '')));
  const values = [...new Set(t.rows.map((r) => text(t, r, c)))];
  const hits = values.filter((v) => {
    const ws = wordsOf(v).map((w) => w.replace(/s$/, ''));
    return ws.length > 0 && ws.every((w) => qw.has(w));
  });
  return hits.length === 1 ? hits[0] : hits.length > 1 ? 'many' : undefined;
}

const PAID_SO_FAR =
  /^how much (?:have we|did we|has been|have we already|was) (?:paid|spent)(?: out)?(?: so far| to date| already| up to now)? (?:for|on|towards) (.+)$/;
const OWE =
  /^(?:what|how much) (?:do|does) (?:we|i) (?:still )?owe(?: (?:our |the |all )?suppliers)?(?: (?:for|on) (.+?))?(?: altogether| in total| overall| now)?$|^how much (?:is|are) (?:still )?(?:owed|left to pay|outstanding)(?: to (?:our |the )?suppliers)?(?: (?:for|on) (.+?))?(?: altogether| in total| overall)?$|^how much (?:is )?(?:still )?left to pay(?: (?:for|on) (.+?))?(?: altogether| in total| overall)?$/;
const BIGGEST =
  /^(?:what(?:'s| is| was) )?(?:the |our )?(biggest|largest|smallest) (?:single )?(?:supplier )?contract$/;
const CATEGORY_SPEND =
  /^(?:how much (?:is |was |did we |have we )?(?:spent |spend )?(?:on )?)?(.+?) (?:spend|spending|costs?) (?:across|over|for) (?:all|every) (?:the )?[a-z]+$/;
const MOST_LEFT =
  /^which ([a-z]+) has (?:the )?(most|least) (?:left to pay|outstanding|still owed|still to pay|to pay)$/;
const FULLY_PAID =
  /^how many (?:suppliers|contracts|vendors|bookings) (?:are|have been|were) (?:fully|completely|all) paid(?: off| up)?$/;
const FALLS_DUE =
  /^how much (?:falls|is|comes|will fall|will be) due (?:in|for) ([a-z]+)(?: (\d{4}))?$/;
const SHARE =
  /^(.+?) as an? (?:share|percentage|percent|%|proportion) of (?:the )?(.+?)(?:'s)? (?:budget|spend|total|contracts?)$/;

export function supplierPaymentsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const paidSoFar = PAID_SO_FAR.exec(q);
  const owe = OWE.exec(q);
  const biggest = BIGGEST.exec(q);
  const catSpend = CATEGORY_SPEND.exec(q);
  const mostLeft = MOST_LEFT.exec(q);
  const fully = FULLY_PAID.test(q);
  const falls = FALLS_DUE.exec(q);
  const share = SHARE.exec(q);
  if (!paidSoFar && !owe && !biggest && !catSpend && !mostLeft && !fully && !falls && !share)
    return undefined;
  const t = tracker(wb);
  if (!t) return undefined;
  const tb = t.table;
  const style = (c: Column) => cellStyle(tb, t.rows[0]!.cells[tb.columns.indexOf(c)]);
  const sumOf = (rows: Row[], cols: Column[]): Dec =>
    decSum(rows.flatMap((r) => cols.map((c) => num(t, r, c))));
  const cellsOf = (rows: Row[], cols: Column[]) =>
    rows.flatMap((r) => cols.map((c) => ({ r: r.r, c: c.c })));
  const groupRows = (g: string) => t.rows.filter((r) => text(t, r, t.group) === g);
  const groupOf = (phrase: string): string | Answer | undefined => {
    const g = valueNamed(t, t.group, phrase);
    if (g === 'many')
      return refuse(`the words fit several ${t.group.label.toLowerCase()}s; name one`);
    return g;
  };
  const total = (label: string, rows: Row[], cols: Column[], how: string, kind = 'total') => {
    const fig = figureOf(tb, label, sumOf(rows, cols), style(cols[0]!), cellsOf(rows, cols));
    return sourcedAnswer(fig, `${label}: ${fig.display} (${how}).`, kind);
  };

  if (paidSoFar) {
    const g = groupOf(paidSoFar[1]!);
    if (!g || typeof g !== 'string') return g as Answer | undefined;
    const rows = groupRows(g);
    const paid = sumOf(rows, t.paid);
    const check = decSub(sumOf(rows, [t.contract]), sumOf(rows, [t.outstanding]));
    if (decCmp(decAbs(decSub(paid, check)), { m: 1n, s: 2 }) > 0)
      return refuse(
        `for ${g} the paid columns add to a different figure than ${t.contract.label} − ${t.outstanding.label}; I cannot tell which to trust`,
      );
    return total(
      `Paid so far, ${g}`,
      rows,
      t.paid,
      `${t.paid.map((c) => c.label).join(' + ')} over its ${rows.length} suppliers, equal to ${t.contract.label} − ${t.outstanding.label}`,
    );
  }
  if (owe) {
    const phrase = owe[1] ?? owe[2] ?? owe[3];
    if (phrase) {
      const g = groupOf(phrase);
      if (!g || typeof g !== 'string') return g as Answer | undefined;
      const rows = groupRows(g);
      return total(
        `${t.outstanding.label}, ${g}`,
        rows,
        [t.outstanding],
        `its ${rows.length} suppliers added`,
      );
    }
    const sum = sumOf(t.rows, [t.outstanding]);
    const own = t.total ? cellNumber(t.total.cells[tb.columns.indexOf(t.outstanding)]) : undefined;
    if (own !== undefined && decCmp(decAbs(decSub(own, sum)), { m: 1n, s: 2 }) > 0)
      return refuse(`the TOTAL row's ${t.outstanding.label} does not agree with its rows`);
    if (own === undefined)
      return total(`${t.outstanding.label}, all`, t.rows, [t.outstanding], 'every row added');
    const fig = figureOf(tb, `${t.outstanding.label}, total`, own, style(t.outstanding), [
      { r: t.total!.r, c: t.outstanding.c },
    ]);
    return sourcedAnswer(
      fig,
      `Still owed to suppliers altogether: ${fig.display} (the TOTAL row's ${t.outstanding.label}).`,
      'total',
    );
  }
  if (biggest) {
    const small = biggest[1] === 'smallest';
    const vs = t.rows.map((r) => num(t, r, t.contract));
    let at = 0;
    for (let i = 1; i < vs.length; i++) if (decCmp(vs[i]!, vs[at]!) * (small ? -1 : 1) > 0) at = i;
    if (vs.some((v, i) => i !== at && decCmp(v, vs[at]!) === 0))
      return refuse('two contracts share that amount');
    const r = t.rows[at]!;
    const who = `${text(t, r, t.supplier)} (${text(t, r, t.group)})`;
    const fig = figureOf(
      tb,
      `${small ? 'Smallest' : 'Largest'} ${t.contract.label}`,
      vs[at]!,
      style(t.contract),
      [{ r: r.r, c: t.contract.c }],
      who,
    );
    return sourcedAnswer(
      fig,
      `The ${small ? 'smallest' : 'biggest'} single supplier contract is ${who}: ${fig.display}.`,
      small ? 'min' : 'max',
    );
  }
  if (catSpend) {
    if (!t.category) return undefined;
    const c = valueNamed(t, t.category, catSpend[1]!);
    if (!c || c === 'many') return undefined;
    const rows = t.rows.filter((r) => text(t, r, t.category!) === c);
    return total(
      `${t.contract.label}, ${c}`,
      rows,
      [t.contract],
      `${rows.length} ${c} contracts across every ${t.group.label.toLowerCase()}`,
    );
  }
  if (mostLeft) {
    if (!new RegExp(`^${mostLeft[1]}s?$`, 'i').test(t.group.label.trim())) return undefined;
    const least = mostLeft[2] === 'least';
    const gs = [...new Set(t.rows.map((r) => text(t, r, t.group)))];
    const vs = gs.map((g) => sumOf(groupRows(g), [t.outstanding]));
    let at = 0;
    for (let i = 1; i < vs.length; i++) if (decCmp(vs[i]!, vs[at]!) * (least ? -1 : 1) > 0) at = i;
    if (vs.some((v, i) => i !== at && decCmp(v, vs[at]!) === 0))
      return refuse('two share that amount');
    const rows = groupRows(gs[at]!);
    const fig = figureOf(
      tb,
      `${t.outstanding.label} by ${t.group.label}`,
      vs[at]!,
      style(t.outstanding),
      cellsOf(rows, [t.outstanding]),
      gs[at],
    );
    return sourcedAnswer(
      fig,
      `${gs[at]} has the ${least ? 'least' : 'most'} left to pay: ${fig.display} (${t.outstanding.label} of its ${rows.length} suppliers).`,
      least ? 'min' : 'max',
    );
  }
  if (fully) {
    const rows = t.rows.filter((r) => decSign(num(t, r, t.outstanding)) === 0);
    const fig = figureOf(
      tb,
      `Suppliers with ${t.outstanding.label} 0`,
      decFromInt(rows.length),
      PLAIN,
      cellsOf(rows.length ? rows : t.rows, [t.outstanding]),
    );
    return sourcedAnswer(
      fig,
      `${rows.length} of ${t.rows.length} suppliers are fully paid (${t.outstanding.label} 0).`,
      'count',
    );
  }
  if (falls) {
    if (!t.due) return undefined;
    const mi = MONTH_KEYS.findIndex((k) => falls[1]!.startsWith(k)) + 1;
    if (mi < 1) return undefined;
    const ym = falls[2] ? `${falls[2]}-${String(mi).padStart(2, '0')}` : undefined;
    const di = tb.columns.indexOf(t.due);
    const dated = (r: Row) => {
      const v = r.cells[di];
      return typeof v === 'object' && v !== null && !Array.isArray(v) ? v.d : undefined;
    };
    const rows = t.rows.filter((r) => {
      const d = dated(r);
      return d && (ym ? d.startsWith(ym) : Number(d.slice(5, 7)) === mi);
    });
    if (!ym && new Set(rows.map((r) => dated(r)!.slice(0, 4))).size > 1)
      return refuse('that month falls in more than one year here; name the year');
    if (!rows.length) return refuse(`no balance falls due then (${t.due.label})`);
    return total(
      `${t.outstanding.label} due ${falls[1]}${falls[2] ? ` ${falls[2]}` : ''}`,
      rows,
      [t.outstanding],
      `the ${rows.length} rows whose ${t.due.label} falls then`,
    );
  }
  if (!t.category) return undefined;
  const c = valueNamed(t, t.category, share![1]!);
  const g = valueNamed(t, t.group, share![2]!);
  if (!c || c === 'many' || !g || g === 'many') return undefined;
  const rows = groupRows(g);
  const part = rows.filter((r) => text(t, r, t.category!) === c);
  const whole = sumOf(rows, [t.contract]);
  if (!part.length || decSign(whole) <= 0) return undefined;
  const v = decDiv(decMul(sumOf(part, [t.contract]), HUNDRED), whole, 2)!;
  const fig = figureOf(tb, `${c} as a share of ${g}`, v, PERCENT, cellsOf(rows, [t.contract]));
  return sourcedAnswer(
    fig,
    `${c} is ${fig.display} of ${g}'s budget (${t.contract.label}).`,
    'share',
  );
}
