/**
 * Pass 42 (W3): a subscriptions tracker (`Tool | What for | Billing | Price $ | Monthly equiv $
 * | Annual cost $ | Renews | Card | Status`) whose Status holds Active and Cancelled rows (a
 * Cancelled section below). What we pay for is the Active rows:
 * - "what do our subscriptions cost a month" is Σ the monthly column ("a year", "per year",
 *   "annual": the annual column) over Active rows; a card named ("on the amex") keeps its rows
 *   (never the Renews year);
 * - "how many tools are we paying for" counts the Active rows;
 * - "priciest subscription" / "cheapest active tool" is the tool with the largest (smallest)
 *   annual cost (the monthly column when there is no annual one) among Active rows.
 * Pass 46 (W3, L5):
 * - a tool named ("what does Riverside cost us a year": the row "Riverside.fm") is that row's
 *   monthly or annual cost, never every active row added; a name that is in no row is refused;
 * - "how much is due on annual plans renewing in january" is Σ Price over the Active rows
 *   billed Annual whose Renews date is in that month (the next January after today, unless a
 *   year is named);
 * - "what were the cancelled ones costing us a year" is Σ the annual (monthly) column over the
 *   Cancelled rows;
 * - "total of the monthly-billed ones each month" is Σ Price over the Active rows billed
 *   Monthly (annual-billed: Σ Price of the Annual rows, a year).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decFromInt, decSum } from './decimal';
import { PLAIN } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { nameTokens, rowsNamed } from './row-names';
import { plainQuestion } from './text';

const ITEM =
  /^(tool|tools|subscription|subscriptions|service|app|software|product|platform|vendor|name)$/i;
const MONTHLY = /\b(monthly|per month|a month|\/ ?mo(nth)?|pcm|month)\b/i;
const ANNUAL = /\b(annual(ly)?|yearly|per year|a year|\/ ?yr|p\.?a\.?|year)\b/i;
const CARD = /^(card|paid (with|by|on)|payment (method|card)|account)$/i;
const BILLING = /^(billing|billed|billing (?:cycle|period|frequency)|frequency|cycle|term|plan)$/i;
const RENEWS =
  /^(renews?|renewal(?: date)?|renews on|next renewal|next (?:billing|payment|charge)(?: date)?)$/i;
const PRICE = /^(price|cost|amount|fee|charge)\b/i;
const STOPPED = /^(cancel+ed|ended|paused|stopped|lapsed)$/;

interface Tracker {
  t: Table;
  item: number;
  status: number;
  active: Row[];
  /** pass 46: every row with a name (Active, Cancelled …) */
  all: Row[];
  monthly?: number;
  annual?: number;
  card?: number;
  billing?: number;
  renews?: number;
  price?: number;
  /** pass 46: what the tool is for ("Editing", "Music licences"), a name for it too */
  what?: number;
}

function tracker(wb: Workbook): Tracker | undefined {
  const found: Tracker[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const idx = (re: RegExp, ok: (c: Column) => boolean = () => true): number[] =>
        t.columns.flatMap((c, i) => (re.test(c.label.trim()) && ok(c) ? [i] : []));
      const item = idx(ITEM);
      const status = idx(/^status$/i);
      if (item.length !== 1 || status.length !== 1) continue;
      const data = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[item[0]!]));
      const st = (r: Row) => (cellText(r.cells[status[0]!]) ?? '').trim().toLowerCase();
      if (!data.some((r) => st(r) === 'active')) continue;
      if (!data.some((r) => STOPPED.test(st(r)))) continue;
      const num = (c: Column) => c.type === 'money' || c.type === 'number';
      const monthly = idx(MONTHLY, num);
      const annual = idx(ANNUAL, num);
      const card = idx(CARD);
      const billing = idx(BILLING, (c) => c.type === 'text');
      const renews = idx(RENEWS, (c) => c.type === 'date');
      const price = idx(PRICE, num).filter((i) => !monthly.includes(i) && !annual.includes(i));
      const what = idx(
        /^(what for|purpose|used for|what it'?s for|use)$/i,
        (c) => c.type === 'text',
      );
      if (monthly.length > 1 || annual.length > 1) continue;
      if (!monthly.length && !annual.length) continue;
      found.push({
        t,
        item: item[0]!,
        status: status[0]!,
        active: data.filter((r) => st(r) === 'active'),
        all: data,
        ...(billing.length === 1 ? { billing: billing[0] } : {}),
        ...(renews.length === 1 ? { renews: renews[0] } : {}),
        ...(price.length === 1 ? { price: price[0] } : {}),
        ...(what.length === 1 ? { what: what[0] } : {}),
        ...(monthly.length ? { monthly: monthly[0] } : {}),
        ...(annual.length ? { annual: annual[0] } : {}),
        ...(card.length === 1 ? { card: card[0] } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const COST =
  /\b(cost|costs|costing|spend|spending|spent|pay|paying|goes? on|go on|going on|outlay|bill)\b.*?\b(?:a|per|each|every) (month|year|annum)\b|\b(monthly|annual|yearly) (?:cost|spend|bill|total)\b/;
const COUNT =
  /^how many (?:tools|subscriptions|apps|services|things|software (?:tools|subscriptions)|platforms)\b.*\b(?:pay(?:ing)? for|have|active|subscribed|use|using|on)\b/;
const RANK =
  /\b(priciest|most expensive|dearest|costliest|biggest|cheapest|least expensive|smallest)( active)?(?: (monthly|annual|yearly)(?:[- ]billed)?)? (?:subscription|tool|app|service|software|platform|one|plan)\b/;
// pass 46: "which card pays for the most": the Active rows' annual cost added by card
const CARD_RANK =
  /^(?:which|what) card (?:pays for|is charged|gets charged|carries|has|covers|takes|is used for|do we use for) (?:the )?(most|least)(?: (?:subscriptions|money|spend|cost|of them))?$|^which card (?:do we|are we) (?:spend|spending|pay|paying|put|putting|charge|charging) (?:the )?(most|least) (?:on|to|through)(?: it)?$/;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_IN =
  /\b(?:in|for|during|over|this|next|coming) (jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?: (20\d\d))?\b/;
const RENEWING = /\b(renew\w*|up for renewal|falls? due|due|coming up|charged|billed|hit)\b/;
const ANNUAL_PLANS =
  /\b(annual|annually|yearly|annual[- ]billed|yearly[- ]billed|billed (?:annually|yearly))\b/;
const CANCELLED =
  /\b(?:cancel+ed|cancel+ing|lapsed|stopped|dropped)\b(?: (?:ones?|subscriptions?|tools?|apps?|services?|plans?))?|\b(?:ones|subscriptions|tools|apps|services|plans) (?:we|that we|i) (?:cancel+ed|stopped|dropped)\b/;
const CANCEL_COST =
  /\b(cost|costs|costing|spend|spending|spent|pay|paying|paid|charging|set us back|save|saved|saving)\b/;
const PER_PERIOD =
  /\b(?:a|per|each|every|the) (month|year|annum)\b|\b(monthly|annual(?:ly)?|yearly)$/;
const BILLED =
  /\b(monthly|annual(?:ly)?|yearly)[- ](?:billed|billing|plans?|ones|subscriptions|tools|apps|services)\b|\b(?:billed|paid|charged) (monthly|annually|yearly|every month|every year|each month|each year)\b|\bon (monthly|annual|yearly) (?:billing|plans?)\b/;
const isAnnualBilling = (v: string | undefined) =>
  /^(annual(?:ly)?|yearly|year|per year|12 months?|p\.?a\.?)$/i.test(v?.trim() ?? '');
const isMonthlyBilling = (v: string | undefined) =>
  /^(monthly|month|per month|mthly|pcm)$/i.test(v?.trim() ?? '');

/** Words of a cost question that name no tool. */
const COST_WORDS = new Set(
  nameTokens(
    'what does do did is are was were will would be the our us we a an per each every month year annum cost costs costing spend spending spent pay paying paid on for how much total in go goes going outlay bill monthly annual annually yearly subscription tool app software service platform all altogether together combined currently now right active it its of to me my i card come comes coming to sum set back charge charged',
  ),
);

const monthOf = (cell: Row['cells'][number] | undefined): { y: number; m: number } | undefined =>
  cell && typeof cell === 'object' && !Array.isArray(cell) && 'd' in cell
    ? { y: Number(cell.d.slice(0, 4)), m: Number(cell.d.slice(5, 7)) }
    : undefined;

export function subscriptionTrackerAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question);
  const own = ownRowsAnswer(wb, q, refuse, now);
  if (own) return own;
  const cost = COST.exec(q);
  const count = cost ? undefined : COUNT.exec(q);
  const rank = cost || count ? undefined : RANK.exec(q);
  if (!cost && !count && !rank) return undefined;
  const k = tracker(wb);
  if (!k) return undefined;
  const { t } = k;
  const label = (i: number) => t.columns[i]!.label;
  const itemOf = (r: Row) => cellText(r.cells[k.item])!;
  if (count) {
    const fig = figureOf(
      t,
      `${label(k.item)} rows with ${label(k.status)} Active`,
      decFromInt(k.active.length),
      PLAIN,
      k.active.map((r) => ({ r: r.r, c: t.columns[k.status]!.c })),
    );
    return sourcedAnswer(
      fig,
      `We are paying for ${k.active.length} (the rows whose ${label(k.status)} is Active; cancelled ones left out).`,
      'count',
    );
  }
  if (cost) {
    const month = (cost[2] ?? cost[3]) === 'month' || cost[3] === 'monthly';
    const col = month ? k.monthly : k.annual;
    if (col === undefined)
      return refuse(
        `the table has no ${month ? 'monthly' : 'annual'} column; it has ${label((k.monthly ?? k.annual)!)}`,
      );
    let rows = k.active;
    let on = '';
    // pass 46 (W3): a tool named is that row's cost, never every active row added
    const cards = new Set(
      k.card === undefined
        ? []
        : k.all.flatMap((r) => nameTokens(cellText(r.cells[k.card!]) ?? '')),
    );
    const left = nameTokens(q).filter((w) => !COST_WORDS.has(w) && !cards.has(w));
    if (left.length) {
      const named =
        rowsNamed(k.all, [k.item], left.join(' ')) ??
        (k.what !== undefined ? rowsNamed(k.all, [k.item, k.what], left.join(' ')) : undefined);
      if (!named)
        return refuse(
          `I could not find '${left.join(' ')}' among the ${label(k.item)} rows (${k.all.map(itemOf).join(', ')})`,
        );
      if (named.length > 1) return refuse(`that fits ${named.map(itemOf).join(', ')}; which one?`);
      const row = named[0]!;
      const v = cellNumber(row.cells[col]);
      if (!v) return undefined;
      const status = cellText(row.cells[k.status]) ?? '';
      const fig = figureOf(
        t,
        `${label(col)} for ${itemOf(row)}`,
        v,
        cellStyle(t, row.cells[col]),
        [{ r: row.r, c: t.columns[col]!.c }],
        itemOf(row),
      );
      return sourcedAnswer(
        fig,
        `${itemOf(row)} costs ${fig.display} ${month ? 'a month' : 'a year'} (${label(col)}${/^active$/i.test(status) ? '' : `; its ${label(k.status)} is ${status}`}).`,
        'lookup',
      );
    }
    if (k.card !== undefined) {
      const cards = [
        ...new Set(rows.map((r) => cellText(r.cells[k.card!])?.trim()).filter(Boolean)),
      ];
      const named = cards.filter((c) => new RegExp(`\\b${c!.toLowerCase()}\\b`).test(q));
      if (named.length > 1) return refuse(`the question names several cards (${named.join(', ')})`);
      if (named.length === 1) {
        rows = rows.filter((r) => cellText(r.cells[k.card!])?.trim() === named[0]);
        on = ` on ${named[0]}`;
      }
    }
    const vals: Dec[] = rows.map((r) => cellNumber(r.cells[col]) ?? decFromInt(0));
    const fig = figureOf(
      t,
      `${label(col)}, Active${on}, total`,
      decSum(vals),
      cellStyle(t, rows[0]?.cells[col]),
      rows.map((r) => ({ r: r.r, c: t.columns[col]!.c })),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} ${month ? 'a month' : 'a year'}${on} (${label(col)} added over ${rows.length} active rows; cancelled ones left out).`,
      'total',
    );
  }
  let col = k.annual ?? k.monthly!;
  const max = /priciest|most|dearest|costliest|biggest/.test(rank![1]!);
  // pass 46: "the most expensive monthly subscription" ranks the Active rows billed Monthly
  let pool = k.active;
  if (rank![3]) {
    if (k.billing === undefined) return undefined;
    const monthly = /month/.test(rank![3]);
    pool = k.active.filter((r) => {
      const b = cellText(r.cells[k.billing!]);
      return monthly ? isMonthlyBilling(b) : isAnnualBilling(b);
    });
    if (pool.length < 2) return undefined;
    col = (k.price ?? (monthly ? k.monthly : k.annual))!;
    if (col === undefined) return undefined;
  }
  const vals = pool.map((r) => cellNumber(r.cells[col]));
  if (vals.some((v) => !v)) return undefined;
  let best = 0;
  for (let i = 1; i < vals.length; i++) {
    const c = decCmp(vals[i]!, vals[best]!);
    if (max ? c > 0 : c < 0) best = i;
  }
  if (vals.some((v, i) => i !== best && decCmp(v!, vals[best]!) === 0))
    return refuse(`several active rows tie on ${label(col)}`);
  const row = pool[best]!;
  const fig = figureOf(
    t,
    `${max ? 'Highest' : 'Lowest'} ${label(col)}, Active`,
    vals[best]!,
    cellStyle(t, row.cells[col]),
    [{ r: row.r, c: t.columns[col]!.c }],
    itemOf(row),
  );
  return sourcedAnswer(
    fig,
    `${itemOf(row)} is the ${max ? 'priciest' : 'cheapest'} active one: ${fig.display} (${label(col)}).`,
    max ? 'max' : 'min',
  );
}

/** Σ a column over some rows, as one figure. */
function rowsTotal(
  k: Tracker,
  rows: Row[],
  col: number,
  label: string,
): ReturnType<typeof figureOf> {
  const vals: Dec[] = rows.map((r) => cellNumber(r.cells[col]) ?? decFromInt(0));
  return figureOf(
    k.t,
    label,
    decSum(vals),
    cellStyle(k.t, rows[0]?.cells[col]),
    rows.map((r) => ({ r: r.r, c: k.t.columns[col]!.c })),
  );
}

/**
 * Pass 46 (L5): annual plans renewing in a month, the cancelled rows' cost, the monthly-billed
 * (annual-billed) rows' price.
 */
function ownRowsAnswer(
  wb: Workbook,
  q: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const inMonth = MONTH_IN.exec(q);
  const renewing = inMonth && RENEWING.test(q) && ANNUAL_PLANS.test(q);
  // no period named ("what were the cancelled ones costing"): a year, the month named too
  const cancelled =
    !renewing && CANCELLED.test(q) && CANCEL_COST.test(q)
      ? (PER_PERIOD.exec(q) ?? (Object.assign([''], { index: 0, input: q }) as RegExpExecArray))
      : undefined;
  const billed = !renewing && !cancelled && !RANK.test(q) ? BILLED.exec(q) : undefined;
  const cardRank = !renewing && !cancelled && !billed ? CARD_RANK.exec(q) : undefined;
  if (!renewing && !cancelled && !billed && !cardRank) return undefined;
  const k = tracker(wb);
  if (!k) return undefined;
  const { t } = k;
  const label = (i: number) => t.columns[i]!.label;
  const st = (r: Row) => (cellText(r.cells[k.status]) ?? '').trim().toLowerCase();
  const bill = (r: Row) => (k.billing === undefined ? undefined : cellText(r.cells[k.billing]));
  if (renewing) {
    if (k.billing === undefined || k.renews === undefined) return undefined;
    const col = k.price ?? k.annual;
    if (col === undefined) return undefined;
    const m = MONTHS.findIndex((x) => x.startsWith(inMonth[1]!.slice(0, 3))) + 1;
    const annual = k.active.filter((r) => isAnnualBilling(bill(r)));
    const inM = annual.filter((r) => monthOf(r.cells[k.renews!])?.m === m);
    let year = inMonth[2] ? Number(inMonth[2]) : undefined;
    if (year === undefined) {
      const years = [...new Set(inM.map((r) => monthOf(r.cells[k.renews!])!.y))];
      if (now) {
        const y0 = now.getUTCFullYear();
        year = m > now.getUTCMonth() + 1 ? y0 : y0 + 1;
      } else if (years.length <= 1) year = years[0];
      else
        return refuse(
          `annual plans renew in ${MONTHS[m - 1]} of ${years.join(' and ')}; which year?`,
        );
    }
    const rows = inM.filter((r) => monthOf(r.cells[k.renews!])!.y === year);
    const monthName = `${MONTHS[m - 1]![0]!.toUpperCase()}${MONTHS[m - 1]!.slice(1)} ${year}`;
    if (!rows.length) {
      const fig = figureOf(
        t,
        `${label(col)}, Active annual plans renewing ${monthName}`,
        decFromInt(0),
        cellStyle(t, annual[0]?.cells[col]),
        annual.length
          ? annual.map((r) => ({ r: r.r, c: t.columns[k.renews!]!.c }))
          : [{ r: k.active[0]!.r, c: t.columns[k.renews]!.c }],
      );
      return sourcedAnswer(
        fig,
        `Nothing: no active annual plan renews in ${monthName} (${label(k.renews)}).`,
        'total',
      );
    }
    const fig = rowsTotal(k, rows, col, `${label(col)}, Active annual plans renewing ${monthName}`);
    const names = rows.map((r) => cellText(r.cells[k.item])).join(', ');
    return sourcedAnswer(
      fig,
      `${fig.display} falls due in ${monthName} on ${rows.length} annual plan${rows.length === 1 ? '' : 's'} (${names}; ${label(col)} of the Active rows billed Annual whose ${label(k.renews)} is in ${monthName}).`,
      'total',
    );
  }
  if (cancelled) {
    const noPeriod = !cancelled[1] && !cancelled[2];
    const month = (cancelled[1] ?? cancelled[2]) === 'month' || cancelled[2] === 'monthly';
    const col = month ? k.monthly : (k.annual ?? (noPeriod ? k.monthly : undefined));
    if (col === undefined) return undefined;
    const rows = k.all.filter((r) => STOPPED.test(st(r)));
    if (!rows.length) return undefined;
    const fig = rowsTotal(k, rows, col, `${label(col)}, ${label(k.status)} not Active, total`);
    const perMonth =
      noPeriod && col === k.annual && k.monthly !== undefined
        ? `; ${rowsTotal(k, rows, k.monthly, '').display} a month`
        : '';
    const per = col === k.monthly ? 'a month' : 'a year';
    return sourcedAnswer(
      fig,
      `The cancelled ones were costing ${fig.display} ${per} (${label(col)} added over ${rows.length} rows: ${rows.map((r) => cellText(r.cells[k.item])).join(', ')}${perMonth}).`,
      'total',
    );
  }
  if (cardRank) {
    const col = k.annual ?? k.monthly;
    if (k.card === undefined || col === undefined) return undefined;
    const most = (cardRank[1] ?? cardRank[2]) === 'most';
    const by = new Map<string, Row[]>();
    for (const r of k.active) {
      const c = cellText(r.cells[k.card]);
      if (c) by.set(c, [...(by.get(c) ?? []), r]);
    }
    const es = [...by.entries()].map(([c, rows]) => ({
      c,
      rows,
      v: decSum(rows.map((r) => cellNumber(r.cells[col]) ?? decFromInt(0))),
    }));
    if (es.length < 2) return undefined;
    es.sort((a, b) => (most ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
    if (decCmp(es[0]!.v, es[1]!.v) === 0) return refuse(`the cards tie on ${label(col)}`);
    const fig = figureOf(
      t,
      `${label(col)}, Active, ${es[0]!.c}`,
      es[0]!.v,
      cellStyle(t, es[0]!.rows[0]!.cells[col]),
      es[0]!.rows.map((r) => ({ r: r.r, c: t.columns[col]!.c })),
      es[0]!.c,
    );
    return sourcedAnswer(
      fig,
      `${es[0]!.c} pays for the ${most ? 'most' : 'least'}: ${fig.display} (${label(col)} of its ${es[0]!.rows.length} active rows; ${es
        .slice(1)
        .map(
          (e) =>
            `${e.c} ${figureOf(t, '', e.v, cellStyle(t, e.rows[0]!.cells[col]), [{ r: e.rows[0]!.r, c: t.columns[col]!.c }]).display}`,
        )
        .join(', ')}; cancelled ones left out).`,
      most ? 'max' : 'min',
    );
  }
  if (k.billing === undefined) return undefined;
  const b = (billed![1] ?? billed![2] ?? billed![3])!;
  const monthlyRows = /month/.test(b);
  const rows = k.active.filter((r) =>
    monthlyRows ? isMonthlyBilling(bill(r)) : isAnnualBilling(bill(r)),
  );
  if (!rows.length) return undefined;
  // the price of a monthly-billed row is what it costs a month; asked "a year" it is the
  // annual column (12 × the price), never the price
  const per = PER_PERIOD.exec(q);
  const askedYear = per ? /year|annum|annual/.test(per[1] ?? per[2]!) : false;
  const askedMonth = per ? /month/.test(per[1] ?? per[2]!) : false;
  let col = k.price;
  if (monthlyRows && askedYear) col = k.annual;
  if (!monthlyRows && askedMonth) col = k.monthly;
  if (col === undefined) return undefined;
  const fig = rowsTotal(
    k,
    rows,
    col,
    `${label(col)}, Active ${monthlyRows ? 'monthly' : 'annual'}-billed, total`,
  );
  const period =
    col === k.price ? (monthlyRows ? 'a month' : 'a year') : askedYear ? 'a year' : 'a month';
  return sourcedAnswer(
    fig,
    `${fig.display} ${period} (${label(col)} added over the ${rows.length} active rows billed ${monthlyRows ? 'Monthly' : 'Annual'}).`,
    'total',
  );
}
