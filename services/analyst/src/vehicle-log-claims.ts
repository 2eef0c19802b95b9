/**
 * Issue 13, pass 50 (W7, L6): a vehicle log and expenses claim (`Date | From | To | Purpose | Km
 * | Km claim ($0.88/km) | Tolls & parking $ | Other $ | Other details | Total $`, one row a trip,
 * a "TOTAL Jul-Nov" row, an odometer note). The Total is the claim of each row (it is the km
 * claim plus the other money columns on every row, checked). In the owner's words:
 * - "km claim for november" is the Km claim column over November's rows, never the Km (W7);
 *   any money or distance column named by its words reads that column ("tolls and parking in
 *   october", "how many km in august");
 * - "how much did we claim in august" (what we claimed, the claim for a month) is Σ Total $
 *   over its rows, the km claim part named;
 * - "how much did we spend at bunnings": the column the details describe (Other $ for Other
 *   details) over the rows whose details hold the words (never the Total $ of those rows);
 * - "average km per trip" (average trip length) Σ Km ÷ trips; "how many trips in august";
 * - "how many dogs did we groom in august": the log holds trips, not dogs: refused (W7).
 * Only on a book with one such log.
 */
import type { Answer } from './answer-types';
import { unreadWords } from './asked-words';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decCmp, decDiv, decEq, decFromInt, decFromNumber, decSum, decToNumber } from './decimal';
import { PLAIN } from './format';
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
} from './log-rows';
import type { Row, Table, Workbook } from './model';
import { nameTokens, rowsNamed } from './row-names';
import { sourcedAnswer } from './sourced-answer';

interface VLog {
  t: Table;
  rows: Row[];
  days: Map<Row, string>;
  dist: number;
  unit: string;
  claim: number;
  total: number;
  /** money columns whose sum with the claim is the Total */
  others: number[];
  details?: number;
  purpose?: number;
}

const DIST =
  /^(km|kms|kilometres|kilometers|miles|mileage|distance|business km|business miles|km travelled|miles travelled|distance \(km\)|distance \(miles\))$/;
const CLAIM =
  /^(?:km|kms|mileage|miles|mile|distance|vehicle|car|business km)? ?(claim|claimed|allowance|reimbursement)\b/;
const TOTAL =
  /^(total|total claim|total \$|row total|claim total|total claimed|total expenses|amount)$/;
const DETAILS = /\b(details|description|supplier|notes?|what|item|vendor|merchant)\b/;

const cache = new WeakMap<Workbook, VLog | null>();

function theLog(wb: Workbook): VLog | undefined {
  const hit = cache.get(wb);
  if (hit !== undefined) return hit ?? undefined;
  const found: VLog[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const date = t.columns.findIndex((c) => c.role === 'date' || c.type === 'date');
      const dist = colOf(t, DIST, (i) => isNumeric(t, i));
      const claim = colOf(t, CLAIM, (i) => isNumeric(t, i) && i !== dist);
      const total = colOf(t, TOTAL, (i) => isNumeric(t, i) && i !== claim);
      if (date < 0 || dist === undefined || claim === undefined || total === undefined) continue;
      const rows = entryRows(t, [date, dist]);
      if (rows.length < 4) continue;
      const days = daysOf(rows, date);
      if (!days || days.size !== rows.length) continue;
      const others = t.columns.flatMap((c, i) =>
        isNumeric(t, i) && ![dist, claim, total].includes(i) && c.type !== 'percent' ? [i] : [],
      );
      // the Total is the claim plus the other money on every row
      if (
        !rows.every((r) =>
          decEq(decSum([num(r, claim), ...others.map((o) => num(r, o))]), num(r, total)),
        )
      )
        continue;
      const details = t.columns.findIndex(
        (c, i) =>
          (c.type === 'text' || c.role === 'category') &&
          DETAILS.test(headOf(c.label)) &&
          i !== date,
      );
      const purpose = colOf(
        t,
        /^(purpose|reason|job|why|trip purpose|business purpose)$/,
        (i) => t.columns[i]!.type === 'text',
      );
      const h = headOf(t.columns[dist]!.label);
      found.push({
        t,
        rows,
        days,
        dist,
        unit: /mile/.test(h) ? 'miles' : 'km',
        claim,
        total,
        others,
        ...(details >= 0 ? { details } : {}),
        ...(purpose !== undefined ? { purpose } : {}),
      });
    }
  const one = found.length === 1 ? found[0]! : null;
  cache.set(wb, one);
  return one ?? undefined;
}

const TRIP =
  /^(trips?|journeys?|runs?|drives?|jobs?|visits?|entries|entry|rows?|outings?|rounds?|travels?)$/;
const GRAMMAR =
  'how much many what whats which is are was were do does did have has we our us the a an in on for of to from at by with all total totals altogether overall so far been there its it get got make made can could claim claimed claims claiming spend spent spending cost costs pay paid buy bought trip trips journey journeys drive drives run runs mileage money back put through'.split(
    ' ',
  );

export function vehicleLogAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const v = theLog(wb);
  if (!v) return undefined;
  const { t } = v;
  const lab = (ci: number) => t.columns[ci]!.label;
  const style = (ci: number) =>
    cellStyle(t, v.rows.find((r) => cellNumber(r.cells[ci]))?.cells[ci]);
  const q0 = askedText(question);
  const period = askedPeriod(q0, now, [...v.days.values()]);
  if (period === null) return undefined;
  const q = period ? period.rest : q0;
  const sorted = [...v.days.values()].sort();
  const span = `${dayText(sorted[0]!)} to ${dayText(sorted[sorted.length - 1]!)}`;
  if (period && periodHeld(sorted, period) === 'none')
    return refuse(`the log runs from ${span}; it holds nothing for ${period.label}`);
  const rows = period ? rowsIn(v.rows, v.days, period) : v.rows;
  const when = period ? `, ${period.label}` : '';
  const known = (extra: string[] = []) => [
    ...GRAMMAR,
    v.unit,
    ...extra,
    ...t.columns.flatMap((c) => nameTokens(headOf(c.label))),
  ];
  const sumFig = (ci: number, rs: Row[], label: string) =>
    figureOf(
      t,
      label,
      sumOf(rs, ci),
      ci === v.dist ? PLAIN : style(ci),
      cite(t, rs.length ? rs : v.rows, ci),
    );
  const partText = (rs: Row[]) =>
    `${lab(v.claim)} ${sumFig(v.claim, rs, '').display}${v.others.map((o) => `, ${lab(o)} ${sumFig(o, rs, '').display}`).join('')}`;

  // --- average distance per trip
  if (
    /^(?:what(?:s| is| was) )?(?:the |our )?(?:average|avg|mean|typical) (?:km|kms|kilometres|kilometers|miles|distance|length|trip length|trip distance|journey length|trip|journey|drive)(?: (?:per|a|each|of a|of each|for a) (?:trip|journey|drive|run|outing))?(?: length| distance)?$/.test(
      q,
    ) ||
    /^how (?:far|long) (?:is|was) (?:the |an |our )?(?:average|typical) (?:trip|journey|drive|run)$/.test(
      q,
    ) ||
    /^(?:km|kms|miles) per (?:trip|journey|drive|run) on average$/.test(q)
  ) {
    if (!rows.length) return undefined;
    const total = sumOf(rows, v.dist);
    const val = decDiv(total, decFromInt(rows.length), 2)!;
    const fig = figureOf(t, `${lab(v.dist)} per trip${when}`, val, PLAIN, cite(t, rows, v.dist));
    return sourcedAnswer(
      fig,
      `Average trip${when}: ${fig.display} ${v.unit} (${sumFig(v.dist, rows, '').display} ${v.unit} ÷ ${rows.length} trips).`,
      'average',
    );
  }

  // --- how many: trips, km; anything else the log does not count is refused
  let m = /^how many ([a-z-]+(?: [a-z-]+)?)\b(.*)$/.exec(q);
  if (m) {
    const noun = nameTokens(m[1]!)[0] ?? '';
    const distWords = new Set([
      'km',
      'kms',
      'kilometre',
      'kilometer',
      'mile',
      'k',
      v.unit.replace(/s$/, ''),
    ]);
    if (TRIP.test(noun) || TRIP.test(m[1]!)) {
      const rest = m[2]!.replace(
        /\b(did we|have we|were there|were|was|did|do|done|make|made|take|taken|took|log|logged|drive|driven|go|went|gone|on|to|for|of|in|the|there|have)\b/g,
        ' ',
      );
      const named =
        v.purpose !== undefined || v.details !== undefined
          ? rowsNamed(
              rows,
              [v.purpose, t.columns.findIndex((c) => /^to$|destination/i.test(c.label))].filter(
                (c): c is number => c !== undefined && c >= 0,
              ),
              rest.trim() || undefined,
            )
          : undefined;
      if (rest.trim() && !named && unreadWords(rest, known()).length) return undefined;
      const rs = named ?? rows;
      const fig = figureOf(
        t,
        `trips${when}`,
        decFromInt(rs.length),
        PLAIN,
        cite(t, rs.length ? rs : v.rows, v.dist),
      );
      return sourcedAnswer(
        fig,
        `${rs.length} trip${rs.length === 1 ? '' : 's'}${named ? ` (${rest.trim()})` : ''}${when} on the log.`,
        'count',
      );
    }
    if (distWords.has(noun)) {
      const rest = m[2]!.replace(
        /\b(did we|have we|were|was|did|do|done|drive|driven|drove|cover|covered|travel|travelled|traveled|clock|clocked|claim|claimed|log|logged|business)\b/g,
        ' ',
      );
      if (unreadWords(rest, known()).length) return undefined;
      const fig = sumFig(v.dist, rows, `${lab(v.dist)}${when || ', total'}`);
      return sourcedAnswer(
        fig,
        `${fig.display} ${v.unit}${when} (${lab(v.dist)} added over ${rows.length} trips).`,
        'total',
      );
    }
    // a thing the log does not hold ("dogs groomed"): its rows are trips
    const thing = m[1]!.replace(/\s+(?:did|do|does|have|has|were|was|are|is|we|of)$/, '');
    const asked = nameTokens(thing);
    const inLog = asked.some((w) => t.columns.some((c) => nameTokens(headOf(c.label)).includes(w)));
    if (!inLog)
      return refuse(
        `the log records trips (${t.columns.map((c) => c.label).join(', ')}), not ${thing}; it can say how many trips or ${v.unit}`,
      );
    return undefined;
  }

  // --- spent at a place named in the details: the column the details describe
  m =
    /^(?:how much|what) (?:did|have|do) (?:we|i) (?:spend|spent|pay|paid|buy|bought|claim|claimed|put through)(?: (?:at|on|in|from|with|for))? (.+?)$/.exec(
      q,
    ) ??
    /^(?:how much|what) (?:was|is|has been) (?:spent|paid|claimed) (?:at|on|in|from|with) (.+?)$/.exec(
      q,
    ) ??
    /^(?:total )?(?:spend|spending|purchases|costs?|expenses) (?:at|on|from|with) (.+?)$/.exec(q);
  if (m && v.details !== undefined) {
    const phrase = m[1]!
      .replace(/\b(?:altogether|in total|all up|all told|so far|overall|total)$/g, '')
      .replace(/\b(the|shop|store|stores|warehouse)\b$/g, '')
      .trim();
    const hits = rowsNamed(rows, [v.details], phrase);
    // a place the details name, with words the reader cannot read: never the rows' Total
    if (!hits && rowsNamed(v.rows, [v.details], nameTokens(phrase)[0]))
      return refuse(
        `I could not read "${phrase}" in ${lab(v.details)}; name the place as the log writes it`,
      );
    if (hits) {
      // the money column the details describe: the one sharing its header word (Other $ for
      // Other details); else the one money column other than the claim, filled on those rows
      const dw = nameTokens(headOf(lab(v.details))).filter((w) => !DETAILS.test(w));
      let col = v.others.find((o) => nameTokens(headOf(lab(o))).some((w) => dw.includes(w)));
      if (col === undefined) {
        const filled = v.others.filter((o) => hits.every((r) => cellNumber(r.cells[o])));
        if (filled.length !== 1) return undefined;
        col = filled[0]!;
      }
      const fig = sumFig(col, hits, `${lab(col)}, ${phrase}${when}`);
      const names = [...new Set(hits.map((r) => textAt(r, v.details)))];
      return sourcedAnswer(
        fig,
        `Spent at ${phrase}${when}: ${fig.display} (${lab(col)} of the ${hits.length} row${hits.length === 1 ? '' : 's'} whose ${lab(v.details)} name it: ${names.join('; ')}; not their ${lab(v.total)}, which adds the ${v.unit} claim).`,
        'total',
      );
    }
    if (unreadWords(phrase, known()).length) return undefined;
  }

  // --- the rate per km (mile): the one rate in the claim's header or the notes, checked
  if (/\brate\b|\bper (?:km|mile|kilometre)\b|\ba (?:km|mile)\b|\bcents? per\b/.test(q)) {
    if (!/\b(mileage|km|kms|mile|miles|claim|claimed|pay|paid|rate)\b/.test(q) || period)
      return undefined;
    const texts = [lab(v.claim), t.title ?? '', ...(t.notes ?? [])];
    const rates = new Set<string>();
    for (const x of texts)
      for (const mm of x.matchAll(
        /(?:[$£€R]\s?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s?(c|p))\s?\/\s?(?:km|mile)/gi,
      ))
        rates.add(mm[1] ?? String(Number(mm[2]) / 100));
    if (rates.size !== 1) return undefined;
    const rate = [...rates][0]!;
    const ok = v.rows.every((r) => {
      const want = Math.round(decToNumber(num(r, v.dist)) * Number(rate) * 100) / 100;
      return Math.abs(decToNumber(num(r, v.claim)) - want) < 0.011;
    });
    if (!ok)
      return refuse(
        `the header says ${rate} a ${v.unit.replace(/s$/, '')}, but the claims are not ${v.unit} × ${rate} on every row`,
      );
    const fig = figureOf(
      t,
      `rate per ${v.unit.replace(/s$/, '')}`,
      decFromNumber(Number(rate)),
      style(v.claim),
      [{ r: t.headerRows[t.headerRows.length - 1] ?? v.rows[0]!.r, c: t.columns[v.claim]!.c }],
    );
    return sourcedAnswer(
      fig,
      `The claim rate is ${rate} a ${v.unit.replace(/s$/, '')} (${lab(v.claim)}; every row's claim is its ${lab(v.dist)} × ${rate}).`,
      'lookup',
    );
  }
  // "how far did we drive in september": the distance added
  if (
    /^how far (?:did|have|do) (?:we|i) (?:drive|driven|go|gone|travel|travelled|traveled|do|done|cover|covered)(?: in total| altogether)?$/.test(
      q,
    )
  ) {
    const fig = sumFig(v.dist, rows, `${lab(v.dist)}${when || ', total'}`);
    return sourcedAnswer(
      fig,
      `${fig.display} ${v.unit}${when} (${lab(v.dist)} added over ${rows.length} trips).`,
      'total',
    );
  }

  // --- a column named by its words (km claim, tolls & parking, other, km)
  // "mileage claim", "miles claim": the distance column's word
  const qt = nameTokens(q).flatMap((w) =>
    /^(mileage|kilometre|kilometer|kms)$/.test(w) ? [w, 'km', 'mile'] : [w],
  );
  const heads = new Map(
    t.columns.flatMap((c, i) =>
      isNumeric(t, i) && i !== v.total
        ? [[i, nameTokens(headOf(c.label)).filter((w) => !/^(and|the|of|per)$/.test(w))] as const]
        : [],
    ),
  );
  const cols = [...heads.entries()].flatMap(([i, h]) =>
    h.length && h.every((w) => qt.includes(w)) ? [{ i, h }] : [],
  );
  // else a word only one column's header holds ("tolls" for Tolls & parking)
  if (!cols.length) {
    const only = [...heads.entries()].flatMap(([i, h]) => {
      const mine = h.filter(
        (w) =>
          qt.includes(w) &&
          w !== 'claim' &&
          ![...heads.entries()].some(([j, g]) => j !== i && g.includes(w)),
      );
      return mine.length ? [{ i, h: mine }] : [];
    });
    if (only.length === 1) cols.push(only[0]!);
  }
  cols.sort((a, b) => b.h.length - a.h.length);
  const claimVerb = /\b(claim|claimed|claims|claiming|reclaim|reclaimed)\b/.test(q);
  if (cols.length && (cols.length === 1 || cols[0]!.h.length > cols[1]!.h.length)) {
    const ci = cols[0]!.i;
    if (
      /\b(average|avg|mean|most|least|biggest|largest|longest|shortest|highest|lowest|which|who|per|share|percentage|%)\b/.test(
        q,
      )
    )
      return undefined;
    const rest = q.replace(
      new RegExp(`\\b(${cols[0]!.h.join('|')}|mileage|kilometres?|kilometers?)\\b`, 'g'),
      ' ',
    );
    if (unreadWords(rest, known()).length) return undefined;
    if (!rows.length) return refuse(`no trips${when} on the log`);
    const fig = sumFig(ci, rows, `${lab(ci)}${when || ', total'}`);
    const unit = ci === v.dist ? ` ${v.unit}` : '';
    return sourcedAnswer(
      fig,
      `${lab(ci)}${when}: ${fig.display}${unit} (${rows.length} trips added${ci === v.claim ? `; with the other costs the claim is ${sumFig(v.total, rows, '').display}` : ''}).`,
      'total',
    );
  }

  // --- what we claimed: the Total column
  if (
    claimVerb &&
    /^(?:how much|what)\b|^(?:the |our )?(?:total )?claim\b|^total claim/.test(q) &&
    !/\b(average|avg|mean|most|least|biggest|largest|which|who|per|share|percentage|%)\b/.test(q)
  ) {
    const rest = q.replace(
      /\b(claim|claimed|claims|claiming|reclaim|reclaimed|expenses?|total|back|for|can|could|should|will)\b/g,
      ' ',
    );
    if (unreadWords(rest, known()).length) return undefined;
    if (!rows.length) return refuse(`no trips${when} on the log`);
    const fig = sumFig(v.total, rows, `${lab(v.total)}${when || ', total'}`);
    let check = '';
    const tot = totalRow(t);
    if (!period && tot) {
      const tv = cellNumber(tot.cells[v.total]);
      if (tv && !decEq(tv, sumOf(rows, v.total)))
        return refuse(
          `the rows' ${lab(v.total)} add up to ${sumOf(rows, v.total)} but the total row says ${tv}`,
        );
      if (tv) check = '; it agrees with the total row';
    }
    return sourcedAnswer(
      fig,
      `Claimed${when}: ${fig.display} (${lab(v.total)} added over ${rows.length} trips: ${partText(rows)}${check}).`,
      'total',
    );
  }

  // --- the longest trip
  m =
    /^(?:what (?:was|is) |whats |which (?:was|is) )?(?:the |our )?(longest|shortest|biggest) (?:single )?(?:trip|journey|drive|run)$/.exec(
      q,
    );
  if (m) {
    const low = m[1] === 'shortest';
    const best = [...rows].sort(
      (a, b) => decCmp(num(b, v.dist), num(a, v.dist)) * (low ? -1 : 1),
    )[0];
    if (!best) return undefined;
    const fig = figureOf(
      t,
      `${lab(v.dist)}, ${m[1]} trip${when}`,
      num(best, v.dist),
      PLAIN,
      [{ r: best.r, c: t.columns[v.dist]!.c }],
      v.days.get(best),
    );
    return sourcedAnswer(
      fig,
      `The ${m[1]} trip${when}: ${fig.display} ${v.unit} on ${dayText(v.days.get(best)!)}.`,
      low ? 'min' : 'max',
    );
  }
  return undefined;
}
