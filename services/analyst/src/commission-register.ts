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
  rowsIn,
  sumOf,
  textAt,
  totalRow,
  valuesNamed,
} from './log-rows';
import type { Row, Table, Workbook } from './model';
import { nameTokens } from './row-names';
import { sourcedAnswer } from './sourced-answer';

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
  place: number[];
}

const PRICE =
  /^(sale price|selling price|price|sold for|sale value|sale amount|purchase price|price achieved|sales price)$/;
const RATE =
  /^(comm %|commission %|comm\. %|commission rate|comm rate|rate|fee %|commission \(%\)|%)$/;
const COMM = /\b(commission|comm)\b/;
const EXCL = /\b(excl?|exclusive|ex|before|net|excluding)\b/;
const INCL = /\b(incl?|inclusive|including|gross)\b/;
const VAT = /\b(vat|gst|tax)\b/;
const AGENT =
  /^(agent|agent name|salesperson|sales person|negotiator|consultant|rep|sold by|broker|realtor|associate)$/;
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
      const days = date >= 0 ? daysOf(rows, date) : undefined;
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
  const filtered = (rows: Row[]) => {
    let out = rows;
    if (agentRows) out = out.filter((r) => agentRows!.includes(r));
    if (propHits.length) out = out.filter((r) => propHits.some((n) => n.rows.includes(r)));
    if (placeHits.length) out = out.filter((r) => placeHits.some((n) => n.rows.includes(r)));
    return inP(out);
  };
  const whoSaid = [agentName, ...propHits.map((n) => n.value), ...placeHits.map((n) => n.value)]
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
    /^(?:who(?:s| is| was)?|which agent(?: is| was| has| had)?) (?:our |the )?(top|best|biggest|leading|highest|number one|worst|lowest|bottom)(?: earning| earner| performing| performer| selling| seller)?(?: agent)?(?: (?:by|for|on|in terms of) (.+))?$/.exec(
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
    const verbSold = /\bsold\b/.test(m[0]) || /\b(sales?|sale price|value|turnover)\b/.test(what);
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
    const alt = ci === g.agentShare ? g.excl : ci === g.excl ? g.agentShare : undefined;
    if (alt !== undefined) {
      const r2 = rank(alt);
      if (r2[0]!.k !== top.k)
        other = `; by ${lab(alt)} it is ${r2[0]!.k} (${money(alt, r2[0]!.v, r2[0]!.rs).display})`;
    }
    return sourcedAnswer(
      fig,
      `${top.k} is the ${low ? 'lowest' : 'top'} agent by ${lab(ci)}${when}: ${fig.display} added over ${top.rs.length} sale${top.rs.length === 1 ? '' : 's'} (next ${ranked[1]!.k}, ${money(ci, ranked[1]!.v, ranked[1]!.rs).display})${other}.`,
      low ? 'min' : 'max',
    );
  }

  // --- the biggest / smallest sale
  m =
    /^(?:what (?:was|is) |whats |which (?:was|is) )?(?:our |the )?(biggest|largest|highest|top|smallest|lowest|cheapest|most expensive|priciest) (?:single )?(sale|deal|transfer|property(?: sold)?|house(?: sold)?|sale price|price)(?: (?:we|weve) (?:sold|had|did|made))?$/.exec(
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
    const name = g.property !== undefined ? textAt(best, g.property) : '';
    const fig = money(
      g.price,
      num(best, g.price),
      [best],
      `${lab(g.price)}, ${low ? 'smallest' : 'largest'}${when}`,
      name || undefined,
    );
    const day = g.days?.get(best);
    return sourcedAnswer(
      fig,
      `The ${low ? 'smallest' : 'biggest'} sale${whoSaid ? ` (${whoSaid})` : ''}${when}: ${name ? `${name}, ` : ''}${fig.display}${g.agent !== undefined ? ` (${agentOf(best)}${day ? `, ${dayText(day)}` : ''})` : ''}${ties.length ? `; the same price on ${ties.length} other row${ties.length === 1 ? '' : 's'}` : ''}.`,
      low ? 'min' : 'max',
    );
  }

  // --- how many sales
  if (/^how many (?:sales|properties|houses|homes|deals|transfers|units)\b/.test(q)) {
    const rest = q.replace(
      /\b(did we|have we|were|was|has|had|did|sell|sold|make|made|do|done|close|closed|register|registered|transfer|transferred)\b/g,
      ' ',
    );
    if (unreadWords(rest, known(used)).length) return undefined;
    const rows = filtered(g.rows);
    const fig = figureOf(
      t,
      `sales${whoSaid ? `, ${whoSaid}` : ''}${when}`,
      decFromInt(rows.length),
      PLAIN,
      cite(t, rows.length ? rows : g.rows, g.price),
    );
    return sourcedAnswer(
      fig,
      `${rows.length} sale${rows.length === 1 ? '' : 's'}${whoSaid ? ` (${whoSaid})` : ''}${when}.`,
      'count',
    );
  }

  // --- a total of one measure over the rows named
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
    /\b(commission|comm|fees?|vat|gst|tax|excl|excluding|exclusive|incl|including|inclusive|with|plus|before|after|gross|net|splits?|share|payout|keep|kept|left|over|take home|takes home|normally|does|do|on)\b/g,
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
