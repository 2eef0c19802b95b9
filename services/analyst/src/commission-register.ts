/**
 * Issue 13, pass 50 (W6, L5): an agents' commission register (`Transfer date | Property |
 * Suburb | Agent | Sale price (R) | Comm % | Commission excl. VAT (R) | VAT 15% (R) | Commission
 * incl. VAT (R) | Agent split | Agent share (R) | Agency share (R)`, a Totals row, a note "Agent
 * share is paid on the excl. VAT commission"). One row a sale; the commission excl. VAT is the
 * sale price × the rate on every row (checked), incl. VAT is excl. + VAT. In the owner's words:
 * - commission is the excl. VAT column (what the agency earns; the VAT is paid over), with the
 *   incl. VAT figure named beside; "top agent by commission" is the agent with the most
 *   commission excl. VAT added over their rows, never the largest Agent split % (W6); "who
 *   earned the most" is the agent share, the commission ranking named when it differs;
 * - "total value of properties sold" (total sales) Σ Sale price; "biggest sale" the largest;
 * - "how much does Thandi get" her Agent share added (first name or full); "agency's share
 *   after agent splits" Σ Agency share; "vat on commission in november" Σ VAT by transfer date;
 * - "commission on 14 Dorp Street": that row's commission (excl., incl. named);
 * - "average commission rate": the mean Comm %, with Σ commission ÷ Σ sale price named.
 * Only on a book with one such register.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { unreadWords } from './asked-words';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  decAbs,
  decCmp,
  decDiv,
  decEq,
  decFromInt,
  decFromNumber,
  decMul,
  decSub,
  decSum,
} from './decimal';
import { PERCENT, PLAIN, formatValue } from './format';
import {
  askedPeriod,
  askedText,
  cite,
  colOf,
  dayText,
  daysOf,
  entryRows,
  headOf,
  isNumeric,
  num,
  periodHeld,
  rowsIn,
  sumOf,
  textAt,
  totalRow,
  valuesNamed,
} from './log-rows';
import type { Row, Table, Workbook } from './model';
import { MONTH_NAMES, isoDate, monthFromWord } from './periods';
import { nameTokens } from './row-names';
import { CLOSED_WORDS, type RowNouns, rowNounsOf } from './row-nouns';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText } from './text';

interface Register {
  t: Table;
  rows: Row[];
  days?: Map<Row, string>;
  price: number;
  rate?: number;
  excl: number;
  incl?: number;
  vat?: number;
  agent?: number;
  split?: number;
  agentShare?: number;
  agencyShare?: number;
  property?: number;
  /** pass 54: a Paid? Y / N column; a quantity sold (kW); the nouns its rows go by */
  paid?: number;
  qty?: number;
  nouns?: RowNouns;
  /** the days are the months of a Month column */
  byMonth?: boolean;
  place: number[];
}

/** pass 54: a Month column written "July 2026" (no date column): each row's month, first day */
function monthDays(t: Table, rows: Row[]): Map<Row, string> | undefined {
  const ci = t.columns.findIndex((c) => /^(month|period)$/.test(headOf(c.label)));
  if (ci < 0) return undefined;
  const out = new Map<Row, string>();
  for (const r of rows) {
    const m = /^([a-z]+)\.? (\d{4})$/.exec(normalizeText(textAt(r, ci)));
    const mo = m ? monthFromWord(m[1]!) : undefined;
    if (!m || !mo) return undefined;
    out.set(r, isoDate(Number(m[2]), mo, 1));
  }
  return out.size ? out : undefined;
}

const PRICE =
  /^(sale price|selling price|price|sold for|sale value|sale amount|purchase price|price achieved|sales price|contract value|deal value|contract amount|deal amount|deal size|contract price|job value)$/;
const RATE =
  /^(comm %|commission %|comm\. %|commission rate|comm rate|rate|fee %|commission \(%\)|%)$/;
const COMM = /\b(commission|comm)\b/;
const EXCL = /\b(excl?|exclusive|ex|before|net|excluding)\b/;
const INCL = /\b(incl?|inclusive|including|gross)\b/;
const VAT = /\b(vat|gst|tax)\b/;
const AGENT =
  /^(agent|agent name|salesperson|sales person|negotiator|consultant|rep|sold by|broker|realtor|associate|sales rep|sales agent|seller|salesman|saleswoman)$/;
// pass 54: a Paid? flag (Y / N) on each row's commission; a quantity sold (System (kW))
const PAID = /^(paid\??|paid out\??|comm(?:ission)? paid\??|paid to rep\??)$/;
const QTY_HEAD = /\b(kw|kwp|kilowatts?|mw)\b/;
const SPLIT = /^(agent split|split|agent %|agent split %|split %|agent's split)$/;
const AGENT_SHARE =
  /^(agent share|agents share|agent's share|agent commission|agent payout|agent portion|to agent|agent's commission|agent earnings)$/;
const AGENCY_SHARE =
  /^(agency share|agencys share|agency's share|company share|office share|agency portion|house share|to agency|agency commission|agency retains|agency's commission|agency keeps)$/;
const PROPERTY = /^(property|address|property address|listing|stand|erf|unit|premises)$/;

const cache = new WeakMap<Workbook, Register | null>();
const near = (a: Dec, b: Dec) => decCmp(decAbs(decSub(a, b)), decFromNumber(0.011)) <= 0;

function theRegister(wb: Workbook): Register | undefined {
  const hit = cache.get(wb);
  if (hit !== undefined) return hit ?? undefined;
  const found: Register[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const price = colOf(t, PRICE, (i) => isNumeric(t, i));
      if (price === undefined) continue;
      const comms = t.columns.flatMap((c, i) => {
        const h = headOf(c.label);
        return isNumeric(t, i) &&
          c.type !== 'percent' &&
          !RATE.test(h) &&
          COMM.test(h) &&
          !/\b(agent|agency)\b/.test(h)
          ? [i]
          : [];
      });
      if (!comms.length) continue;
      const exclHits = comms.filter((i) => EXCL.test(headOf(t.columns[i]!.label)));
      const inclHits = comms.filter(
        (i) => INCL.test(headOf(t.columns[i]!.label)) && !EXCL.test(headOf(t.columns[i]!.label)),
      );
      const plain = comms.filter((i) => !exclHits.includes(i) && !inclHits.includes(i));
      const excl =
        exclHits.length === 1
          ? exclHits[0]
          : comms.length === 1
            ? comms[0]
            : plain.length === 1 && inclHits.length === 1
              ? plain[0]
              : undefined;
      if (excl === undefined) continue;
      const incl = inclHits.length === 1 ? inclHits[0] : undefined;
      const vat = colOf(t, VAT, (i) => isNumeric(t, i) && !comms.includes(i));
      const rows = entryRows(t, [price, excl]);
      if (rows.length < 3) continue;
      const rate = colOf(t, RATE, (i) => isNumeric(t, i));
      // the commission is the price × the rate on every row
      if (rate !== undefined) {
        const pct =
          t.columns[rate]!.type === 'percent' ||
          rows.every((r) => decCmp(num(r, rate), decFromInt(1)) < 0);
        const ok = rows.every((r) => {
          const k = pct ? num(r, rate) : decDiv(num(r, rate), HUNDRED, 8)!;
          return near(decMul(num(r, price), k), num(r, excl));
        });
        if (!ok) continue;
      }
      if (
        incl !== undefined &&
        vat !== undefined &&
        !rows.every((r) => near(decSum([num(r, excl), num(r, vat)]), num(r, incl)))
      )
        continue;
      const text = (i: number) =>
        t.columns[i]!.type === 'text' || t.columns[i]!.role === 'category';
      const agent = colOf(t, AGENT, text);
      const split = colOf(t, SPLIT, (i) => isNumeric(t, i));
      const agentShare = colOf(t, AGENT_SHARE, (i) => isNumeric(t, i));
      const agencyShare = colOf(t, AGENCY_SHARE, (i) => isNumeric(t, i));
      const property = colOf(t, PROPERTY, text);
      const date = t.columns.findIndex((c) => c.role === 'date' || c.type === 'date');
      const days = (date >= 0 ? daysOf(rows, date) : undefined) ?? monthDays(t, rows);
      const paid = colOf(t, PAID, (i) => rows.every((r) => /^(y|n|yes|no)$/i.test(textAt(r, i))));
      const qty = colOf(
        t,
        QTY_HEAD,
        (i) =>
          isNumeric(t, i) && t.columns[i]!.type !== 'money' && t.columns[i]!.type !== 'percent',
      );
      const place = t.columns.flatMap((c, i) => (text(i) && i !== agent ? [i] : []));
      found.push({
        t,
        rows,
        ...(days ? { days } : {}),
        price,
        ...(rate !== undefined ? { rate } : {}),
        excl,
        ...(incl !== undefined ? { incl } : {}),
        ...(vat !== undefined ? { vat } : {}),
        ...(agent !== undefined ? { agent } : {}),
        ...(split !== undefined ? { split } : {}),
        ...(agentShare !== undefined ? { agentShare } : {}),
        ...(agencyShare !== undefined ? { agencyShare } : {}),
        ...(property !== undefined ? { property } : {}),
        ...(paid !== undefined ? { paid } : {}),
        ...(qty !== undefined ? { qty } : {}),
        ...(rowNounsOf(t) ? { nouns: rowNounsOf(t) } : {}),
        ...(date < 0 || !daysOf(rows, date) ? { byMonth: !!days } : {}),
        place,
      });
    }
  const one = found.length === 1 ? found[0]! : null;
  cache.set(wb, one);
  return one ?? undefined;
}

const GRAMMAR =
  'how much many what whats which who whos is are was were do does did have has we our us the a an in on for of to from at by with all total totals altogether overall so far been there its it get gets got getting earn earns earned make made makes bring brings brought take takes took sold sell sale sales property properties house houses home homes deal deals value worth after split splits keep keeps kept left pay paid owe owed due her his their agent agents agency office transfer transfers register'.split(
    ' ',
  );

export function commissionRegisterAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const g = theRegister(wb);
  if (!g) return undefined;
  const { t } = g;
  const lab = (ci: number) => t.columns[ci]!.label;
  const style = (ci: number) =>
    cellStyle(t, g.rows.find((r) => cellNumber(r.cells[ci]))?.cells[ci]);
  const q0 = askedText(question);
  const period = askedPeriod(q0, now, g.days ? [...g.days.values()] : []);
  if (period === null) return undefined;
  if (period && !g.days) return undefined;
  let q = period ? period.rest : q0;
  // pass 54: a sheet of deals asked of a period it does not reach (a forecast) is refused, naming
  // the months it holds
  if (period && g.nouns?.kind === 'deal' && periodHeld(g.days!.values(), period) === 'none') {
    const ds = [...g.days!.values()].sort();
    const name = (d: string) => `${MONTH_NAMES[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
    return refuse(
      `the sheet holds ${g.nouns.many} from ${name(ds[0]!)} to ${name(ds[ds.length - 1]!)}, none in ${period.label}; it holds no forecast`,
    );
  }
  const inP = (rows: Row[]) => (period ? rowsIn(rows, g.days!, period) : rows);
  const when = period ? `, ${period.label}` : '';
  const money = (ci: number, v: Dec, rows: Row[], label = lab(ci), at?: string): AnswerFigure =>
    figureOf(t, label, v, style(ci), cite(t, rows.length ? rows : g.rows, ci), at);
  const known = (extra: string[] = []) => [
    ...GRAMMAR,
    ...extra,
    ...t.columns.flatMap((c) => nameTokens(c.label)),
  ];
  const agentOf = (r: Row) => textAt(r, g.agent);

  // --- an agent named (first name or full): rows of that agent
  let agentRows: Row[] | undefined;
  let agentName = '';
  if (g.agent !== undefined) {
    const names = [...new Set(g.rows.map(agentOf))];
    const hitNames = names.filter((n) => {
      const toks = nameTokens(n);
      return toks.some((w) => w.length > 2 && new RegExp(`\\b${w}s?\\b`).test(q.replace(/'/g, '')));
    });
    if (hitNames.length > 1) return refuse(`that fits ${hitNames.join(', ')}; which agent?`);
    if (hitNames.length === 1) {
      agentName = hitNames[0]!;
      agentRows = g.rows.filter((r) => agentOf(r) === agentName);
      for (const w of nameTokens(agentName)) q = q.replace(new RegExp(`\\b${w}s?\\b`, 'g'), ' ');
      q = q.replace(/\s+/g, ' ').trim();
    }
  }
  // --- a property named: one row
  const propHits = g.property !== undefined ? valuesNamed(q, g.rows, [g.property]) : [];
  const placeHits = valuesNamed(
    q,
    g.rows,
    g.place.filter((c) => c !== g.property),
  );
  const used = [...propHits, ...placeHits].flatMap((n) => n.words);
  // pass 54: a Paid? flag: "still unpaid", "outstanding", "owed" keep its N rows, "paid" its Y
  const paidQ =
    g.paid === undefined
      ? undefined
      : /\b(unpaid|not (?:yet )?(?:been )?paid(?: out)?|still (?:owed|owe|due|outstanding|to (?:be )?pay|to be paid)|outstanding|owing|owed|yet to be paid|(?:havent|have not|hasnt|has not)(?: we| they| yet)*(?: been)? paid|due)\b/.test(
            q,
          )
        ? 'N'
        : /\b(paid|paid out)\b/.test(q)
          ? 'Y'
          : undefined;
  const flagOf = (r: Row) => (/^y/i.test(textAt(r, g.paid)) ? 'Y' : 'N');
  const filtered = (rows: Row[]) => {
    let out = rows;
    if (paidQ) out = out.filter((r) => flagOf(r) === paidQ);
    if (agentRows) out = out.filter((r) => agentRows!.includes(r));
    if (propHits.length) out = out.filter((r) => propHits.some((n) => n.rows.includes(r)));
    if (placeHits.length) out = out.filter((r) => placeHits.some((n) => n.rows.includes(r)));
    return inP(out);
  };
  const whoSaid = [
    agentName,
    ...propHits.map((n) => n.value),
    ...placeHits.map((n) => n.value),
    ...(paidQ ? [`${lab(g.paid!)} ${paidQ}`] : []),
  ]
    .filter(Boolean)
    .join(', ');

  // which measure the words name
  const vatQ =
    /\bvat\b|\bgst\b|\btax\b/.test(q) &&
    !/\b(incl|including|inclusive|excl|excluding|exclusive|before|after|ex)\b/.test(q);
  const agencyQ =
    /\bagency(?:s)?\b|\bthe (?:office|firm|company|house)\b|\bwe keep\b|\bwe kept\b|\bdo we keep\b|\bleft for us\b|\bafter (?:the )?agent(?:s)? split/.test(
      q,
    );
  const agentShareQ =
    !agencyQ &&
    g.agentShare !== undefined &&
    (/\b(agent(?:s)? share|agents? (?:get|gets|got|take|earn|earned|earns)|split|payout)\b/.test(
      q,
    ) ||
      (!!agentRows &&
        /\b(get|gets|got|earn|earned|earns|take home|takes home|paid|owed|owe|due|make|made|makes|share|cut)\b/.test(
          q,
        ) &&
        !/\bcommission\b/.test(q)));
  const saleQ =
    /\b(sales?|sold|sell|sell for|go for|went for|sale price|property value|value of (?:the )?propert(?:y|ies)|worth of (?:the )?propert(?:y|ies)|turnover|selling price)\b/.test(
      q,
    ) && !/\bcommission\b/.test(q);
  const commQ = /\bcommission\b|\bcomm\b|\bfees?\b/.test(q);
  const rateQ = /\b(rate|percent|percentage)\b|%/.test(q) && commQ;

  const deals = g.nouns?.kind === 'deal' ? g.nouns : undefined;
  const nounWords = deals?.words ?? [];

  // --- pass 54: a rate asked of one agent (rep): the Rate on their rows, one value or listed
  if (
    g.rate !== undefined &&
    agentRows &&
    /\b(rate|percent|percentage|cut)\b|%/.test(q) &&
    !/\b(average|avg|mean|typical|overall|effective|blended)\b/.test(q)
  ) {
    if (
      unreadWords(
        q,
        known(['rate', 'percent', 'percentage', 'cut', 'commission', 'comm', 'on', ...nounWords]),
      ).length
    )
      return undefined;
    const rows = filtered(g.rows);
    if (!rows.length) return undefined;
    const pct =
      t.columns[g.rate]!.type === 'percent' ||
      rows.every((r) => decCmp(num(r, g.rate!), decFromInt(1)) < 0);
    const pts = (r: Row) => (pct ? decMul(num(r, g.rate!), HUNDRED) : num(r, g.rate!));
    const by = new Map<string, Row[]>();
    for (const r of rows) {
      const k = String(
        Number(decDiv(pts(r), decFromInt(1), 4)!.m) / 10 ** decDiv(pts(r), decFromInt(1), 4)!.s,
      );
      by.set(k, [...(by.get(k) ?? []), r]);
    }
    if (by.size > 1)
      return refuse(
        `${agentName}'s rows hold ${by.size} rates in ${lab(g.rate)}: ${[...by.entries()]
          .map(([k, rs]) => `${k}% on ${rs.length} ${rs.length === 1 ? 'row' : 'rows'}`)
          .join(', ')}; name the deal`,
      );
    const fig = figureOf(
      t,
      `${lab(g.rate)}, ${whoSaid}${when}`,
      decDiv(pts(rows[0]!), decFromInt(1), 4)!,
      { kind: 'percent', decimals: 2 },
      cite(t, rows, g.rate),
    );
    return sourcedAnswer(
      fig,
      `${agentName}'s rate (${lab(g.rate)}) is ${fig.display} on all ${rows.length} of ${agentName.split(' ')[0]}'s rows${when}; that earned ${money(g.excl, sumOf(rows, g.excl), rows).display} of ${lab(g.excl)}.`,
      'lookup',
    );
  }

  // --- pass 54: a quantity sold (System (kW)) added: a quantity, never money
  if (g.qty !== undefined && /\b(kw|kwp|kilowatts?|kilowatt hours|mw)\b/.test(q)) {
    if (
      /\b(average|avg|mean|most|least|biggest|largest|highest|lowest|which|who|per|share|percent)\b/.test(
        q,
      )
    )
      return undefined;
    if (
      unreadWords(
        q,
        known([
          'kw',
          'kwp',
          'kilowatt',
          'kilowatts',
          'installed',
          'install',
          'capacity',
          ...nounWords,
        ]),
      ).length
    )
      return undefined;
    const rows = filtered(g.rows);
    if (!rows.length) return refuse(`no rows${whoSaid ? ` for ${whoSaid}` : ''}${when}`);
    const v = sumOf(rows, g.qty);
    const fig = figureOf(
      t,
      `${lab(g.qty)}${whoSaid ? `, ${whoSaid}` : ''}${when || ', total'}`,
      v,
      { kind: 'number', decimals: 1 },
      cite(t, rows, g.qty),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} kW sold${whoSaid ? ` (${whoSaid})` : ''}${when}: ${lab(g.qty)} added over ${rows.length} ${deals?.many ?? 'rows'} (a quantity, not money).`,
      'total',
    );
  }

  // --- pass 54: the average deal (sale, contract, job) size: Σ value ÷ the rows
  if (
    deals &&
    /\b(average|avg|mean|typical)\b/.test(q) &&
    deals.re.test(q) &&
    !/\b(commission|comm|rate|kw|kilowatts?)\b/.test(q)
  ) {
    if (unreadWords(q, known(['average', 'avg', 'mean', 'typical', 'size', ...nounWords])).length)
      return undefined;
    const rows = filtered(g.rows);
    if (!rows.length) return undefined;
    const v = decDiv(sumOf(rows, g.price), decFromInt(rows.length), 2)!;
    const fig = figureOf(
      t,
      `${lab(g.price)}, average per ${deals.one}${whoSaid ? `, ${whoSaid}` : ''}${when}`,
      v,
      { ...style(g.price), decimals: 2 },
      cite(t, rows, g.price),
    );
    return sourcedAnswer(
      fig,
      `Average ${deals.one} size${whoSaid ? ` (${whoSaid})` : ''}${when}: ${fig.display} (${money(g.price, sumOf(rows, g.price), rows).display} of ${lab(g.price)} ÷ ${rows.length} ${deals.many}).`,
      'average',
    );
  }

  // --- average commission rate: the mean Comm %, Σ commission ÷ Σ sale price named
  if (
    rateQ &&
    /\b(average|avg|mean|typical|overall|effective|blended)\b/.test(q) &&
    g.rate !== undefined
  ) {
    const rows = filtered(g.rows);
    if (!rows.length) return undefined;
    const pct = t.columns[g.rate]!.type === 'percent';
    const mean = decDiv(decSum(rows.map((r) => num(r, g.rate!))), decFromInt(rows.length), 10)!;
    const meanPts = pct ? decMul(mean, HUNDRED) : mean;
    const weighted = decDiv(decMul(sumOf(rows, g.excl), HUNDRED), sumOf(rows, g.price), 10)!;
    const round = (d: Dec) => decDiv(d, decFromInt(1), 2)!;
    const fig = figureOf(
      t,
      `${lab(g.rate)}, mean${whoSaid ? `, ${whoSaid}` : ''}${when}`,
      round(meanPts),
      PERCENT,
      cite(t, rows, g.rate),
    );
    const wFig = figureOf(t, `${lab(g.excl)} ÷ ${lab(g.price)}`, round(weighted), PERCENT, [
      ...cite(t, rows, g.excl),
      ...cite(t, rows, g.price),
    ]);
    return sourcedAnswer(
      fig,
      `Average commission rate${whoSaid ? ` (${whoSaid})` : ''}${when}: ${fig.display}, the mean of ${lab(g.rate)} over ${rows.length} sales. Weighted by price (total ${lab(g.excl)} ÷ total ${lab(g.price)}) it is ${wFig.display}.`,
      'average',
      [wFig],
    );
  }

  // --- rank agents
  let m =
    /^(?:who(?:s| is| was)?|which agent(?: is| was| has| had)?) (?:our |the )?(top|best|biggest|leading|highest|number one|worst|lowest|bottom)(?: earning| earner| performing| performer| selling| seller)?(?: (?:agent|salesperson|sales person|sales rep|rep|seller|salesman|saleswoman|closer))?(?: (?:by|for|on|in terms of) (.+))?$/.exec(
      q,
    ) ??
    /^(?:top|best|leading|bottom|worst) (?:agent|earner|seller|performer)(?: (?:by|for|on) (.+))?$/.exec(
      q,
    ) ??
    /^(?:who|which agent) (?:has |had )?(?:earned|made|brought in|generated|got|gets|sold|earns|makes|brings in|took|has|had) (?:the )?(most|least|biggest|highest|lowest)(?: (.+))?$/.exec(
      q,
    );
  if (m && g.agent !== undefined && !agentRows) {
    const low = /worst|lowest|bottom|least/.test(m[1]!);
    const what = (m[2] ?? '').trim();
    if (
      unreadWords(
        what.replace(/\b(money|value|amount)\b/g, ' '),
        known(['commission', 'share', 'sales', 'sale', 'price', 'incl', 'excl', 'vat']),
      ).length
    )
      return undefined;
    // pass 54: on a sheet of deals, the top salesperson (rep, seller) sold the most
    const verbSold =
      /\bsold\b/.test(m[0]) ||
      /\b(sales?|sale price|value|turnover)\b/.test(what) ||
      (!!deals &&
        !what &&
        /\b(salesperson|sales person|sales rep|rep|seller|selling|salesman|saleswoman|closer)\b/.test(
          m[0],
        ));
    const verbEarn =
      /\b(earned|earns|earning|earner|made|makes|got|gets|took|take home)\b/.test(m[0]) &&
      !/\bcommission\b/.test(what);
    const ci = verbSold
      ? g.price
      : verbEarn && g.agentShare !== undefined
        ? g.agentShare
        : /\bincl/.test(what) && g.incl !== undefined
          ? g.incl
          : g.excl;
    const rows = filtered(g.rows);
    // "who sold the most properties": a count of rows, the value leader named when it differs
    if (
      /^(propert(?:y|ies)|houses?|homes?|deals?|units?|transfers?|sales)$/.test(what) &&
      /\b(sold|made|closed|did|done|had|has)\b/.test(m[0])
    ) {
      const by = new Map<string, Row[]>();
      for (const r of rows) by.set(agentOf(r), [...(by.get(agentOf(r)) ?? []), r]);
      by.delete('');
      const ranked = [...by.entries()].sort((a, b) => (b[1].length - a[1].length) * (low ? -1 : 1));
      if (ranked.length < 2) return undefined;
      if (ranked[0]![1].length === ranked[1]![1].length)
        return refuse(
          `${ranked
            .filter((x) => x[1].length === ranked[0]![1].length)
            .map((x) => x[0])
            .join(' and ')} each have ${ranked[0]![1].length} sales${when}`,
        );
      const [k, rs] = ranked[0]!;
      const fig = figureOf(
        t,
        `sales, ${k}${when}`,
        decFromInt(rs.length),
        PLAIN,
        cite(t, rs, g.price),
        k,
      );
      return sourcedAnswer(
        fig,
        `${k} made the ${low ? 'fewest' : 'most'} sales${when}: ${rs.length} (next ${ranked[1]![0]}, ${ranked[1]![1].length}); by value, ${k} sold ${money(g.price, sumOf(rs, g.price), rs).display}.`,
        low ? 'min' : 'max',
      );
    }
    const rank = (col: number) => {
      const by = new Map<string, Row[]>();
      for (const r of rows) by.set(agentOf(r), [...(by.get(agentOf(r)) ?? []), r]);
      by.delete('');
      return [...by.entries()]
        .map(([k, rs]) => ({ k, rs, v: sumOf(rs, col) }))
        .sort((a, b) => decCmp(b.v, a.v) * (low ? -1 : 1));
    };
    const ranked = rank(ci);
    if (ranked.length < 2) return undefined;
    if (decEq(ranked[0]!.v, ranked[1]!.v))
      return refuse(`${ranked[0]!.k} and ${ranked[1]!.k} are level on ${lab(ci)}`);
    const top = ranked[0]!;
    const fig = money(ci, top.v, top.rs, `${lab(ci)}, ${top.k}${when}`, top.k);
    let other = '';
    const alt =
      ci === g.agentShare
        ? g.excl
        : ci === g.excl
          ? g.agentShare
          : ci === g.price && deals
            ? g.excl
            : undefined;
    if (alt !== undefined) {
      const r2 = rank(alt);
      if (r2[0]!.k !== top.k)
        other = `; by ${lab(alt)} it is ${r2[0]!.k} (${money(alt, r2[0]!.v, r2[0]!.rs).display})`;
    }
    return sourcedAnswer(
      fig,
      `${top.k} is the ${low ? 'lowest' : 'top'} ${deals ? lab(g.agent).toLowerCase() : 'agent'} by ${lab(ci)}${when}: ${fig.display} added over ${top.rs.length} ${top.rs.length === 1 ? (deals?.one ?? 'sale') : (deals?.many ?? 'sales')} (next ${ranked[1]!.k}, ${money(ci, ranked[1]!.v, ranked[1]!.rs).display})${other}.`,
      low ? 'min' : 'max',
    );
  }

  // --- the biggest / smallest sale
  m =
    /^(?:what (?:was|is) |whats |which (?:was|is) )?(?:our |the )?(biggest|largest|highest|top|smallest|lowest|cheapest|most expensive|priciest) (?:single )?(sale|deal|job|contract|transfer|property(?: sold)?|house(?: sold)?|sale price|price)(?: (?:we|weve) (?:sold|had|did|made|closed|won|signed))?$/.exec(
      q,
    );
  if (m) {
    const low = /smallest|lowest|cheapest/.test(m[1]!);
    const rows = filtered(g.rows);
    if (!rows.length) return undefined;
    const sorted = [...rows].sort(
      (a, b) => decCmp(num(b, g.price), num(a, g.price)) * (low ? -1 : 1),
    );
    const best = sorted[0]!;
    const ties = sorted.filter((r) => r !== best && decEq(num(r, g.price), num(best, g.price)));
    const name =
      g.property !== undefined
        ? textAt(best, g.property)
        : deals && g.place.length
          ? textAt(best, g.place[0])
          : '';
    const fig = money(
      g.price,
      num(best, g.price),
      [best],
      `${lab(g.price)}, ${low ? 'smallest' : 'largest'}${when}`,
      name || undefined,
    );
    const day = g.days?.get(best);
    const dayIs = (d: string) =>
      g.byMonth ? `${MONTH_NAMES[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}` : dayText(d);
    return sourcedAnswer(
      fig,
      `The ${low ? 'smallest' : 'biggest'} ${deals?.one ?? 'sale'}${whoSaid ? ` (${whoSaid})` : ''}${when}: ${name ? `${name}, ` : ''}${fig.display}${g.agent !== undefined ? ` (${agentOf(best)}${day ? `, ${dayIs(day)}` : ''})` : ''}${ties.length ? `; the same price on ${ties.length} other row${ties.length === 1 ? '' : 's'}` : ''}.`,
      low ? 'min' : 'max',
    );
  }

  // --- how many sales
  if (
    /^how many (?:sales|properties|houses|homes|deals|transfers|units|jobs|contracts)\b/.test(q)
  ) {
    // pass 54: deals over (under) an amount are the rows whose value is above (below) it
    const th =
      /\b(?:worth |valued at |for |at )?(over|above|more than|greater than|at least|under|below|less than)\s*(?:[$€£]\s*)?(\d[\d,]*(?:\.\d+)?)(k)?\b/.exec(
        q,
      );
    const rest = (th ? q.replace(th[0], ' ') : q)
      .replace(
        /\b(did we|have we|were|was|has|had|did|sell|sold|make|made|do|done|close|closed|register|registered|transfer|transferred)\b/g,
        ' ',
      )
      .replace(new RegExp(CLOSED_WORDS.source, 'g'), ' ');
    if (unreadWords(rest, known([...used, ...nounWords, 'value', 'worth'])).length)
      return undefined;
    let rows = filtered(g.rows);
    let over = '';
    if (th) {
      const n0 = decFromNumber(Number(th[2]!.replace(/,/g, '')));
      const n = th[3] ? decMul(n0, decFromInt(1000)) : n0;
      const above = /over|above|more|greater|least/.test(th[1]!);
      rows = rows.filter((r) => {
        const k = decCmp(num(r, g.price), n);
        return above ? k > 0 || (th[1] === 'at least' && k === 0) : k < 0;
      });
      over = ` with ${lab(g.price)} ${th[1]} ${formatValue(n, style(g.price))}`;
    }
    const [one, many] = deals ? [deals.one, deals.many] : ['sale', 'sales'];
    const fig = figureOf(
      t,
      `${many}${over}${whoSaid ? `, ${whoSaid}` : ''}${when}`,
      decFromInt(rows.length),
      PLAIN,
      cite(t, rows.length ? rows : g.rows, g.price),
    );
    return sourcedAnswer(
      fig,
      `${rows.length} ${rows.length === 1 ? one : many}${over}${whoSaid ? ` (${whoSaid})` : ''}${when}.`,
      'count',
    );
  }

  // --- a total of one measure over the rows named (a rate asked is never a commission added)
  if (rateQ || /%/.test(q)) return undefined;
  if (
    /\b(average|avg|mean|most|least|biggest|largest|highest|lowest|which|who|per|share of|percentage|percent|%)\b/.test(
      q.replace(/\bagency(?:s)? share\b|\bagent(?:s)? share\b/g, ' '),
    )
  )
    return undefined;
  let ci: number | undefined;
  if (vatQ) ci = g.vat;
  else if (agencyQ) ci = g.agencyShare;
  else if (agentShareQ) ci = g.agentShare;
  else if (saleQ) ci = g.price;
  else if (commQ)
    ci =
      /\b(incl|including|inclusive|with vat|plus vat|gross)\b/.test(q) && g.incl !== undefined
        ? g.incl
        : g.excl;
  if (ci === undefined) return undefined;
  const rest = q.replace(
    /\b(commission|comm|fees?|vat|gst|tax|excl|excluding|exclusive|incl|including|inclusive|with|plus|before|after|gross|net|splits?|share|payout|keep|kept|left|over|take home|takes home|normally|does|do|on|unpaid|paid|outstanding|owing|owed|owe|due|still|yet|not|havent|hasnt|been)\b/g,
    ' ',
  );
  if (unreadWords(rest, known(used)).length) return undefined;
  const rows = filtered(g.rows);
  if (!rows.length)
    return refuse(
      `no sales${whoSaid ? ` for ${whoSaid}` : ''}${when ? ` in ${period!.label}` : ''} on the register`,
    );
  const v = sumOf(rows, ci);
  const fig = money(
    ci,
    v,
    rows,
    `${lab(ci)}${whoSaid ? `, ${whoSaid}` : ''}${when || (rows.length === g.rows.length ? ', total' : '')}`,
  );
  let check = '';
  const tot = totalRow(t);
  if (rows.length === g.rows.length && tot) {
    const tv = cellNumber(tot.cells[ci]);
    if (tv && !decEq(tv, v))
      return refuse(
        `the rows' ${lab(ci)} add up to ${v} but the Totals row says ${tv}; check the sheet`,
      );
    if (tv) check = ', as the Totals row says';
  }
  const beside: AnswerFigure[] = [];
  let also = '';
  if (ci === g.excl && g.incl !== undefined) {
    const f2 = money(g.incl, sumOf(rows, g.incl), rows);
    beside.push(f2);
    also = `; incl. VAT (${lab(g.incl)}) it is ${f2.display}`;
  }
  if (ci === g.excl && agentRows && g.agentShare !== undefined)
    also += `; ${agentName}'s own share (${lab(g.agentShare)}) is ${money(g.agentShare, sumOf(rows, g.agentShare), rows).display}`;
  if (ci === g.agentShare && g.excl !== undefined && agentRows) {
    also = `; on ${money(g.excl, sumOf(rows, g.excl), rows).display} ${lab(g.excl)}${g.split !== undefined ? ` at a split of ${[...new Set(rows.map((r) => formatValue(decMul(num(r, g.split!), t.columns[g.split!]!.type === 'percent' ? HUNDRED : decFromInt(1)), PERCENT, 0)))].join(', ')}` : ''}`;
  }
  const one = rows.length === 1;
  return sourcedAnswer(
    fig,
    `${lab(ci)}${whoSaid ? ` (${whoSaid})` : ''}${when}: ${fig.display} (${one ? 'one sale' : `${rows.length} sales added`}${check}${also}).`,
    one ? 'lookup' : 'total',
    beside,
  );
}
