/**
 * Issue 13, pass 52 (L5, G2): VAT return workings kept with a rate column and the return's boxes
 * (an Irish VAT3: `| VAT rate | Sep-26 net € | Oct-26 net € | Net for period € | VAT € | Gross €`,
 * a SALES heading over lines at 23% / 13.5% / 0% and Total sales, a PURCHASES heading over lines
 * and Total purchases, then box rows "T1 VAT on sales", "T2 VAT on purchases", "T3 Net payable",
 * "E1 Intra-EU supplies of goods", "E2 …" with their figure in the VAT column). Owners ask:
 * - what VAT we owe / pay / the VAT bill: T3 (checked against T1 − T2), a repayment said so;
 * - what we can claim back / reclaim / input VAT / VAT on purchases: T2; VAT on sales / output
 *   VAT / charged: T1;
 * - sales (or purchases) ex VAT / net / before VAT: the Total row's Net for period (a month
 *   named: its month's net column); incl VAT / gross: its Gross;
 * - the biggest purchase (sales) line: the section's line with the largest Net for period;
 * - what we sold to the EU (EU sales, intra-EU supplies): E1, the EU sales line named beside;
 *   bought from the EU: E2;
 * - what share of sales were at 23%: Σ Net of the sales lines at that rate ÷ Total sales Net;
 *   how much was at 23% / zero-rated: that Σ;
 * - VAT on a line named ("vat on packaging"): its VAT cell; its rate ("what rate is food"):
 *   the rate cell, in percent.
 * The rate column is never added and never the answer to an amount (G2: "vat on sales" had
 * added the rates, "vat on packaging" answered the rate).
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
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
import { formatValue, PERCENT, PLAIN } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_KEYS, MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { TAX_NAMES } from './tax-names';
import { normalizeText, plainQuestion } from './text';

const TAX = `(?:${TAX_NAMES.join('|')}|tax)`;
const label = (r: Row): string => (r.label ?? '').trim();

interface Workings {
  t: Table;
  rate: number;
  net: number;
  months: number[];
  vat: number;
  gross: number;
  sales: Row[];
  purchases: Row[];
  totalSales?: Row;
  totalPurchases?: Row;
  /** box rows by code: T1, T2, T3, E1, E2 … */
  boxes: Map<string, Row>;
}

function findWorkings(wb: Workbook): Workings | undefined {
  const out: Workings[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const cols = t.columns;
    const one = (ok: (c: Column) => boolean): number => {
      const hits = cols.flatMap((c, i) => (ok(c) ? [i] : []));
      return hits.length === 1 ? hits[0]! : -1;
    };
    const rate = one((c) =>
      new RegExp(`^(?:${TAX} )?rate\\b|^rate ?%|^%$`, 'i').test(c.label.trim()),
    );
    const vat = one(
      (c) =>
        new RegExp(`^${TAX}\\b`, 'i').test(c.label.trim()) && !/\brate\b|%$/i.test(c.label.trim()),
    );
    const gross = one((c) => /^gross\b/i.test(c.label.trim()));
    const net = one(
      (c) =>
        !c.period &&
        /^(net for (?:the )?period|net total|total net|period net|net)\b/i.test(c.label.trim()),
    );
    if (rate < 0 || vat < 0 || net < 0) continue;
    const months = cols.flatMap((c, i) => (c.period?.kind === 'month' ? [i] : []));
    const boxes = new Map<string, Row>();
    for (const r of t.rows) {
      const m = /^(T[1-4]|E[1-2]|ES[1-2]|PA1)\b/.exec(label(r));
      if (m && !boxes.has(m[1]!)) boxes.set(m[1]!, r);
    }
    const sectionRows = (re: RegExp): Row[] =>
      t.rows.filter((r) => r.kind === 'data' && r.section && re.test(r.section.trim()));
    const sales = sectionRows(/^(sales|outputs?|supplies|income|turnover)\b/i);
    const purchases = sectionRows(/^(purchases|inputs?|costs|expenses|expenditure)\b/i);
    if (!sales.length || !purchases.length) continue;
    const totalOf = (re: RegExp) => t.rows.find((r) => r.kind === 'total' && re.test(label(r)));
    const ts = totalOf(/^total (sales|outputs?|supplies|income|turnover)\b/i);
    const tp = totalOf(/^total (purchases|inputs?|costs|expenses|expenditure)\b/i);
    out.push({
      t,
      rate,
      net,
      months,
      vat,
      gross,
      sales,
      purchases,
      ...(ts ? { totalSales: ts } : {}),
      ...(tp ? { totalPurchases: tp } : {}),
      boxes,
    });
  }
  return out.length === 1 ? out[0] : undefined;
}

const cell = (w: Workings, r: Row, i: number): Dec | undefined =>
  i < 0 ? undefined : cellNumber(r.cells[i]);
const at = (w: Workings, r: Row, i: number) => ({ r: r.r, c: w.t.columns[i]!.c });
const colName = (w: Workings, i: number): string => w.t.columns[i]!.label.trim();
const near = (a: Dec, b: Dec): boolean => decCmp(decAbs(decSub(a, b)), { m: 5n, s: 2 }) <= 0;

function figOf(
  w: Workings,
  r: Row,
  i: number,
  name?: string,
  when?: string,
): AnswerFigure | undefined {
  const v = cell(w, r, i);
  if (v === undefined) return undefined;
  return figureOf(
    w.t,
    name ?? `${label(r)}, ${colName(w, i)}`,
    v,
    cellStyle(w.t, r.cells[i]),
    [at(w, r, i)],
    when,
  );
}

/** A rate cell in percent points: a fraction (0.23) or a percent format is ×100. */
function ratePoints(w: Workings, r: Row): Dec | undefined {
  const v = cell(w, r, w.rate);
  if (v === undefined) return undefined;
  const percent = cellStyle(w.t, r.cells[w.rate]).kind === 'percent';
  return percent || Number(decToString(v)) <= 1 ? decMul(v, decFromInt(100)) : v;
}

/** The box row's figure (in the VAT column, else its one figure). */
function boxFig(w: Workings, code: string): { fig: AnswerFigure; v: Dec; r: Row } | undefined {
  const r = w.boxes.get(code);
  if (!r) return undefined;
  const i =
    cell(w, r, w.vat) !== undefined
      ? w.vat
      : r.cells.findIndex((c, k) => k > 0 && k !== w.rate && cellNumber(c) !== undefined);
  if (i < 0) return undefined;
  const v = cell(w, r, i)!;
  return { fig: figureOf(w.t, label(r), v, cellStyle(w.t, r.cells[i]), [at(w, r, i)]), v, r };
}

const wordsOf = (s: string): string[] =>
  normalizeText(s)
    .split(/[^a-z0-9]+/)
    .filter((x) => x.length >= 2)
    .map((x) => x.replace(/(?<=[a-z]{3})(?:ies|es|s)$/, ''));

/** The one line of the rows every content word begins a word of. */
function lineOf(rows: Row[], ws: string[]): Row | 'many' | undefined {
  if (!ws.length) return undefined;
  const hits = rows.filter((r) => {
    const lw = wordsOf(label(r));
    return ws.every((x) => lw.some((y) => y.startsWith(x) || (y.length >= 4 && x.startsWith(y))));
  });
  // "taproom food": the line with no other word (Taproom: food), not Taproom food stock
  const whole = hits.filter((r) => wordsOf(label(r)).length === ws.length);
  if (hits.length > 1 && whole.length === 1) return whole[0];
  return hits.length > 1 ? 'many' : hits[0];
}

const FILLER = new Set(
  (
    'what whats how much many is are was were do does did we our us the a an in on of for to at by be ' +
    'have has it its this that from with and or total sum amount figure all line lines item items ' +
    'category categories biggest largest highest most top main smallest lowest least value get ' +
    'net gross ex excl excluding exclusive inc incl including inclusive before after period vat rate ' +
    'charged charge paid pay spend spent buy bought sell sold sale sales purchase purchases cost ' +
    'costs on at tell me show give please period return quarter two months'
  )
    .split(' ')
    .map((x) => x.replace(/(?<=[a-z]{3})(?:ies|es|s)$/, '')),
);

export function vatRateWorkingsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/[’']/g, "'")
    .replace(/\bincl\.|\bexcl\./g, (m) => m.slice(0, -1))
    .replace(/\?/g, '')
    .trim();
  if (
    !/\b(owe|owed|payable)\b/.test(q) &&
    !new RegExp(
      `\\b${TAX}\\b|\\b(sales|purchases?|eu|europe|t[1-3]|e[12]|box|claim|reclaim|zero[- ]rated|rated|rates?|\\d+(?:\\.\\d+)?%)\\b`,
    ).test(q)
  )
    return undefined;
  const w = findWorkings(wb);
  if (!w) return undefined;
  // the return's own period ("for sep-oct", "this period", "this return") only confirms it
  const monthCols = w.months.map((i) => w.t.columns[i]!);
  const MON =
    '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
  const span = new RegExp(`\\b${MON}\\s*(?:-|–|/|to|and|&)\\s*${MON}\\b`).exec(q);
  let body = q
    .replace(
      /\b(?:for |in |over )?(?:this|the|that) (?:period|return|vat period|vat return|taxable period|two months|quarter)\b/g,
      ' ',
    )
    .replace(/\b(?:for|in|over)? ?(?:the )?(?:bi-?monthly )?(?:vat ?3|return)\b/g, ' ');
  let month: Column | undefined;
  if (span) {
    // the period named by its two months must be the workings' two months
    const ms = [span[1]!, span[2]!].map((m) => MONTH_KEYS.findIndex((k) => m.startsWith(k)) + 1);
    const held = monthCols.map((c) => c.period!.index);
    if (held.length && (held.length !== 2 || ms.some((m, i) => m !== held[i])))
      return refuse(
        `the workings are for ${monthCols.map((c) => `${MONTH_NAMES[c.period!.index - 1]} ${c.period!.year}`).join(' and ')}`,
      );
    body = body.replace(span[0], ' ');
  } else {
    const m = new RegExp(`\\b${MON}\\b(?:\\s+(\\d{4}))?`).exec(body);
    if (m && !/\bmay (?:we|i)\b/.test(body)) {
      const mi = MONTH_KEYS.findIndex((k) => m[1]!.startsWith(k)) + 1;
      month = monthCols.find(
        (c) => c.period!.index === mi && (!m[2] || c.period!.year === Number(m[2])),
      );
      if (!month)
        return refuse(
          `the workings hold ${monthCols.map((c) => `${MONTH_NAMES[c.period!.index - 1]} ${c.period!.year}`).join(' and ')} only`,
        );
      body = body.replace(m[0], ' ');
    }
  }
  body = body.replace(/\s+/g, ' ').trim();
  // "what do we owe revenue" (the taxman, ROS, HMRC …) asks the VAT too
  const taxWord =
    new RegExp(`\\b${TAX}\\b`).test(body) ||
    /\b(?:owe|pay|due to) (?:the )?(?:revenue|taxman|ros|hmrc|ird|ato|cra|irs)\b/.test(body);
  const salesW = /\b(sales?|sell|sold|outputs?|turnover|takings|supplies)\b/.test(body);
  const buyW = /\b(purchases?|buy|bought|inputs?|costs?|spend|spent|expenses?)\b/.test(body);
  const monthCol = month ? w.t.columns.indexOf(month) : -1;

  // owe / payable / the bill: T3 (checked against T1 − T2)
  if (
    taxWord &&
    /\b(owe|owed|owing|pay|payable|due|bill|liability|net (?:vat|payable)|hand over)\b/.test(
      body,
    ) &&
    !/\b(on|for) (?:the |our )?(?:sales|purchases|[a-z]+ (?:sales|line))\b/.test(body) &&
    !/\bclaim|reclaim|back\b/.test(body) &&
    !salesW &&
    !buyW
  ) {
    if (month)
      return refuse('the return is for the whole period; the VAT payable is not split by month');
    const t3 = boxFig(w, 'T3');
    const t1 = boxFig(w, 'T1');
    const t2 = boxFig(w, 'T2');
    if (!t3 && !(t1 && t2)) return undefined;
    if (t3 && t1 && t2 && !near(t3.v, decSub(t1.v, t2.v)))
      return refuse(
        `${label(t3.r)} (${t3.fig.display}) is not ${label(t1.r)} less ${label(t2.r)}; check the workings`,
      );
    const fig =
      t3?.fig ??
      figureOf(w.t, `${label(t1!.r)} less ${label(t2!.r)}`, decSub(t1!.v, t2!.v), PLAIN, [
        at(w, t1!.r, w.vat),
        at(w, t2!.r, w.vat),
      ]);
    const v = t3?.v ?? decSub(t1!.v, t2!.v);
    const parts =
      t1 && t2 ? ` (${label(t1.r)} ${t1.fig.display} less ${label(t2.r)} ${t2.fig.display})` : '';
    return sourcedAnswer(
      fig,
      decSign(v) < 0
        ? `No VAT is payable for the period: ${fig.label} is ${fig.display}, a repayment due to us${parts}.`
        : `VAT payable for the period: ${fig.display} (${fig.label})${parts}.`,
      'lookup',
    );
  }
  // claim back / reclaim / input VAT: T2
  if (
    taxWord &&
    (/\b(claim|claim back|reclaim|recover|get back|input)\b/.test(body) ||
      (/\bon (?:our |the )?purchases\b/.test(body) && !/\brate\b/.test(body)))
  ) {
    if (month) return undefined;
    const t2 = boxFig(w, 'T2');
    const fig = t2?.fig ?? (w.totalPurchases ? figOf(w, w.totalPurchases, w.vat) : undefined);
    if (!fig) return undefined;
    return sourcedAnswer(
      fig,
      `VAT we can claim back for the period: ${fig.display} (${fig.label}).`,
      'lookup',
    );
  }
  // output VAT: T1
  if (
    taxWord &&
    (/\b(output|charged?|collected)\b/.test(body) ||
      new RegExp(
        `^(?:(?:what|how much) (?:is |was )?)?(?:the )?(?:total )?${TAX} on (?:our |the )?sales$`,
      ).test(body)) &&
    !/\brate\b/.test(body)
  ) {
    if (month) return undefined;
    const t1 = boxFig(w, 'T1');
    const fig = t1?.fig ?? (w.totalSales ? figOf(w, w.totalSales, w.vat) : undefined);
    if (!fig) return undefined;
    return sourcedAnswer(
      fig,
      `VAT on sales for the period: ${fig.display} (${fig.label}).`,
      'lookup',
    );
  }
  // EU: E1 (sales), E2 (purchases)
  if (/\b(eu|europe|european|intra-eu|intra eu)\b/.test(body)) {
    const code = buyW && !salesW ? 'E2' : salesW && !buyW ? 'E1' : undefined;
    if (!code) return undefined;
    if (month) return undefined;
    const box = w.boxes.get(code);
    const rows = code === 'E1' ? w.sales : w.purchases;
    const euLine = rows.filter((r) => /\b(eu|europe|european|intra)\b/i.test(label(r)));
    const f = box
      ? (() => {
          const i =
            cell(w, box, w.vat) !== undefined
              ? w.vat
              : cell(w, box, w.net) !== undefined
                ? w.net
                : -1;
          return i < 0 ? undefined : figOf(w, box, i, label(box));
        })()
      : euLine.length === 1
        ? figOf(w, euLine[0]!, w.net)
        : undefined;
    if (!f) return undefined;
    const lineNet = euLine.length === 1 ? cell(w, euLine[0]!, w.net) : undefined;
    const named =
      box && euLine.length === 1 && lineNet !== undefined
        ? ` The line ${label(euLine[0]!)} holds ${formatValue(lineNet, PLAIN, 2)} net${near(lineNet, decParse(f.value)!) ? ', the same' : ''}.`
        : '';
    return sourcedAnswer(
      f,
      `${code === 'E1' ? 'Sold to EU customers' : 'Bought from EU suppliers'} in the period: ${f.display} (${f.label}).${named}`,
      'lookup',
    );
  }
  // a share (or amount) of sales at a rate: "what share of our sales were at 23%"
  const rateAsked = /\b(\d+(?:\.\d+)?) ?%|\b(zero)[- ]rated\b|\bat (zero|0)\b/.exec(body);
  if (rateAsked && (salesW || buyW) && !(salesW && buyW)) {
    const pts = rateAsked[2] || rateAsked[3] ? '0' : rateAsked[1]!;
    const rows = salesW ? w.sales : w.purchases;
    const total = salesW ? w.totalSales : w.totalPurchases;
    const col = monthCol >= 0 ? monthCol : w.net;
    const at23 = rows.filter((r) => {
      const p = ratePoints(w, r);
      return p !== undefined && decCmp(p, decParse(pts)!) === 0;
    });
    if (!at23.length)
      return refuse(
        `no ${salesW ? 'sales' : 'purchase'} line is at ${pts}%; the rates held are ${[
          ...new Set(
            rows
              .map((r) => ratePoints(w, r))
              .filter((p): p is Dec => !!p)
              .map((p) => `${decToString(p)}%`),
          ),
        ].join(', ')}`,
      );
    const xs = at23.map((r) => cell(w, r, col));
    if (xs.some((x) => x === undefined)) return undefined;
    const part = decSum(xs as Dec[]);
    const partFig = figureOf(
      w.t,
      `${salesW ? 'Sales' : 'Purchases'} at ${pts}%, ${colName(w, col)}`,
      part,
      cellStyle(w.t, at23[0]!.cells[col]),
      at23.map((r) => at(w, r, col)),
    );
    const share = /\b(share|percent|percentage|proportion|what %|fraction)\b|%\s*of\b/.test(
      body.replace(rateAsked[0], ' '),
    );
    if (!share)
      return sourcedAnswer(
        partFig,
        `${salesW ? 'Sales' : 'Purchases'} at ${pts}% (${colName(w, col)}, ex VAT): ${partFig.display}, over ${at23.length} lines (${at23.map(label).join(', ')}).`,
        'total',
      );
    const whole = total ? cell(w, total, col) : undefined;
    if (!total || whole === undefined || decSign(whole) === 0) return undefined;
    const all = decSum(rows.map((r) => cell(w, r, col)).filter((x): x is Dec => x !== undefined));
    if (!near(all, whole))
      return refuse(
        `the ${salesW ? 'sales' : 'purchase'} lines do not add up to ${label(total)}; check the workings`,
      );
    const pct = decDiv(decMul(part, decFromInt(100)), whole, 2)!;
    const fig = figureOf(
      w.t,
      `${salesW ? 'Sales' : 'Purchases'} at ${pts}% as a % of ${label(total)}`,
      pct,
      PERCENT,
      [...at23.map((r) => at(w, r, col)), at(w, total, col)],
    );
    return sourcedAnswer(
      fig,
      `${fig.display} of ${salesW ? 'sales' : 'purchases'} (${colName(w, col)}, ex VAT) were at ${pts}%: ${partFig.display} (${at23.map(label).join(', ')}) of ${formatValue(whole, PLAIN, 2)} (${label(total)}).`,
      'share',
      [partFig],
    );
  }

  const content = wordsOf(body).filter(
    (x) => !FILLER.has(x) && !/^\d+$/.test(x) && !new RegExp(`^${TAX}$`).test(x),
  );
  // the biggest (smallest) sales or purchase line
  const most = /\b(biggest|largest|highest|most|main|top)\b/.test(body);
  const least = /\b(smallest|lowest|least)\b/.test(body);
  if ((most || least) && most !== least && salesW !== buyW && !content.length) {
    const rows = (salesW ? w.sales : w.purchases).filter((r) => cell(w, r, w.net) !== undefined);
    if (rows.length < 2) return undefined;
    const col = monthCol >= 0 ? monthCol : w.net;
    const sorted = [...rows].sort(
      (a, b) => (most ? -1 : 1) * decCmp(cell(w, a, col)!, cell(w, b, col)!),
    );
    if (decCmp(cell(w, sorted[0]!, col)!, cell(w, sorted[1]!, col)!) === 0)
      return refuse(`${label(sorted[0]!)} and ${label(sorted[1]!)} tie`);
    const top = sorted[0]!;
    const fig = figOf(w, top, col, `${label(top)}, ${colName(w, col)}`, label(top))!;
    return sourcedAnswer(
      fig,
      `${label(top)} is the ${most ? 'biggest' : 'smallest'} ${salesW ? 'sales' : 'purchase'} line: ${fig.display} (${colName(w, col)}, ex VAT); next is ${label(sorted[1]!)} (${formatValue(cell(w, sorted[1]!, col)!, PLAIN, 2)}).`,
      most ? 'max' : 'min',
    );
  }

  // a line named: its VAT, its rate, its net or gross
  if (content.length) {
    const pool =
      salesW && !buyW ? w.sales : buyW && !salesW ? w.purchases : [...w.sales, ...w.purchases];
    const line = lineOf(pool, content);
    if (line === 'many')
      return refuse(`more than one line fits '${content.join(' ')}'; name the line`);
    if (!line) return undefined;
    if (/\brate\b|\bwhat %|\bpercent/.test(body)) {
      const p = ratePoints(w, line);
      if (p === undefined) return undefined;
      const fig = figureOf(
        w.t,
        `${label(line)}, ${colName(w, w.rate)}`,
        p,
        PERCENT,
        [at(w, line, w.rate)],
        label(line),
      );
      return sourcedAnswer(
        fig,
        `${label(line)} is at ${fig.display} VAT (${colName(w, w.rate)}).`,
        'lookup',
      );
    }
    if (month) return undefined;
    const col = taxWord
      ? /\b(gross|inc|incl|including|inclusive)\b/.test(body)
        ? w.gross
        : w.vat
      : /\b(gross|inc|incl|including|inclusive)\b/.test(body)
        ? w.gross
        : w.net;
    if (col < 0) return undefined;
    const fig = figOf(w, line, col);
    if (!fig) return undefined;
    return sourcedAnswer(fig, `${label(line)}: ${colName(w, col)} ${fig.display}.`, 'lookup');
  }

  // sales / purchases ex VAT (net) or incl VAT (gross), the period's or a month's
  if (salesW !== buyW) {
    const total = salesW ? w.totalSales : w.totalPurchases;
    if (!total) return undefined;
    const inc = /\b(gross|inc|incl|including|inclusive|with vat)\b/.test(body);
    const exc = /\b(net|ex|excl|excluding|exclusive|before|without)\b/.test(body);
    if (taxWord && !inc && !exc) return undefined;
    if (inc && month) return undefined;
    const col = inc ? w.gross : monthCol >= 0 ? monthCol : w.net;
    if (col < 0) return undefined;
    const fig = figOf(w, total, col, `${label(total)}, ${colName(w, col)}`);
    if (!fig) return undefined;
    return sourcedAnswer(
      fig,
      `${label(total)}${month ? ` in ${MONTH_NAMES[month.period!.index - 1]} ${month.period!.year}` : ' for the period'}, ${inc ? 'including' : 'excluding'} VAT: ${fig.display} (${colName(w, col)}).${!inc && !exc ? ' This is the net figure, before VAT.' : ''}`,
      'lookup',
    );
  }
  return undefined;
}
