/**
 * Issue 13, pass 49 (W3, L5, L6): one sheet per site (clinic, shop, branch) plus a Summary whose
 * COLUMNS are the sites, months down ("Month | Sandton | Rosebank | Fourways | Total", or per
 * site and measure: "Tanjong Pagar income | Tampines income | Total income | Tanjong Pagar net
 * | …"); each site sheet months down with its own columns (Cars washed, Wash takings, …,
 * Total takings, Wages; or Sessions, Treatment fees, …, Total income, Therapist pay, …, Net) and
 * a Total row. Pass 36's reader takes a Summary whose ROWS are the sites. Before, "average spend
 * per car at sandton" answered the mean of the Summary's Sandton column, "which site had the
 * worst october" the October total of all sites, and counts, site columns and "profit" were
 * refused. Here:
 * - "<money> per <unit>" ("average spend per car at sandton", "average fee per session at
 *   tampines"): Σ money ÷ Σ units on the site's sheet (every site sheet when none is named), the
 *   money being the column named (Treatment fees for "fee") or the sheet's total money column;
 *   the other reading is named beside;
 * - "which site had the worst october", "which clinic made more profit this year": the Summary's
 *   site columns of that measure (net for profit) ranked on that month's row or the Total row;
 *   a measure only the site sheets hold ("which site washed the most cars") ranks their totals;
 * - "how many cars did we wash in november", "how many sessions in total": the count column of
 *   every site sheet added; "total wages across all sites": a column only the site sheets hold,
 *   added over them;
 * - "sandton wages as a % of takings": the site's two column totals;
 * - anything else naming one site is asked again on its sheet alone, the site's name taken out
 *   and "profit" read as its Net column; naming none, on the Summary alone, "income" and
 *   "profit" read as its Total income / Total net columns.
 */
import type { Answer, AnswerOptions } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, ZERO, decCmp, decDiv, decMul, decSum } from './decimal';
import { PERCENT, formatValue } from './format';
import type { Column, Row, SheetInfo as Sheet, Table, Workbook } from './model';
import { monthsAsked } from './month-list-words';
import { oncePer } from './once-per';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

type Ask = (wb: Workbook, q: string, options: AnswerOptions) => Answer;
type Refuse = (why: string) => Answer;

interface Site {
  name: string;
  sheet: Sheet;
  t: Table;
  total: Row;
  /** the Summary's columns for this site, by the measure word left once the name is taken out */
  cols: Map<string, Column>;
}
interface SiteBook {
  summary: Table;
  summarySheet: Sheet;
  sites: Site[];
  /** the Summary's total columns by measure word ('' for a plain "Total") */
  totals: Map<string, Column>;
  noun: string;
}

const norm = (s: string): string =>
  ` ${normalizeText(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
const words = (s: string): string[] =>
  normalizeText(s.replace(/\([^)]*\)/g, ' '))
    .replace(/&/g, ' and ')
    .match(/[a-z0-9]+/g) ?? [];
const stem = (w: string): string =>
  w.length <= 3 || w.endsWith('ss')
    ? w
    : w.endsWith('sses')
      ? w.slice(0, -2)
      : w.endsWith('ies')
        ? `${w.slice(0, -3)}y`
        : w.replace(/s$/, '');
const monthTable = (t: Table): boolean =>
  t.layout === 'long' && t.columns.some((c) => c.role === 'date' && c.type === 'month');
const totalRow = (t: Table): Row | undefined => {
  const rs = t.rows.filter((r) => r.kind === 'total');
  return rs.length === 1 ? rs[0] : undefined;
};

const siteBookOf = oncePer(readSiteBook);

function readSiteBook(wb: Workbook): SiteBook | undefined {
  const found: SiteBook[] = [];
  for (const sh of wb.sheets)
    for (const t of sh.tables) {
      if (!monthTable(t) || !totalRow(t)) continue;
      const sites: Site[] = [];
      for (const o of wb.sheets) {
        if (o === sh) continue;
        const n = norm(o.name);
        if (n.trim().length < 3) continue;
        const cols = new Map<string, Column>();
        for (const c of t.columns) {
          if (c.role !== 'value' && c.role !== 'total') continue;
          const l = norm(c.label.replace(/\([^)]*\)/g, ' '));
          if (!l.startsWith(n)) continue;
          cols.set(l.slice(n.length).trim(), c);
        }
        const st = o.tables.filter((x) => monthTable(x) && totalRow(x));
        if (!cols.size || st.length !== 1) continue;
        sites.push({ name: o.name.trim(), sheet: o, t: st[0]!, total: totalRow(st[0]!)!, cols });
      }
      if (sites.length < 2) continue;
      const totals = new Map<string, Column>();
      for (const c of t.columns) {
        const m = /^total\b(.*)$/i.exec(c.label.replace(/\([^)]*\)/g, ' ').trim());
        if (m) totals.set(m[1]!.trim().toLowerCase(), c);
      }
      const title = `${t.title ?? ''} ${sh.name}`.toLowerCase();
      const noun =
        /\b(clinic|shop|branch|store|outlet|location|salon|studio|cafe|restaurant|office|depot)s?\b/.exec(
          title,
        )?.[1] ?? 'site';
      found.push({ summary: t, summarySheet: sh, sites, totals, noun });
    }
  return found.length === 1 ? found[0] : undefined;
}

const PLACES =
  'sites?|shops?|branch(?:es)?|stores?|locations?|outlets?|clinics?|salons?|studios?|cafes?|restaurants?|offices?|depots?|venues?|yards?';
const ALL_SITES = new RegExp(
  `\\b(?:across|at|for|over|from|in) (?:all|every|each|both)(?: (?:the|our))?(?: (?:three|two|four|five|\\d+))? (?:${PLACES})\\b|\\b(?:all|both)(?: (?:the|our))?(?: (?:three|two|four|five|\\d+))? (?:${PLACES})\\b|\\b(?:altogether|combined|in total|all together)\\b`,
);
const PROFIT = /\b(?:net )?profits?\b|\bprofitable\b|\bmade (?:the )?(?:most|least|more|less)\b/;
const MONEY_WORD =
  /\b(spend|spent|takings?|revenue|income|sales|take|took|make|made|earn|earned|fees?)\b/;

/** a site sheet's columns whose words the phrase holds (every word of the column's own) */
function colsNamed(t: Table, phrase: string): Column[] {
  const qw = new Set(words(phrase).map(stem));
  return t.columns.filter((c) => {
    if (c.role !== 'value' && c.role !== 'total') return false;
    const ws = words(c.label).map(stem);
    return ws.length > 0 && ws.every((w) => qw.has(w));
  });
}
const isCount = (t: Table, c: Column): boolean =>
  c.type === 'number' &&
  !/\(|\b(r|rand|\$|£|€|sgd|usd|fees?|pay|takings|income|sales|costs?|rent|net|wages?)\b/i.test(
    c.label,
  ) &&
  t.rows.every((r) => {
    const v = cellNumber(r.cells[t.columns.indexOf(c)]);
    return (
      v === undefined ||
      Number.isInteger(Number(formatValue(v, { kind: 'number', decimals: 4 }).replace(/,/g, '')))
    );
  });
/** the site sheet's own total money column: "Total takings", "Total income", "Total sales" */
const totalMoney = (t: Table): Column | undefined => {
  const cs = t.columns.filter((c) =>
    /^total (takings|income|sales|revenue|turnover)\b/i.test(c.label.trim()),
  );
  return cs.length === 1 ? cs[0] : undefined;
};

interface Span {
  rows: (t: Table) => Row[] | undefined;
  text: string;
}
const THIS_YEAR =
  /\b(?:so far this year|this year so far|this year|year to date|ytd|so far|this fy)\b/;
function spanOf(q0: string, now?: Date): Span | undefined {
  // "this year": the sheets' own months, when they are all of today's year
  const year = THIS_YEAR.test(q0) ? (now?.getUTCFullYear() ?? 0) : undefined;
  const q = q0.replace(THIS_YEAR, ' ');
  const asked = monthsAsked(q);
  if (year !== undefined) {
    const inner = spanOf(q);
    if (!inner) return undefined;
    return {
      rows: (t) =>
        t.rows.every((r) => r.kind !== 'data' || r.period?.year === year || year === 0)
          ? inner.rows(t)
          : undefined,
      text: inner.text,
    };
  }
  if (asked.other) return undefined;
  if (!asked.months.length)
    return { rows: (t) => (totalRow(t) ? [totalRow(t)!] : undefined), text: 'the Total row' };
  return {
    rows: (t) => {
      const rs = t.rows.filter(
        (r) =>
          r.kind === 'data' &&
          r.period?.kind === 'month' &&
          asked.months.includes(r.period.index - 1) &&
          (!asked.year || r.period.year === asked.year),
      );
      return rs.length === asked.months.length ? rs : undefined;
    },
    text: asked.months.length === 1 ? 'that month' : 'those months',
  };
}

const sumAt = (t: Table, rows: Row[], c: Column): Dec | undefined => {
  const vs = rows.map((r) => cellNumber(r.cells[t.columns.indexOf(c)]));
  return vs.some((v) => v === undefined) ? undefined : decSum(vs as Dec[]);
};
const cells = (rows: Row[], c: Column) => rows.map((r) => ({ r: r.r, c: c.c }));

export function siteColumnSheetsAnswer(
  wb: Workbook,
  question: string,
  options: AnswerOptions,
  ask: Ask,
  refuse: Refuse,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const b = siteBookOf(wb);
  if (!b) return undefined;
  const named = b.sites.filter((s) => norm(q).includes(norm(s.name)));
  if (named.length > 1) return undefined;
  const site = named[0];
  const scope = site ? [site] : b.sites;
  const where = site ? `at ${site.name}` : `across the ${b.sites.length} ${b.noun}s`;
  const rest = site ? withoutSite(q, site.name) : q;

  // "average spend per car at sandton"
  const per = /\bper ([a-z]+)\b/.exec(rest);
  if (per) {
    const unit = stem(per[1]!);
    const span = spanOf(rest, options.now);
    if (!span) return undefined;
    const parts: Array<{ s: Site; rows: Row[]; unit: Column; money: Column; alt?: Column }> = [];
    const moneyPhrase = rest.slice(0, per.index);
    for (const s of scope) {
      const rows = span.rows(s.t);
      const units = s.t.columns.filter(
        (c) => isCount(s.t, c) && words(c.label).map(stem).includes(unit),
      );
      if (!rows || units.length !== 1) return undefined;
      let own = colsNamed(s.t, moneyPhrase).filter((c) => !units.includes(c));
      // "fee per session": the one column a money word of the question names ("Treatment fees")
      if (!own.length) {
        const ws = words(moneyPhrase)
          .map(stem)
          .filter((w) => /^(fee|wash|valet|treatment|service|shop|product|package|class)$/.test(w));
        own = s.t.columns.filter(
          (c) =>
            !units.includes(c) &&
            c.role === 'value' &&
            ws.length > 0 &&
            ws.every((w) => words(c.label).map(stem).includes(w)),
        );
      }
      const total = totalMoney(s.t);
      if (!total) return undefined;
      const money = own.length === 1 ? own[0]! : total;
      if (own.length > 1) return undefined;
      if (!MONEY_WORD.test(moneyPhrase) && own.length === 0) return undefined;
      // the other reading: the money column of the unit's own service (Wash takings for cars,
      // Treatment fees for sessions) beside the total, or the total beside the column named
      const alt =
        money === total
          ? s.t.columns.find(
              (c) =>
                c !== total &&
                !units.includes(c) &&
                /\b(wash|treatment|session|service)\b/i.test(c.label) &&
                c.role === 'value',
            )
          : total;
      parts.push({ s, rows, unit: units[0]!, money, ...(alt ? { alt } : {}) });
    }
    const m = decSum(parts.map((p) => sumAt(p.s.t, p.rows, p.money) ?? ZERO));
    const u = decSum(parts.map((p) => sumAt(p.s.t, p.rows, p.unit) ?? ZERO));
    if (decCmp(u, ZERO) === 0) return refuse(`no ${parts[0]!.unit.label} ${where}`);
    const v = decDiv(m, u, 2)!;
    const p0 = parts[0]!;
    const style = cellStyle(p0.s.t, p0.rows[0]!.cells[p0.s.t.columns.indexOf(p0.money)]);
    const fig = figureOf(
      p0.s.t,
      `${p0.money.label} per ${p0.unit.label}, ${site ? site.name : `all ${b.noun}s`}`,
      v,
      { ...style, decimals: 2 },
      parts.length === 1
        ? [...cells(p0.rows, p0.money), ...cells(p0.rows, p0.unit)]
        : cells(p0.rows, p0.money),
    );
    let other = '';
    if (parts.every((p) => p.alt)) {
      const am = decSum(parts.map((p) => sumAt(p.s.t, p.rows, p.alt!) ?? ZERO));
      const av = decDiv(am, u, 2)!;
      other = ` With ${p0.alt!.label} instead: ${formatValue(av, { ...style, decimals: 2 })} per ${per[1]} (${formatValue(am, style)} ÷ ${formatValue(u, { kind: 'number', decimals: 0 })}).`;
    }
    const sheets = parts.map((p) => `'${p.s.sheet.name}'`).join(', ');
    return sourcedAnswer(
      fig,
      `${p0.money.label} per ${per[1]} ${where}: ${fig.display} (${formatValue(m, style)} ÷ ${formatValue(u, { kind: 'number', decimals: 0 })}, ${span.text} of sheet${parts.length > 1 ? 's' : ''} ${sheets}).${other}`,
      'ratio',
    );
  }

  // "net margin at tanjong pagar", "profit margin this year": the Net total over the income
  if (/\b(?:net |profit |net profit )?margins?\b/.test(rest) && !/\bgross\b/.test(rest)) {
    const span = spanOf(rest, options.now);
    if (!span) return undefined;
    let top = ZERO;
    let bottom = ZERO;
    const cites: Array<{ r: number; c: number }> = [];
    for (const s of scope) {
      const net = s.t.columns.filter((c) => /^net(?: profit| income)?$/i.test(c.label.trim()));
      const money = totalMoney(s.t);
      const rows = span.rows(s.t);
      if (net.length !== 1 || !money || !rows) return undefined;
      const a = sumAt(s.t, rows, net[0]!);
      const d = sumAt(s.t, rows, money);
      if (a === undefined || d === undefined) return undefined;
      top = decSum([top, a]);
      bottom = decSum([bottom, d]);
      if (s === scope[0]) cites.push(...cells(rows, net[0]!), ...cells(rows, money));
    }
    if (decCmp(bottom, ZERO) === 0) return undefined;
    const v = decDiv(decMul(top, HUNDRED), bottom, 2)!;
    const s0 = scope[0]!;
    const style = cellStyle(s0.t, s0.total.cells[1]);
    // the site's own margin: labelled by its sheet, never as the company's overall margin
    const fig = figureOf(
      s0.t,
      `${site ? site.name : `All ${b.noun}s`}: net as a % of income`,
      v,
      PERCENT,
      cites,
    );
    return sourcedAnswer(
      fig,
      `Net margin ${where}: ${fig.display} (net ${formatValue(top, style)} ÷ income ${formatValue(bottom, style)} × 100, ${span.text} of ${scope.length > 1 ? 'the site sheets' : `sheet '${s0.sheet.name}'`}).`,
      'ratio',
    );
  }

  // "sandton wages as a % of takings"
  const pctOf =
    /^(?:what(?:'s| is| was| are| were)? )?(?:our |the )?(.+?) as an? (?:%|percent(?:age)?|share|proportion) of (?:our |the )?(?:total )?(.+)$/.exec(
      rest,
    );
  if (pctOf && site) {
    const span = spanOf(rest, options.now);
    if (!span) return undefined;
    const rows = span.rows(site.t);
    if (!rows) return undefined;
    const pick = (phrase: string): Column | undefined => {
      const p = phrase.replace(/\b(?:in|for|during|this|so far|year)\b.*$/, '').trim();
      if (PROFIT.test(p))
        return site.t.columns.find((c) => /^net(?: profit)?$/i.test(c.label.trim()));
      if (/^(?:wages?|salar(?:y|ies)|staff costs?|payroll|pay)$/.test(p)) {
        const cs = site.t.columns.filter((c) =>
          /\b(wages?|salar(?:y|ies)|payroll|pay)\b/i.test(c.label),
        );
        return cs.length === 1 ? cs[0] : undefined;
      }
      if (/^(?:takings|income|revenue|sales|turnover)$/.test(p)) return totalMoney(site.t);
      const cs = colsNamed(site.t, p);
      return cs.length === 1 ? cs[0] : undefined;
    };
    const top = pick(pctOf[1]!);
    const bottom = pick(pctOf[2]!);
    if (!top || !bottom || top === bottom) return undefined;
    const a = sumAt(site.t, rows, top);
    const d = sumAt(site.t, rows, bottom);
    if (a === undefined || d === undefined || decCmp(d, ZERO) === 0) return undefined;
    const v = decDiv(decMul(a, HUNDRED), d, 2)!;
    const style = cellStyle(site.t, rows[0]!.cells[site.t.columns.indexOf(top)]);
    const fig = figureOf(
      site.t,
      `${top.label} as a % of ${bottom.label}, ${site.name}`,
      v,
      PERCENT,
      [...cells(rows, top), ...cells(rows, bottom)],
    );
    return sourcedAnswer(
      fig,
      `${site.name}: ${top.label} is ${fig.display} of ${bottom.label} (${formatValue(a, style)} ÷ ${formatValue(d, style)} × 100, ${span.text} of sheet '${site.sheet.name}').`,
      'ratio',
    );
  }

  // "which site had the worst october", "which clinic made more profit this year"
  const which = new RegExp(`^(?:which|what) (?:${PLACES})\\b`).test(q);
  if (which && !site) {
    const low = /\b(worst|weakest|lowest|least|smallest|fewest|quietest|slowest|less|lower)\b/.test(
      q,
    );
    const high = /\b(best|strongest|highest|most|biggest|largest|busiest|more|higher|top)\b/.test(
      q,
    );
    if (low === high) return undefined;
    const span = spanOf(q, options.now);
    if (!span) return undefined;
    // "which clinic had the worst month": every site's every month, not a site's total
    const anyMonth =
      /\bmonths?\b/.test(q) && span.text === 'the Total row' && !/\b(?:per|a|each) month\b/.test(q);
    // the measure: a site sheet's own column named, else the Summary's family (net for profit)
    let ranked: Array<{ s: Site; v: Dec; t: Table; rows: Row[]; c: Column }> = [];
    const sheetCols = b.sites.map((s) =>
      colsNamed(s.t, q.replace(new RegExp(`\\b(?:${PLACES})\\b`, 'g'), ' ')),
    );
    const inSummary = (c: Column) =>
      [...b.sites[0]!.cols.keys()].some((k) => k && words(c.label).map(stem).includes(stem(k)));
    const countWord = /\bmost ([a-z]+)\b|\bfewest ([a-z]+)\b/.exec(q);
    const countCol = (s: Site): Column | undefined => {
      const w = countWord ? stem((countWord[1] ?? countWord[2])!) : undefined;
      const cs = w
        ? s.t.columns.filter((c) => isCount(s.t, c) && words(c.label).map(stem).includes(w))
        : [];
      return cs.length === 1 ? cs[0] : undefined;
    };
    const own = b.sites.map((s, i) =>
      sheetCols[i]!.length === 1 && !inSummary(sheetCols[i]![0]!) ? sheetCols[i]![0] : countCol(s),
    );
    if (own.every((c) => c)) {
      if (anyMonth) return undefined;
      for (const [i, s] of b.sites.entries()) {
        const rows = span.rows(s.t);
        const v = rows && sumAt(s.t, rows, own[i]!);
        if (!rows || v === undefined) return undefined;
        ranked.push({ s, v, t: s.t, rows, c: own[i]! });
      }
    } else {
      const fam = PROFIT.test(q)
        ? ['net', 'net profit', 'profit']
        : /\b(cost|costs|expenses?|spend|spent)\b/.test(q)
          ? ['costs', 'cost', 'expenses']
          : ['', 'income', 'takings', 'sales', 'revenue', 'turnover'];
      const key = fam.find((k) => b.sites.every((s) => s.cols.has(k)));
      if (key === undefined) return undefined;
      const rows = anyMonth
        ? b.summary.rows.filter((r) => r.kind === 'data' && r.period?.kind === 'month')
        : span.rows(b.summary);
      if (!rows) return undefined;
      for (const s of b.sites) {
        const c = s.cols.get(key)!;
        if (anyMonth)
          for (const r of rows) {
            const v = sumAt(b.summary, [r], c);
            if (v === undefined) return undefined;
            ranked.push({ s, v, t: b.summary, rows: [r], c });
          }
        else {
          const v = sumAt(b.summary, rows, c);
          if (v === undefined) return undefined;
          ranked.push({ s, v, t: b.summary, rows, c });
        }
      }
    }
    ranked = ranked.sort((x, y) => decCmp(y.v, x.v) * (low ? -1 : 1));
    if (decCmp(ranked[0]!.v, ranked[1]!.v) === 0)
      return refuse(`${ranked[0]!.s.name} and ${ranked[1]!.s.name} are level`);
    const top = ranked[0]!;
    const style = cellStyle(top.t, top.rows[0]!.cells[top.t.columns.indexOf(top.c)]);
    const fig = figureOf(
      top.t,
      `${top.c.label}, ${top.s.name}`,
      top.v,
      style,
      cells(top.rows, top.c),
      top.s.name,
    );
    const when = anyMonth
      ? `in ${monthName(top.rows[0]!)}, the ${low ? 'lowest' : 'highest'} of every ${b.noun}'s months`
      : span.text === 'the Total row'
        ? 'in all'
        : top.rows.length === 1
          ? `in ${monthName(top.rows[0]!)}`
          : 'in those months';
    const title = /\b(takings|sales|income|revenue|turnover)\b/i.exec(b.summary.title ?? '')?.[1];
    return sourcedAnswer(
      fig,
      `${top.s.name} had the ${low ? 'lowest' : 'highest'} ${top.c.label.replace(new RegExp(`^${top.s.name}\\s*`, 'i'), '') || (title ? title.toLowerCase() : 'total')} ${when}: ${fig.display} (${ranked
        .slice(0, anyMonth ? 3 : ranked.length)
        .map(
          (x) =>
            `${x.s.name}${anyMonth ? ` ${monthName(x.rows[0]!)}` : ''} ${formatValue(x.v, style)}`,
        )
        .join(', ')}${anyMonth ? ', …' : ''}).`,
      low ? 'min' : 'max',
    );
  }

  // "how many cars did we wash in november", "how many sessions in total"
  const many = /^how many ([a-z]+)\b/.exec(q);
  if (many) {
    const w = stem(many[1]!);
    const span = spanOf(rest, options.now);
    if (!span) return undefined;
    const parts: Array<{ s: Site; rows: Row[]; c: Column; v: Dec }> = [];
    for (const s of scope) {
      const cs = s.t.columns.filter((c) => isCount(s.t, c) && words(c.label).map(stem).includes(w));
      const rows = span.rows(s.t);
      if (cs.length !== 1 || !rows) return undefined;
      const v = sumAt(s.t, rows, cs[0]!);
      if (v === undefined) return undefined;
      parts.push({ s, rows, c: cs[0]!, v });
    }
    return across(parts, span, b, 'sum');
  }

  // "total wages across all sites": a column only the site sheets hold, added over them
  const added =
    !site &&
    (ALL_SITES.test(q) || /^(?:what(?:'s| is| was| were| are)? )?(?:the |our )?total\b/.test(q))
      ? addedOverSites(b, q, options)
      : undefined;
  if (added) return added;

  // one site named: its sheet alone, "profit" read as its Net column
  if (site) {
    const net = site.t.columns.find((c) => /^net$/i.test(c.label.trim()));
    let put = rest;
    if (net && PROFIT.test(put) && !site.t.columns.some((c) => /profit/i.test(c.label)))
      put = put.replace(/\b(?:net )?profits?\b|\bprofitable\b/g, 'net');
    if (!put || put === q) return undefined;
    const a = ask({ ...wb, sheets: [site.sheet] }, put, options);
    if (a.refused || !a.figures.length) return undefined;
    const [head, ...more] = a.figures;
    return { ...a, figures: [{ ...head!, label: `${site.name}: ${head!.label}` }, ...more] };
  }
  // none named: the Summary alone, income and profit its Total columns
  const income = b.totals.get('income');
  const netTotal = b.totals.get('net') ?? b.totals.get('net profit');
  let put = q.replace(ALL_SITES, ' ');
  if (netTotal && PROFIT.test(put))
    put = put.replace(
      /\b(?:total )?(?:net )?profits?\b|\bprofitable\b/g,
      netTotal.label.toLowerCase(),
    );
  else if (income && /\bincome\b/.test(put) && !/\btotal income\b/.test(put))
    put = put.replace(/\bincome\b/, income.label.toLowerCase());
  else if (!ALL_SITES.test(q)) return undefined;
  put = put.replace(/\s+/g, ' ').trim();
  const a = ask({ ...wb, sheets: [b.summarySheet] }, put, options);
  return a.refused || !a.figures.length ? undefined : a;
}

/** the question with the site's name (and its "at" / "'s") taken out */
function withoutSite(q: string, name: string): string {
  const n = normalizeText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .join('[^a-z0-9]+');
  return normalizeText(q)
    .replace(
      new RegExp(
        `(?:\\b(?:at|for|in|from|on|of) (?:the |our )?)?\\b${n}(?:'s?|’s?)?(?![a-z0-9])`,
        'g',
      ),
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** a column only the site sheets hold, added over them ("total wages across all sites") */
function addedOverSites(b: SiteBook, q: string, options: AnswerOptions): Answer | undefined {
  const span = spanOf(q, options.now);
  if (!span) return undefined;
  const phrase = q.replace(ALL_SITES, ' ');
  const parts: Array<{ s: Site; rows: Row[]; c: Column; v: Dec }> = [];
  for (const s of b.sites) {
    let cs = colsNamed(s.t, phrase);
    if (cs.length > 1) cs = cs.filter((c) => /^total\b/i.test(c.label.trim()));
    if (/\b(wages?|salar(?:y|ies)|payroll)\b/.test(phrase) && !cs.length)
      cs = s.t.columns.filter((c) => /\b(wages?|salar(?:y|ies)|payroll)\b/i.test(c.label));
    const rows = span.rows(s.t);
    if (cs.length !== 1 || !rows) return undefined;
    // a measure the Summary holds is read there by the engine
    if (
      b.summary.columns.some((c) =>
        words(c.label).map(stem).join(' ').endsWith(words(cs[0]!.label).map(stem).join(' ')),
      )
    )
      return undefined;
    const v = sumAt(s.t, rows, cs[0]!);
    if (v === undefined) return undefined;
    parts.push({ s, rows, c: cs[0]!, v });
  }
  return across(parts, span, b, 'sum');
}

function monthName(r: Row): string {
  const p = r.period;
  if (!p) return 'that month';
  const n = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    p.index - 1
  ];
  return p.year ? `${n} ${p.year}` : n!;
}

function across(
  parts: Array<{ s: Site; rows: Row[]; c: Column; v: Dec }>,
  span: Span,
  b: SiteBook,
  kind: string,
): Answer {
  const total = decSum(parts.map((p) => p.v));
  const p0 = parts[0]!;
  if (parts.length === 1) {
    const style1 = cellStyle(p0.s.t, p0.rows[0]!.cells[p0.s.t.columns.indexOf(p0.c)]);
    const when1 =
      span.text === 'the Total row'
        ? 'in all'
        : p0.rows.length === 1
          ? `in ${monthName(p0.rows[0]!)}`
          : 'in those months';
    const fig1 = figureOf(
      p0.s.t,
      `${p0.s.name}: ${p0.c.label}, ${when1}`,
      p0.v,
      style1,
      cells(p0.rows, p0.c),
    );
    return sourcedAnswer(fig1, `${p0.s.name}: ${p0.c.label} ${when1}: ${fig1.display}.`, kind);
  }
  const style = cellStyle(p0.s.t, p0.rows[0]!.cells[p0.s.t.columns.indexOf(p0.c)]);
  const when =
    span.text === 'the Total row'
      ? 'in all'
      : p0.rows.length === 1
        ? `in ${monthName(p0.rows[0]!)}`
        : 'in those months';
  const fig = figureOf(
    p0.s.t,
    `${p0.c.label}, all ${b.noun}s, ${when}`,
    total,
    style,
    cells(p0.rows, p0.c),
  );
  return {
    ...sourcedAnswer(
      fig,
      `${p0.c.label} ${when}, the ${parts.length} ${b.noun} sheets added: ${fig.display} (${parts.map((p) => `${p.s.name} ${formatValue(p.v, style)}`).join(' + ')}).`,
      kind,
    ),
    figures: [
      fig,
      ...parts.map((p) =>
        figureOf(p.s.t, `${p.c.label}, ${p.s.name}`, p.v, style, cells(p.rows, p.c), p.s.name),
      ),
    ],
  };
}
