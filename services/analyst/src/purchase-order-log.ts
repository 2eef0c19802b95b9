/**
 * Issue 13, pass 54 (A): a purchase order log (`PO # | Date raised | Supplier | Item | Unit | Qty |
 * Unit cost | Total | Status | Received`; "PO No" / "Order #", "Ordered on", the unit written in
 * the item "Salmon fillet (kg)", a Totals row). Each row is one purchase order (row-nouns.ts:
 * "POs", "purchase orders", "orders"); Total is Qty × Unit cost on every row (checked). So:
 * - "total value of all our POs", "how much did we order from Harbour Seafood in October":
 *   Σ Total over the rows kept (the period by the date raised, a supplier, an item, a status),
 *   checked against the Totals row;
 * - "how many POs did we raise last month", "how many orders were over $1,000": the rows;
 * - "how many kilos of salmon did we order": Σ Qty of the salmon rows whose unit is kg (an item
 *   never ordered in the unit asked is refused, naming its unit);
 * - "what did we pay per kg for tuna on average": Σ Total ÷ Σ Qty of the tuna rows, the mean of
 *   their unit costs named beside;
 * - "who supplies our rice": the Supplier of the rows whose item says rice (one named, several
 *   listed with their orders);
 * - paid / invoices / what we owe is refused: the log records orders and their receipt, never
 *   payment (it had answered a supplier's order total); so is a forecast or a period it does not
 *   reach.
 * Only on a book with one such log.
 */
import type { Answer } from './answer-types';
import { unreadWords, wordsOf } from './asked-words';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  decAbs,
  decCmp,
  decDiv,
  decEq,
  decFromInt,
  decFromNumber,
  decMul,
  decSub,
} from './decimal';
import { type NumberStyle, formatValue } from './format';
import {
  askedPeriod,
  askedText,
  cite,
  colOf,
  dayText,
  daysOf,
  entryRows,
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
import { oncePer } from './once-per';
import { nameTokens } from './row-names';
import { type RowNouns, rowNounAsked, rowNounsOf } from './row-nouns';
import { sourcedAnswer } from './sourced-answer';

interface PoLog {
  t: Table;
  nouns: RowNouns;
  rows: Row[];
  days: Map<Row, string>;
  po?: number;
  supplier: number;
  item: number;
  unit?: number;
  qty: number;
  unitCost?: number;
  total: number;
  status?: number;
}

const DATE = /^(date raised|raised|raised on|ordered on|order date|date ordered|po date|date)$/;
const SUPPLIER = /^(supplier|vendor|supplier name|vendor name)$/;
const ITEM = /^(item|items|description|product|goods|item description)$/;
const UNIT = /^(unit|units|uom|unit of measure)$/;
const QTY = /^(qty|quantity|qty ordered|quantity ordered|units ordered)$/;
const UNIT_COST = /^(unit cost|unit price|cost per unit|price per unit|price|cost|rate)$/;
const TOTAL = /^(total|line total|total cost|total value|po value|order value|value|amount)$/;
const STATUS = /^(status|po status|order status)$/;
const PO = /^(po|p\.?o\.?|purchase order|order|po ref|order ref)\s*(#|no\.?|num|number|ref)?$/;

const near = (a: Dec, b: Dec) => decCmp(decAbs(decSub(a, b)), decFromNumber(0.011)) <= 0;

const logOf = oncePer((wb: Workbook): PoLog | undefined => {
  const found: PoLog[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const l = readLog(t);
      if (l) found.push(l);
    }
  return found.length === 1 ? found[0] : undefined;
});

function readLog(t: Table): PoLog | undefined {
  const nouns = rowNounsOf(t);
  if (nouns?.kind !== 'purchase order') return undefined;
  const text = (i: number) => !isNumeric(t, i);
  const supplier = colOf(t, SUPPLIER, text);
  const item = colOf(t, ITEM, text);
  const qty = colOf(t, QTY, (i) => isNumeric(t, i));
  const total = colOf(t, TOTAL, (i) => isNumeric(t, i));
  const date = colOf(t, DATE);
  if ([supplier, item, qty, total, date].some((x) => x === undefined)) return undefined;
  const unitCost = colOf(t, UNIT_COST, (i) => isNumeric(t, i));
  const rows = entryRows(t, [supplier!, item!, qty!, total!]);
  if (rows.length < 5) return undefined;
  // Total is Qty × Unit cost on every row
  if (
    unitCost !== undefined &&
    !rows.every((r) => near(decMul(num(r, qty!), num(r, unitCost)), num(r, total!)))
  )
    return undefined;
  const days = daysOf(rows, date!);
  if (!days || days.size !== rows.length) return undefined;
  const unit = colOf(t, UNIT, text);
  const status = colOf(t, STATUS, text);
  const po = colOf(t, PO, text);
  return {
    t,
    nouns,
    rows,
    days,
    supplier: supplier!,
    item: item!,
    qty: qty!,
    total: total!,
    ...(unit !== undefined ? { unit } : {}),
    ...(unitCost !== undefined ? { unitCost } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(po !== undefined ? { po } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// units: a Unit column, else the unit in brackets at the item's end ("Salmon fillet (kg)")

const UNIT_WORDS: Array<[RegExp, string]> = [
  [/^(kg|kgs|kilo|kilos|kilogram|kilograms|kilogramme|kilogrammes)$/, 'kg'],
  [/^(bag|bags|sack|sacks)$/, 'bag'],
  [/^(carton|cartons|ctn|ctns)$/, 'carton'],
  [/^(pack|packs|packet|packets|pk|pkt)$/, 'pack'],
  [/^(box|boxes|bx)$/, 'box'],
  [/^(l|litre|litres|liter|liters|ltr)$/, 'l'],
  [/^(case|cases)$/, 'case'],
  [/^(each|ea|unit|units|piece|pieces|pcs)$/, 'each'],
  [/^(tray|trays)$/, 'tray'],
  [/^(bottle|bottles|btl)$/, 'bottle'],
  [/^(dozen|doz)$/, 'dozen'],
];
const unitKey = (w: string): string | undefined =>
  UNIT_WORDS.find(([re]) => re.test(w.toLowerCase().replace(/\.$/, '')))?.[1];
const BRACKET = /\(([^)]+)\)\s*$/;
const itemName = (l: PoLog, r: Row): string => textAt(r, l.item).replace(BRACKET, '').trim();
const unitOf = (l: PoLog, r: Row): string | undefined =>
  unitKey(l.unit !== undefined ? textAt(r, l.unit) : (BRACKET.exec(textAt(r, l.item))?.[1] ?? ''));

const GRAMMAR = (
  'how much many what whats which who whos is are was were do does did have has had we our us ' +
  'the a an in on for of to from at by with all total totals altogether overall so far been ' +
  'there it its get got raise raised raising place placed put send sent make made order ' +
  'ordered ordering buy bought spend spent spending value worth cost costs come came log ' +
  'number count each every amount sum add up'
).split(' ');
const STOP_ITEM = new Set([...GRAMMAR, 'per', 'average', 'avg', 'mean', 'pay', 'paid', 'supply']);

/** the rows whose item the question names by its words ("salmon", "sushi rice", "tuna") */
function itemNamed(l: PoLog, q: string): { rows: Row[]; words: string[] } | undefined {
  const toks = nameTokens(q).filter(
    (w) => w.length > 2 && !STOP_ITEM.has(w) && !unitKey(w) && !/^\d/.test(w),
  );
  const words: string[] = [];
  let rows: Row[] | undefined;
  for (const w of toks) {
    const hit = l.rows.filter((r) => nameTokens(itemName(l, r)).includes(w));
    if (!hit.length) continue;
    words.push(w);
    rows = rows ? rows.filter((r) => hit.includes(r)) : hit;
  }
  return rows?.length ? { rows, words } : undefined;
}

const SUPPLY =
  /\b(who (?:supplies|supply|sells|delivers)|which suppliers?|what suppliers?|who do we (?:buy|get|order)|where do we (?:buy|get|order)|suppliers? (?:for|of)|who is our|whos our)\b/;
const PAYMENT =
  /\b(paid|pay|paying|payments?|invoices?|invoiced|owe|owed|owing|outstanding|settled?|bills?|debts?|balance due|creditors?)\b/;
const FORECAST =
  /\b(forecast|predict(?:ed|ion)?|projected|projection|next (?:month|quarter|year)|will (?:we|i) (?:need|order|spend)|going to (?:need|order|spend)|expect(?:ed)?)\b/;

export function purchaseOrderLogAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const l = logOf(wb);
  if (!l) return undefined;
  const { t } = l;
  const q0 = askedText(question);
  const held = [...l.days.values()].sort();
  const span = `${dayText(held[0]!)} to ${dayText(held[held.length - 1]!)}`;
  const lab = (ci: number) => t.columns[ci]!.label.trim();
  const holds = `It records ${l.nouns.many} (${[l.po, l.supplier, l.item, l.qty, l.total, l.status]
    .filter((x): x is number => x !== undefined)
    .map(lab)
    .join(', ')}) raised ${span}`;

  // a PO log records orders and their receipt, never payment: "have we paid X's invoices"
  if (PAYMENT.test(q0) && !/\bper\b/.test(q0))
    return refuse(
      `the purchase order log holds no payments or invoices, so it cannot say what has been paid or is owed. ${holds}; Status says whether each order was received, not paid`,
    );
  if (FORECAST.test(q0)) return refuse(`the log holds no forecast. ${holds}`);
  const period = askedPeriod(q0, now, held);
  if (period === null) return undefined;
  if (period && periodHeld(held, period) === 'none')
    return refuse(`the log holds ${l.nouns.many} raised ${span} only, none in ${period.label}`);
  const q = period ? period.rest : q0;
  const when = period ? `, ${period.label}` : '';
  const inP = (rows: Row[]) => (period ? rowsIn(rows, l.days, period) : rows);

  const style = (ci: number): NumberStyle => {
    const s = cellStyle(t, l.rows[0]!.cells[ci]);
    const cents = l.rows.some((r) => {
      const v = cellNumber(r.cells[ci]);
      return v !== undefined && !decEq(v, decDiv(v, decFromInt(1), 0)!);
    });
    return cents && s.decimals === 0 ? { ...s, decimals: 2 } : s;
  };
  const money = (v: Dec) => formatValue(v, style(l.total));

  // a supplier named by one word that an item holds too ("rice": Pacific Rice Traders and Sushi
  // rice) is the item, never the supplier
  const supplyQ = SUPPLY.exec(q);
  const suppliers = valuesNamed(supplyQ ? q.replace(supplyQ[0], ' ') : q, l.rows, [
    l.supplier,
  ]).filter(
    (n) =>
      n.words.length > 1 ||
      nameTokens(n.value).length === 1 ||
      !l.rows.some((r) => nameTokens(itemName(l, r)).includes(n.words[0]!)),
  );
  // "how much have we ordered" says what was ordered, never the Status "Ordered"
  const qStatus = q.replace(
    /\b(we|weve|have|did|do|been|was|were|things|stuff|what)\s+ordered\b/g,
    '$1 ',
  );
  const statuses = l.status !== undefined ? valuesNamed(qStatus, l.rows, [l.status]) : [];
  const item = itemNamed(
    l,
    suppliers.reduce((s, n) => s.replace(new RegExp(`\\b${n.words.join('|')}\\b`, 'g'), ' '), q),
  );
  const used = [
    ...suppliers.flatMap((n) => nameTokens(n.value)),
    ...statuses.flatMap((n) => n.words),
    ...(item?.words ?? []),
  ];
  const named = (rows: Row[]) => {
    let out = inP(rows);
    if (suppliers.length) out = out.filter((r) => suppliers.some((n) => n.rows.includes(r)));
    if (statuses.length) out = out.filter((r) => statuses.some((n) => n.rows.includes(r)));
    if (item) out = out.filter((r) => item.rows.includes(r));
    return out;
  };
  const whoSaid = [
    ...suppliers.map((n) => n.value),
    ...statuses.map((n) => n.value),
    ...(item ? [...new Set(item.rows.map((r) => itemName(l, r)))] : []),
  ].join(', ');
  const known = (extra: string[] = []) => [
    ...GRAMMAR,
    ...extra,
    ...used,
    ...l.nouns.words,
    ...wordsOf(...t.columns.map((c) => c.label)),
  ];
  const unitAsked = nameTokens(q)
    .map((w) => unitKey(w))
    .find((u): u is string => !!u);

  // --- who supplies an item
  if (supplyQ) {
    if (!item || suppliers.length) return undefined;
    if (
      unreadWords(
        q,
        known([
          'supplier',
          'suppliers',
          'supplies',
          'supply',
          'sell',
          'sells',
          'deliver',
          'delivers',
          'where',
          'usually',
          'normally',
          'use',
          'from',
        ]),
      ).length
    )
      return undefined;
    const rows = inP(item.rows);
    if (!rows.length) return refuse(`no order of ${whoSaid} was raised in ${period!.label}`);
    const by = new Map<string, Row[]>();
    for (const r of rows)
      by.set(textAt(r, l.supplier), [...(by.get(textAt(r, l.supplier)) ?? []), r]);
    const list = [...by.entries()].sort((a, b) => b[1].length - a[1].length);
    const what = [...new Set(rows.map((r) => itemName(l, r)))].join(', ');
    const fig = figureOf(
      t,
      `${lab(l.supplier)} of ${what}${when}`,
      sumOf(rows, l.total),
      style(l.total),
      rows.flatMap((r) => [
        { r: r.r, c: t.columns[l.supplier]!.c },
        { r: r.r, c: t.columns[l.total]!.c },
      ]),
      list.map((x) => x[0]).join(', '),
    );
    const one = list.length === 1;
    return sourcedAnswer(
      fig,
      one
        ? `${list[0]![0]} supplies your ${what}${when}: all ${rows.length} order${rows.length === 1 ? '' : 's'} of it are with them (${fig.display} in ${lab(l.total)}).`
        : `${list.length} suppliers for ${what}${when}: ${list.map(([k, rs]) => `${k} (${rs.length} order${rs.length === 1 ? '' : 's'}, ${money(sumOf(rs, l.total))})`).join('; ')}.`,
      'lookup',
    );
  }

  // --- a price per unit: Σ Total ÷ Σ Qty over the item's rows, the mean unit cost named
  if (
    item &&
    (/\bper (?:kg|kgs|kilo|kilogram|unit|bag|carton|pack|packet|box|case|litre|bottle|each)\b/.test(
      q,
    ) ||
      /\b(average|avg|mean) (?:unit )?(?:price|cost)\b|\bunit (?:cost|price)\b/.test(q))
  ) {
    if (
      unreadWords(
        q,
        known([
          'per',
          'average',
          'avg',
          'mean',
          'pay',
          'price',
          'unit',
          'typically',
          'usually',
          'kg',
          'kilo',
        ]),
      ).length
    )
      return undefined;
    const rows = named(l.rows);
    if (!rows.length) return refuse(`no order of ${whoSaid} was raised in ${period!.label}`);
    const units = [...new Set(rows.map((r) => unitOf(l, r) ?? '?'))];
    const per = /\bper (\w+)/.exec(q)?.[1];
    const perKey = per ? unitKey(per) : undefined;
    if (
      units.length !== 1 ||
      units[0] === '?' ||
      (perKey && perKey !== 'each' && perKey !== units[0])
    )
      return refuse(
        `${whoSaid} is ordered by ${units.join(' and ')}${perKey ? `, not by ${perKey}` : ''}; I cannot give one price per ${perKey ?? 'unit'}`,
      );
    const q2 = sumOf(rows, l.qty);
    const v = decDiv(sumOf(rows, l.total), q2, 2)!;
    const fig = figureOf(
      t,
      `${lab(l.total)} ÷ ${lab(l.qty)}, ${whoSaid}${when}`,
      v,
      { ...style(l.total), decimals: 2 },
      [...cite(t, rows, l.total), ...cite(t, rows, l.qty)],
    );
    let mean = '';
    if (l.unitCost !== undefined) {
      const m = decDiv(sumOf(rows, l.unitCost), decFromInt(rows.length), 2)!;
      mean = ` The plain mean of ${lab(l.unitCost)} over those orders is ${formatValue(m, { ...style(l.total), decimals: 2 })}.`;
    }
    return sourcedAnswer(
      fig,
      `On average ${fig.display} per ${units[0]} for ${whoSaid}${when}: ${money(sumOf(rows, l.total))} ${lab(l.total)} ÷ ${formatValue(q2, { kind: 'number', decimals: 0 })} ${units[0]} over ${rows.length} orders.${mean}`,
      'average',
    );
  }

  // --- how many kilos (bags, cartons …) of an item: Σ Qty of its rows in that unit
  if (unitAsked && /\bhow (?:many|much)\b/.test(q) && !/\bper\b/.test(q)) {
    if (!item) return undefined;
    if (unreadWords(q, known(nameTokens(q).filter((w) => !!unitKey(w)))).length) return undefined;
    const all = named(l.rows);
    const rows = all.filter((r) => unitOf(l, r) === unitAsked);
    if (!rows.length) {
      const units = [...new Set(all.map((r) => unitOf(l, r) ?? 'an unnamed unit'))];
      return refuse(
        all.length
          ? `${whoSaid} is ordered by ${units.join(' and ')}, not by ${unitAsked}`
          : `no order of ${whoSaid}${when ? ` in ${period!.label}` : ''}`,
      );
    }
    const v = sumOf(rows, l.qty);
    const fig = figureOf(
      t,
      `${lab(l.qty)} (${unitAsked}), ${whoSaid}${when}`,
      v,
      { kind: 'number', decimals: 0 },
      cite(t, rows, l.qty),
    );
    const other = all.length - rows.length;
    return sourcedAnswer(
      fig,
      `${fig.display} ${unitAsked} of ${whoSaid}${when}: ${lab(l.qty)} added over ${rows.length} order${rows.length === 1 ? '' : 's'} in ${unitAsked}${other ? ` (${other} other order${other === 1 ? '' : 's'} in other units left out)` : ''}.`,
      'total',
    );
  }

  // --- a threshold on the order's Total
  let kept = (rows: Row[]) => rows;
  let over = '';
  let rest = q;
  const th =
    /\b(?:worth |valued at |for |at )?(over|above|more than|greater than|at least|under|below|less than)\s*(?:[$€£]\s*)?(\d[\d,]*(?:\.\d+)?)(k)?\b/.exec(
      q,
    );
  if (th) {
    const n0 = decFromNumber(Number(th[2]!.replace(/,/g, '')));
    const n = th[3] ? decMul(n0, decFromInt(1000)) : n0;
    const above = /over|above|more|greater|least/.test(th[1]!);
    kept = (rows) =>
      rows.filter((r) => {
        const k = decCmp(num(r, l.total), n);
        return above ? k > 0 || (th[1] === 'at least' && k === 0) : k < 0;
      });
    over = ` with ${lab(l.total)} ${th[1]} ${money(n)}`;
    rest = q.replace(th[0], ' ');
  }

  // --- how many POs (orders, purchase orders)
  const many = /^how many\b/.test(rest) ? rowNounAsked(rest, l.nouns) : undefined;
  if (many) {
    if (unreadWords(many.rest, known()).length) return undefined;
    const rows = kept(named(l.rows));
    const scope = `${whoSaid ? `, ${whoSaid}` : ''}${when}`;
    const fig = figureOf(
      t,
      `${l.nouns.many}${over}${scope}`,
      decFromInt(rows.length),
      { kind: 'number', decimals: 0 },
      cite(t, rows.length ? rows : named(l.rows).length ? named(l.rows) : l.rows, l.po ?? l.total),
    );
    return sourcedAnswer(
      fig,
      `${rows.length} ${rows.length === 1 ? l.nouns.one : l.nouns.many}${over}${scope ? ` (${scope.slice(2)})` : ''}: each row of the log is one order, counted${period ? ' by its date raised' : ''}.`,
      'count',
    );
  }

  // --- the value of the orders: Σ Total
  if (
    !/\b(total|value|worth|spend|spent|spending|cost|costs|how much)\b/.test(rest) ||
    /\b(average|avg|mean|most|least|biggest|largest|highest|lowest|smallest|which|who|per|share|percent|percentage)\b/.test(
      rest,
    ) ||
    th
  )
    return undefined;
  if (!rowNounAsked(rest, l.nouns) && !suppliers.length && !item && !/\bordered|order\b/.test(rest))
    return undefined;
  if (unreadWords(rest, known()).length) return undefined;
  const rows = named(l.rows);
  if (!rows.length)
    return refuse(
      `no ${l.nouns.one} ${whoSaid ? `for ${whoSaid} ` : ''}in ${period?.label ?? 'the log'}`,
    );
  const v = sumOf(rows, l.total);
  let check = '';
  const tot = totalRow(t);
  if (rows.length === l.rows.length && tot) {
    const tv = cellNumber(tot.cells[l.total]);
    if (tv && !near(tv, v))
      return refuse(
        `the orders' ${lab(l.total)} add up to ${money(v)} but the Totals row says ${money(tv)}; check the sheet`,
      );
    if (tv) check = ', as the Totals row says';
  }
  const fig = figureOf(
    t,
    `${lab(l.total)}, ${whoSaid || `all ${l.nouns.many}`}${when}`,
    v,
    style(l.total),
    cite(t, rows, l.total),
  );
  return sourcedAnswer(
    fig,
    `${fig.display}: ${lab(l.total)} of ${rows.length} ${rows.length === 1 ? l.nouns.one : l.nouns.many}${whoSaid ? ` (${whoSaid})` : ''}${when ? ` raised in ${period!.label}` : ''}${check}. These are orders placed, at cost; the log does not say what has been paid.`,
    'total',
  );
}
