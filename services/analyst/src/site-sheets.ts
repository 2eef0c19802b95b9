/**
 * Issue 13, pass 36 (M12): one sheet per site (or shop, branch, stall) plus a Summary whose
 * rows are those sites and an "All sites" row, its title naming the year ("Hollybrook Farm
 * Shop: Jan-Sep 2026 (€)"); each site sheet `Month | Sales | Costs | Margin`, months without
 * a year, a Total row. Here:
 * - a site named in the question ("farm gate costs so far this year", "best month at the
 *   market stall", "average monthly online sales", "market stall margin in august") picks its
 *   sheet; the question is asked on that sheet alone, the site's words taken out; "this year" /
 *   "so far this year" / "year to date" is the sheet's Total when the Summary's title names
 *   today's year (refused otherwise); "best / worst month" with no column named ranks Sales;
 * - "margin percentage at <site>" is the site's Margin total ÷ its Sales total × 100;
 * - "<measure> in <month> across all (three) sites" adds that month of every site sheet,
 *   checked first that the site sheets' Totals add up to the Summary's all-sites row.
 */
import type { Answer, AnswerFigure, AnswerOptions } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decParse,
  decSign,
  decSub,
  decSum,
  decToString,
} from './decimal';
import { PERCENT, formatValue } from './format';
import type { Row, SheetInfo as Sheet, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { oncePer } from './once-per';
import { MONTH_SHORT } from './periods';

type Ask = (wb: Workbook, q: string, options: AnswerOptions) => Answer;

export interface Sites {
  /** the Summary table whose rows are the sites; absent when the book is the site sheets alone */
  summary?: Table;
  all: number;
  year?: number;
  sites: Sheet[];
}

const ALL_ROW =
  /^(all|total|all (sites|shops|branches|stores|locations|outlets|stalls|channels)|total (sites|shops|branches|stores|locations))$/i;
export const norm = (s: string): string =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const MEASURE_SHEET =
  /\b(kg|kgs|kilos?|units?|volumes?|qty|quantity|quantities|litres?|liters?|tonnes?|tons?|sales|revenue|income|costs?|expenses?|budget|forecast|actuals?|plan|prior|summary|totals?|data|notes?|sheet\d*|(?:19|20)\d\d|q[1-4]|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\b|[€$£%]/i;

export const sitesOf = oncePer((wb: Workbook) => readSites(wb) ?? sisterSheets(wb));

/**
 * After blind-44: a book that is nothing but one sheet per shop, no Summary ("Gangnam",
 * "Hongdae", "Jamsil": each `Month | Cups sold | Sales | …` with a Total row). The sheets are
 * the sites when every sheet that holds a table holds one, with the same headers, months down
 * and a Total row; the year is the one the titles (or the months) all name.
 */
function sisterSheets(wb: Workbook): Sites | undefined {
  const sheets = wb.sheets.filter((sh) => sh.tables.length);
  if (sheets.length < 2 || sheets.some((sh) => sh.tables.length !== 1)) return undefined;
  const heads = new Set(
    sheets.map((sh) => sh.tables[0]!.columns.map((c) => c.label.trim().toLowerCase()).join('|')),
  );
  if (heads.size !== 1) return undefined;
  // the sheets are places, not measures or years ("Sales" beside "Kg", "2025" beside "2026"),
  // and hold the same kind of figure in each column (money beside money)
  if (sheets.some((sh) => MEASURE_SHEET.test(sh.name))) return undefined;
  const kinds = new Set(sheets.map((sh) => sh.tables[0]!.columns.map((c) => c.type).join('|')));
  if (kinds.size !== 1) return undefined;
  const s: Sites = { all: -1, sites: sheets };
  const titles = sheets.map((sh) => [sh.tables[0]!.title ?? '', ...sh.notes].join(' ')).join(' ');
  const years = new Set(titles.match(/\b(?:19|20)\d\d\b/g) ?? []);
  const monthYears = new Set(
    sheets.flatMap((sh) => sh.tables[0]!.rows.map((r) => r.period?.year).filter((y) => y)),
  );
  if (years.size === 1) s.year = Number([...years][0]);
  else if (!years.size && monthYears.size === 1) s.year = [...monthYears][0];
  return siteTables(s) ? s : undefined;
}

function readSites(wb: Workbook): Sites | undefined {
  const found: Sites[] = [];
  for (const sh of wb.sheets)
    for (const t of sh.tables) {
      const labels = t.rows.map((r) => r.cells.map(cellText).find((x) => x) ?? '');
      const sites = wb.sheets.filter(
        (o) => o !== sh && labels.some((l) => norm(l) === norm(o.name)),
      );
      const all = labels.findIndex((l) => ALL_ROW.test(l.trim()));
      if (sites.length < 2 || all < 0) continue;
      const titles = [...sh.tables.map((x) => x.title ?? ''), ...sh.notes].join(' ');
      const years = [...new Set(titles.match(/\b(?:19|20)\d\d\b/g) ?? [])];
      found.push({
        summary: t,
        all,
        sites,
        ...(years.length === 1 ? { year: Number(years[0]) } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

export const MONTH =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/;
export const THIS_YEAR =
  /\b(?:so far this year|this year so far|this year|year to date|ytd|so far)\b/;
// pass 41 (W2): depots, yards, offices, clinics … are sites too
export const PLACES =
  '(?:sites?|shops?|branch(?:es)?|stores?|locations?|outlets?|stalls?|channels?|depots?|yards?|offices?|clinics?|venues?|restaurants?|warehouses?|regions?|salons?|studios?|cafes?)';
const ACROSS = new RegExp(
  `\\b(?:across|at|for|over|from|in) (?:all|every|each)(?: (?:the |our )?(?:\\w+ )?)?${PLACES}\\b|\\b(?:all|every) (?:the |our )?(?:\\w+ )?${PLACES}\\b(?: together| combined)?`,
);

export function siteSheetsAnswer(
  wb: Workbook,
  question: string,
  options: AnswerOptions,
  ask: Ask,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const s = sitesOf(wb);
  if (!s) return undefined;
  const named = s.sites.filter((sh) => norm(q).includes(norm(sh.name)));
  // pass 41 (W2): no site named: the business as a whole, the site sheets added up
  if (named.length === 0 && !/\bsummary\b/.test(q)) {
    const whole = wholeBusiness(
      s,
      q.replace(ACROSS, ' ').replace(/\s+/g, ' ').trim(),
      options,
      refuse,
    );
    if (whole) return whole;
  }
  if (ACROSS.test(q)) {
    if (named.length || !MONTH.test(q)) return undefined;
    return acrossSites(
      wb,
      s,
      q.replace(ACROSS, ' ').replace(/\s+/g, ' ').trim(),
      options,
      ask,
      refuse,
    );
  }
  if (named.length !== 1) return undefined;
  const sheet = named[0]!;
  const book: Workbook = { ...wb, sheets: [sheet] };
  // figures keep their digits whole: "7,000 cups" is 7000, "2.5" stays 2.5 (after blind-44)
  const figures = q.replace(/(\d),(?=\d{3}\b)/g, '$1').replace(/(\d)\.(?=\d)/g, '$1zzpointzz');
  let rest = norm(figures)
    .replace(/zzpointzz/g, '.')
    .replace(norm(sheet.name), ' ')
    .replace(/\b(?:at|for|in|of|from|on) (?:the|our) ?$/, ' ')
    .replace(/\b(?:at|for|from|on|of) (?:the |our )?(?= |$)/g, ' ')
    .replace(/\b(?:the|our) (?=\s*$)/, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  rest = rest
    .replace(
      /^(?:at|for|in|of|from|on) (?:the |our )?|(?: at| for| in| of| from| on)(?: the| our)?$/g,
      '',
    )
    .trim();
  if (THIS_YEAR.test(rest)) {
    const year = options.now?.getUTCFullYear();
    if (s.year === undefined || year === undefined || s.year !== year)
      return refuse(
        `the site sheets' months carry no year of their own${s.year ? ` (the summary says ${s.year})` : ''}; name the months`,
      );
    rest = rest.replace(THIS_YEAR, 'in total').replace(/\s+/g, ' ').trim();
  }
  // margin percentage: the site's Margin total over its Sales total
  const pct =
    /^(margin|profit)(?: percentage| percent| %| pct)$|^(margin|profit) as a (?:percentage|%|share) of (?:sales|revenue)$/.exec(
      rest,
    );
  if (pct) return marginPercent(sheet, pct[1] ?? pct[2]!, refuse);
  if (/^(best|worst|busiest|quietest|strongest|weakest|slowest) month$/.test(rest)) {
    const t = sheet.tables.find((x) =>
      x.columns.some((c) => /^(sales|revenue|takings|turnover)\b/i.test(c.label)),
    );
    const col = t?.columns.find((c) => /^(sales|revenue|takings|turnover)\b/i.test(c.label));
    if (!col) return undefined;
    rest = `${rest} for ${col.label.toLowerCase()}`;
  }
  if (!rest || rest === norm(q).trim()) return undefined;
  const put = ask(book, rest, options);
  if (put.refused || !put.figures.length) return undefined;
  // the site's figure is named by its sheet ("Market stall: Margin, Aug"), never the business's
  const [head, ...more] = put.figures;
  return { ...put, figures: [{ ...head!, label: `${sheet.name}: ${head!.label}` }, ...more] };
}

function totalOf(
  sheet: Sheet,
  measure: RegExp,
): { t: Table; v: Dec; r: number; c: number } | undefined {
  for (const t of sheet.tables) {
    const ci = t.columns.findIndex((c) => measure.test(c.label.trim()));
    if (ci < 0) continue;
    const rows = t.rows.filter((r) =>
      /^totals?$/i.test((r.cells.map(cellText).find((x) => x) ?? '').trim()),
    );
    if (rows.length !== 1) continue;
    const v = cellNumber(rows[0]!.cells[ci]);
    if (v !== undefined) return { t, v, r: rows[0]!.r, c: t.columns[ci]!.c };
  }
  return undefined;
}

function marginPercent(sheet: Sheet, word: string, refuse: (why: string) => Answer): Answer {
  const m = totalOf(sheet, new RegExp(`^${word}\\b`, 'i'));
  const sales = totalOf(sheet, /^(sales|revenue|takings|turnover)\b/i);
  if (!m || !sales || decSign(sales.v) <= 0)
    return refuse(`I could not find both a ${word} total and a sales total on '${sheet.name}'`);
  const v = decDiv(decMul(m.v, decFromInt(100)), sales.v, 2)!;
  const fig = figureOf(
    m.t,
    `${word[0]!.toUpperCase()}${word.slice(1)} %, ${sheet.name}`,
    v,
    PERCENT,
    [
      { r: m.r, c: m.c },
      { r: sales.r, c: sales.c },
    ],
  );
  return sourcedAnswer(
    fig,
    `${sheet.name}: ${word} is ${fig.display} of sales (${formatValue(m.v, cellStyle(m.t, undefined))} ÷ ${formatValue(sales.v, cellStyle(sales.t, undefined))} × 100, the sheet's Total row).`,
    'ratio',
  );
}

function acrossSites(
  wb: Workbook,
  s: Sites,
  rest: string,
  options: AnswerOptions,
  ask: Ask,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const measureWord =
    /^(?:(?:what (?:were|was) |total |our )*)?(sales|costs?|margin|revenue|takings|profit)\b/.exec(
      rest,
    )?.[1];
  if (!measureWord) return undefined;
  const re = new RegExp(`^${measureWord.replace(/s$/, '')}s?\\b`, 'i');
  // the site sheets' totals must add up to the summary's all-sites row
  const totals = s.sites.map((sh) => totalOf(sh, re));
  if (!s.summary) return undefined;
  const ci = s.summary.columns.findIndex((c) => re.test(c.label.trim()));
  const allCell = ci >= 0 ? cellNumber(s.summary.rows[s.all]!.cells[ci]) : undefined;
  if (totals.some((x) => !x) || allCell === undefined) return undefined;
  const sum = decSum(totals.map((x) => x!.v));
  if (decCmp(decAbs(decSub(sum, allCell)), decParse('0.01')!) > 0)
    return refuse(
      `the site sheets' ${measureWord} totals (${formatValue(sum, cellStyle(s.summary, undefined))}) do not add up to the summary's all-sites row; I cannot tell which to trust`,
    );
  const parts = s.sites.map((sh) => ask({ ...wb, sheets: [sh] }, rest, options));
  if (parts.some((p) => p.refused || p.kind !== 'lookup')) return undefined;
  const vals = parts.map((p) => decParse(p.figures[0]!.value)!);
  const t = s.summary;
  const fig = {
    ...figureOf(
      t,
      `${measureWord} across all ${s.sites.length} sites`,
      decSum(vals),
      cellStyle(t, undefined),
      [{ r: t.rows[s.all]!.r, c: t.columns[ci]!.c }],
    ),
    source: parts[0]!.figures[0]!.source,
  };
  const display = formatValue(decSum(vals), {
    kind: 'number',
    decimals: vals.some((v) => v.s > 0) ? 2 : 0,
  });
  fig.display = display;
  return {
    text: `${rest}, all ${s.sites.length} sites: ${display} (${s.sites.map((sh, i) => `${sh.name} ${parts[i]!.figures[0]!.display}`).join(' + ')}).\nSources: ${parts.map((p) => `sheet '${p.figures[0]!.source.sheet}' ${p.figures[0]!.source.range}`).join('; ')}.`,
    figures: [fig, ...parts.map((p) => p.figures[0]!)],
    refused: false,
    kind: 'total',
  };
}

/**
 * Pass 41 (W2): sibling sheets of one layout (one per depot, site, branch) under a Summary, and
 * a question naming no site: the figure is the business's, the site sheets added up, never one
 * sheet's. "best month" ranks the months by the sum over the sheets (of the column named, else
 * revenue / sales); "<column> in <month>" adds that month's cells; "<column>" alone is the
 * Summary's all-sites cell when it has the column (checked against the sheets' Totals), else the
 * sheets' Totals added; "<a> per <b>" is Σ a ÷ Σ b. Anything else is left to the engine.
 */
const MONTH_KEY = (text: string): string | undefined =>
  MONTH.exec(text.toLowerCase())?.[1]?.slice(0, 3);
export const REVENUE_WORD = /^(sales|revenue|takings|turnover|income)\b/i;

export interface SiteTable {
  sheet: Sheet;
  t: Table;
  /** month key ("jan") → row index, for the months the sheet holds */
  months: Map<string, number>;
  total: number;
}

const MONTH3 = MONTH_SHORT.map((m) => m.toLowerCase());

/** A row's month: its period when the detector read one (a "2026-01" label), else its name. */
function rowMonth(r: Row, label: string, year: number | undefined): string | undefined {
  const p = r.period;
  if (p?.kind === 'month' && (year === undefined || p.year === undefined || p.year === year))
    return MONTH3[p.index - 1];
  return /^[a-z]+\.?(?:[\s-]+\d{2,4})?$/i.test(label) ? MONTH_KEY(label) : undefined;
}

export const siteTables = oncePer(readSiteTables);

function readSiteTables(s: Sites): SiteTable[] | undefined {
  const out: SiteTable[] = [];
  let layout: string | undefined;
  for (const sheet of s.sites) {
    if (sheet.tables.length !== 1) return undefined;
    const t = sheet.tables[0]!;
    const cols = t.columns.map((c) => c.label.trim().toLowerCase()).join('|');
    if (layout !== undefined && cols !== layout) return undefined;
    layout = cols;
    const months = new Map<string, number>();
    let total = -1;
    t.rows.forEach((r, i) => {
      const label = (r.cells.map(cellText).find((x) => x) ?? '').trim();
      if (/^totals?$/i.test(label)) total = i;
      const m = rowMonth(r, label, s.year);
      if (m && !months.has(m)) months.set(m, i);
    });
    if (months.size < 2 || total < 0) return undefined;
    out.push({ sheet, t, months, total });
  }
  // after blind-44: a shop that opened (or closed) part way holds one unbroken run of the
  // months the others hold; outside it the shop took nothing
  const union = MONTH3.filter((k) => out.some((x) => x.months.has(k)));
  const runs = out.every((x) => {
    const at = union.map((k) => x.months.has(k));
    return at.indexOf(true) + at.filter(Boolean).length - 1 === at.lastIndexOf(true);
  });
  return runs ? out : undefined;
}

/** The months any site holds, in calendar order. */
export const siteMonths = (ts: SiteTable[]): string[] =>
  MONTH3.filter((k) => ts.some((x) => x.months.has(k)));

export function columnNamed(t: Table, q: string): number[] {
  const n = norm(q);
  const figs = t.columns.map((c, i) => ({ c, i })).filter(({ i }) => i > 0);
  const full = figs.filter(({ c }) => n.includes(norm(c.label)));
  if (full.length) {
    // the longest labels win ("crew wages" over "wages")
    return full
      .filter(
        ({ c }) =>
          !full.some(
            (o) =>
              o !== full[0] &&
              o.c.label.length > c.label.length &&
              norm(o.c.label).includes(norm(c.label)),
          ),
      )
      .map((x) => x.i);
  }
  const rev = figs.filter(({ c }) => REVENUE_WORD.test(c.label.trim()));
  if (rev.length === 1 && /\b(sales|revenue|takings|turnover|income)\b/.test(q)) return [rev[0]!.i];
  // after blind-41: "how much cash have we collected": the one column a distinctive word of
  // the question begins ("Cash sales" beside "Card sales" and "Total sales")
  const said = figs.filter(({ c }) => {
    const first = norm(c.label).trim().split(' ')[0] ?? '';
    return (
      first.length >= 4 &&
      !/^(total|sales|revenue|costs?|net|gross)$/.test(first) &&
      !new RegExp(`^${PLACES}$`).test(first) &&
      n.includes(` ${first} `)
    );
  });
  if (said.length === 1) return [said[0]!.i];
  // after blind-44: "what did the shops sell / take": the verb of selling is the sales
  if (rev.length === 1 && /\b(sell|sold|take|took|taken|bring in|brought in)\b/.test(q))
    return [rev[0]!.i];
  return [];
}

function wholeBusiness(
  s: Sites,
  q: string,
  options: AnswerOptions,
  refuse: (why: string) => Answer,
): Answer | undefined {
  if (
    /\b(?:19|20)\d\d\b|\b(?:q[1-4]|quarter|week|average monthly|per month|monthly average|growth|grow|change|compare|vs|versus|%|percent|percentage|share|margin)\b/.test(
      q,
    )
  )
    return undefined;
  const ts = siteTables(s);
  if (!ts) return undefined;
  q = lastMonthNamed(q, s, options);
  const t0 = ts[0]!.t;
  const cols = columnNamed(t0, q);
  const months = [...q.matchAll(new RegExp(MONTH.source, 'g'))].map((m) => m[1]!.slice(0, 3));
  if (THIS_YEAR.test(q)) {
    const year = options.now?.getUTCFullYear();
    if (s.year === undefined || year === undefined || s.year !== year) return undefined;
  }
  const money = (i: number) => cellStyle(t0, ts[0]!.t.rows[ts[0]!.total]!.cells[i]);
  // a site without the month (opened later) took nothing that month: 0, and no part cited
  const sumAt = (row: (x: SiteTable) => number | undefined, ci: number): Dec[] | undefined => {
    const vs = ts.map((x) => {
      const i = row(x);
      if (i === undefined) return decFromInt(0);
      return cellNumber(x.t.rows[i]?.cells[ci]) ?? (x.t.rows[i] ? decFromInt(0) : undefined);
    });
    return vs.some((v) => v === undefined) ? undefined : (vs as Dec[]);
  };
  const parts = (ci: number, row: (x: SiteTable) => number | undefined, vals: Dec[]) =>
    ts.flatMap((x, i) => {
      const at = row(x);
      return at === undefined
        ? []
        : [
            figureOf(x.t, `${x.sheet.name}: ${t0.columns[ci]!.label}`, vals[i]!, money(ci), [
              { r: x.t.rows[at]!.r, c: x.t.columns[ci]!.c },
            ]),
          ];
    });
  const sources = (figs: AnswerFigure[]) =>
    `Sources: ${figs.map((f) => `sheet '${f.source.sheet}' ${f.source.range}`).join('; ')}.`;
  const rank =
    /\b(best|worst|busiest|quietest|strongest|weakest|slowest|biggest|highest|lowest|top) month\b|\bwhich month\b.*\b(most|least|highest|lowest|best|worst)\b/.exec(
      q,
    );
  if (rank) {
    if (months.length) return undefined;
    let ci = cols.length === 1 ? cols[0]! : -1;
    if (cols.length === 0) {
      const rev = t0.columns.findIndex((c, i) => i > 0 && REVENUE_WORD.test(c.label.trim()));
      // after blind-41: "Cash sales | Card sales | Total sales": the sales are their total
      ci =
        rev >= 0
          ? rev
          : t0.columns.findIndex(
              (c, i) =>
                i > 0 && /^total (sales|revenue|takings|turnover|income)\b/i.test(c.label.trim()),
            );
    }
    if (ci < 0) return undefined;
    const w = rank[1] ?? rank[2]!;
    const max = /best|busiest|strongest|biggest|highest|top|most/.test(w);
    const keys = siteMonths(ts);
    const sums = keys.map((k) => sumAt((x) => x.months.get(k), ci));
    if (sums.some((v) => !v)) return undefined;
    const tot = sums.map((v) => decSum(v!));
    let best = 0;
    for (let i = 1; i < tot.length; i++) {
      const c = decCmp(tot[i]!, tot[best]!);
      if (max ? c > 0 : c < 0) best = i;
    }
    if (tot.some((v, i) => i !== best && decCmp(v, tot[best]!) === 0))
      return refuse('two months share that figure over the sites; name the month');
    const k = keys[best]!;
    const row = (x: SiteTable) => x.months.get(k);
    const holder = ts.find((x) => x.months.has(k))!;
    const label = cellText(holder.t.rows[row(holder)!]!.cells[0]) ?? k;
    const ps = parts(ci, row, sums[best]!);
    const fig = {
      ...ps[0]!,
      label: `${max ? 'Highest' : 'Lowest'} ${t0.columns[ci]!.label} over all ${ts.length} sheets`,
      display: formatValue(tot[best]!, money(ci)),
      at: label,
    };
    return {
      text: `The ${max ? 'best' : 'worst'} month for the business as a whole (${t0.columns[ci]!.label} added over ${ts.map((x) => x.sheet.name).join(', ')}) is ${label}: ${fig.display} (${ps.map((p) => `${p.label.split(':')[0]} ${p.display}`).join(' + ')}).\n${sources(ps)}`,
      figures: [fixValue(fig, tot[best]!), ...ps],
      refused: false,
      kind: max ? 'max' : 'min',
    };
  }
  const per = /\b([a-z ]+?) per ([a-z]+?)s?\b/.exec(q);
  if (per) {
    const a = columnNamed(t0, per[1]!);
    const b = columnNamed(t0, per[2]!.replace(/s$/, '') + 's');
    const b1 = b.length ? b : columnNamed(t0, per[2]!);
    if (a.length !== 1 || b1.length !== 1 || months.length) return undefined;
    const av = sumAt((x) => x.total, a[0]!);
    const bv = sumAt((x) => x.total, b1[0]!);
    if (!av || !bv) return undefined;
    const den = decSum(bv);
    if (decSign(den) <= 0) return undefined;
    const v = decDiv(decSum(av), den, 2)!;
    const ps = [...parts(a[0]!, (x) => x.total, av), ...parts(b1[0]!, (x) => x.total, bv)];
    const la = t0.columns[a[0]!]!.label;
    const lb = t0.columns[b1[0]!]!.label;
    const fig = fixValue(
      {
        ...ps[0]!,
        label: `${la} per ${lb}, all ${ts.length} sheets`,
        display: formatValue(v, money(a[0]!)),
      },
      v,
    );
    return {
      text: `${la} per ${lb} for the business as a whole: ${fig.display} (${formatValue(decSum(av), money(a[0]!))} ÷ ${formatValue(den, money(b1[0]!))}, the ${ts.length} sheets' Totals added).\n${sources(ps)}`,
      figures: [fig, ...ps],
      refused: false,
      kind: 'ratio',
    };
  }
  if (cols.length !== 1) return undefined;
  if (/\b(average|mean|how many times|count|number of)\b/.test(q) && !/\bhow many\b/.test(q))
    return undefined;
  const ci = cols[0]!;
  const label = t0.columns[ci]!.label;
  if (months.length > 1) return undefined;
  const row = months.length
    ? (x: SiteTable) => x.months.get(months[0]!)
    : (x: SiteTable) => x.total;
  const holder = ts.find((x) => row(x) !== undefined);
  if (!holder) return undefined;
  const vals = sumAt(row, ci);
  if (!vals) return undefined;
  const sum = decSum(vals);
  const ps = parts(ci, row, vals);
  const when = months.length ? `, ${cellText(holder.t.rows[row(holder)!]!.cells[0])}` : '';
  if (!months.length) {
    // the Summary's all-sites cell of the same column, when it has one, must agree
    const si = s.summary?.columns.findIndex((c) => norm(c.label) === norm(label)) ?? -1;
    const cell = s.summary && si >= 0 ? cellNumber(s.summary.rows[s.all]!.cells[si]) : undefined;
    if (s.summary && cell !== undefined) {
      if (decCmp(decAbs(decSub(cell, sum)), decParse('0.01')!) > 0)
        return refuse(
          `the site sheets' ${label} totals do not add up to the summary's total row; I cannot tell which to trust`,
        );
      const fig = figureOf(
        s.summary,
        `${label}, all ${ts.length} sheets`,
        cell,
        cellStyle(s.summary, s.summary.rows[s.all]!.cells[si]),
        [{ r: s.summary.rows[s.all]!.r, c: s.summary.columns[si]!.c }],
      );
      return sourcedAnswer(
        fig,
        `${label} for the business as a whole: ${fig.display} (the summary's total row; ${ps.map((p) => `${p.label.split(':')[0]} ${p.display}`).join(' + ')}).`,
        'total',
        ps,
      );
    }
  }
  const fig = fixValue(
    {
      ...ps[0]!,
      label: `${label}${when}, all ${ts.length} sheets`,
      display: formatValue(sum, money(ci)),
    },
    sum,
  );
  return {
    text: `${label}${when} for the business as a whole: ${fig.display} (${ps.map((p) => `${p.label.split(':')[0]} ${p.display}`).join(' + ')}).\n${sources(ps)}`,
    figures: [fig, ...ps],
    refused: false,
    kind: months.length ? 'lookup' : 'total',
  };
}

const fixValue = (f: AnswerFigure, v: Dec): AnswerFigure => ({ ...f, value: decToString(v) });

/** "last month" is the month before today's, named, when the site sheets are of that year. */
export function lastMonthNamed(q: string, s: Sites, options: AnswerOptions): string {
  if (!/\blast month\b/.test(q) || !options.now) return q;
  const m = options.now.getUTCMonth() - 1;
  const year = options.now.getUTCFullYear() - (m < 0 ? 1 : 0);
  if (s.year !== year) return q;
  return q.replace(/\blast month\b/, `in ${MONTH3[(m + 12) % 12]!}`);
}
