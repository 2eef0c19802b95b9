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
import type { Answer, AnswerOptions } from './answer-types';
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
} from './decimal';
import { PERCENT, formatValue } from './format';
import type { SheetInfo as Sheet, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { oncePer } from './once-per';

type Ask = (wb: Workbook, q: string, options: AnswerOptions) => Answer;

interface Sites {
  summary: Table;
  all: number;
  year?: number;
  sites: Sheet[];
}

const ALL_ROW =
  /^(all|total|all (sites|shops|branches|stores|locations|outlets|stalls|channels)|total (sites|shops|branches|stores|locations))$/i;
const norm = (s: string): string =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const sitesOf = oncePer(readSites);

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

const MONTH =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/;
const THIS_YEAR = /\b(?:so far this year|this year so far|this year|year to date|ytd|so far)\b/;
const ACROSS =
  /\b(?:across|at|for|over|from) (?:all|every|each)(?: (?:the )?(?:\w+ )?)?(?:sites?|shops?|branches|stores?|locations?|outlets?|stalls?|channels?)\b|\b(?:all|every) (?:the )?(?:\w+ )?(?:sites|shops|branches|stores|locations|outlets|stalls|channels)\b(?: together| combined)?/;

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
  let rest = norm(q)
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
