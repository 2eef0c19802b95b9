/**
 * Issue 13, pass 46 (L7): a mileage log (`Date | Rider | To | Purpose | Miles | Rate (p/mile) |
 * Claim £`, one row a trip, a Total row). A trip / run / journey / ride is a row; rode / cycled
 * / drove / covered are miles. In the owner's words:
 * - "how much do we owe riders for mileage" is Σ Claim;
 * - "who rode furthest" the person with the most Miles added; "how many miles did kez do" Σ
 *   Miles of that person's rows (Miles is a quantity column, not money);
 * - "longest single trip" the largest Miles on one row; "average trip length" Σ Miles ÷ rows;
 * - "how many runs to the hospital" counts the rows whose To holds those words; "how many trips
 *   did finn do" counts that person's rows.
 * Only on a book with exactly one such table.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, ZERO, decCmp, decDiv, decEq, decFromInt, decSum } from './decimal';
import { PLAIN } from './format';
import type { Row, Table, Workbook } from './model';
import { bareLabel } from './job-list';
import { rowsNamed } from './row-names';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { MONTH_SHORT } from './periods';

interface Log {
  t: Table;
  rows: Row[];
  miles: number;
  unit: string;
  claim?: number;
  person?: number;
  to?: number;
  date?: number;
  rate?: number;
}

const NUMERIC = new Set(['number', 'money']);
const MILES =
  /^(miles|mileage|distance|distance \(miles\)|miles (?:driven|ridden|cycled|travelled|traveled)|miles \((?:return|round trip|one way)\)|(?:return|business) miles|km|kms|kilometres|kilometers|distance \(km\))$/;
const CLAIM =
  /^(claim|claimed|claim amount|amount claimed|amount|reimbursement|allowance|payable|mileage claim|mileage allowance|to pay)$/;
const PERSON = /^(rider|driver|courier|name|employee|staff|person|who|claimant|staff member)$/;
const TO = /^(to|destination|where|going to|drop|delivered to|journey to|place)$/;

function mileageLog(wb: Workbook): Log | undefined {
  const found: Log[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const labels = t.columns.map((c) => bareLabel(c.label));
      const pick = (re: RegExp, ok: (i: number) => boolean) => {
        const hits = labels.flatMap((l, i) => (re.test(l) && ok(i) ? [i] : []));
        return hits.length === 1 ? hits[0] : undefined;
      };
      // "Mileage £" beside "Miles (return)" is the claim in money, never the distance
      const miles = pick(
        MILES,
        (i) =>
          NUMERIC.has(t.columns[i]!.type) &&
          t.columns[i]!.type !== 'money' &&
          !/[£$€]/.test(t.columns[i]!.label),
      );
      if (miles === undefined) continue;
      const rows = t.rows.filter(
        (r) =>
          r.kind === 'data' &&
          cellNumber(r.cells[miles]) !== undefined &&
          !r.cells.some((c) => /^(totals?|grand total)$/i.test(cellText(c) ?? '')),
      );
      if (rows.length < 3) continue;
      const claim = pick(CLAIM, (i) => NUMERIC.has(t.columns[i]!.type));
      const person = pick(PERSON, (i) => t.columns[i]!.type === 'text');
      const to = pick(TO, (i) => t.columns[i]!.type === 'text');
      const date = pick(
        /^(date|day|trip date|date of trip|journey date)$/,
        (i) => t.columns[i]!.type === 'date',
      );
      const rate = pick(
        /^(rate|rate p\/mile|rate \(p\/mile\)|rate per mile|pence per mile|p\/mile|rate \/ mile|mileage rate)$/,
        (i) => NUMERIC.has(t.columns[i]!.type),
      );
      found.push({
        t,
        rows,
        miles,
        unit: /^k/.test(labels[miles]!) || /\bkm\b/.test(labels[miles]!) ? 'km' : 'miles',
        ...(claim !== undefined ? { claim } : {}),
        ...(person !== undefined ? { person } : {}),
        ...(to !== undefined ? { to } : {}),
        ...(date !== undefined ? { date } : {}),
        ...(rate !== undefined ? { rate } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const PEOPLE =
  '(?:riders|drivers|couriers|staff|people|everyone|the team|them|the riders|our riders)';
const OWE = new RegExp(
  `^how much (?:mileage|in mileage) (?:do|did|should|must) we (?:owe|pay)(?: out)?(?: in total| altogether)?$|^(?:what|how much) (?:do|did|should|must) we (?:owe|pay|need to pay|have to pay|pay out to)(?: the)? ?${PEOPLE}?(?: (?:for|in) (?:mileage|miles|their mileage|mileage claims?))?(?: this month| in total| altogether)?$|^(?:what(?:'s| is) )?(?:the )?total (?:mileage )?(?:claim|claims|claimed)(?: this month)?$|^how much (?:mileage )?(?:is|was|has been) claimed(?: in total| altogether)?$|^how much (?:is|was) (?:owed|due) (?:to )?${PEOPLE} for (?:mileage|miles)$`,
);
const FURTHEST =
  /^who(?:'s| has| have)? (?:done|covered|ridden|cycled|driven|clocked(?: up)?|racked up|logged|travelled|traveled) (?:the )?(most(?: miles)?|fewest miles|least(?: miles)?|furthest|farthest)$|^who (?:rode|cycled|drove|covered|did|clocked(?: up)?|rode for|travelled|traveled|went|racked up|logged) (?:the )?(furthest|farthest|most(?: miles)?|least(?: miles)?|fewest miles|shortest distance|most distance)$|^which (?:rider|driver|courier|person) (?:rode|cycled|drove|covered|did|clocked(?: up)?|logged) the (most|fewest|least) miles$|^who (?:has|had) the (most|fewest) miles$/;
const PERSON_MILES =
  /^how (?:many miles|far) (?:did|has|have) (.+?) (?:do|done|ride|ridden|cycle|cycled|drive|driven|cover|covered|rack up|racked up|clock(?: up)?|clocked(?: up)?|log|logged|go|gone|travel|travelled)(?: in total| altogether| this month)?$|^(?:what (?:are|were|is|was) )?(.+?)(?:'s)? (?:total )?(?:miles|mileage)$/;
const LONGEST =
  /^(?:what(?:'s| was| is) |which (?:was|is) )?(?:the |our )?(longest|shortest|biggest|furthest|farthest|smallest) (?:single )?(?:trip|run|journey|ride|delivery)$/;
const AVERAGE =
  /^(?:what(?:'s| is| was) )?(?:the |our )?(?:average|avg|mean|typical) (?:trip|run|journey|ride)(?: length| distance)?$|^how (?:long|far) (?:is|was) (?:the |an |our )?average (?:trip|run|journey|ride)$|^(?:average|avg|mean) (?:miles|distance) (?:per|a) (?:trip|run|journey|ride)$/;
const RUNS_TO =
  /^how many (?!miles\b)([a-z][a-z' ]*?) (?:trips|runs|journeys|rides|deliveries|drops)(?: (?:were there|did we do|have we done|in total))?$|^how many (?:trips|runs|journeys|rides|deliveries|drops|jobs) (?:to|went to|were to|did we do to|did we make to) (?:the )?(.+?)$/;
const TOTAL_MILES =
  /^how many (?:miles|km|kms|kilometres|kilometers)(?: (?:in total|altogether|all told|have we (?:done|covered|ridden|cycled|driven)|did we (?:do|cover|ride|cycle|drive)|were (?:ridden|covered|claimed|done|cycled)|(?:have been|were) claimed|this month|in the log))*$|^(?:what(?:'s| is| are) )?(?:the |our )?total (?:miles|mileage|distance)(?: (?:ridden|covered|claimed|this month))?$/;
const CLAIM_RANK =
  /^who (?:claimed|is owed|gets|got|earned|claims|is due) (?:the )?(most|least)(?: money| mileage| back)?$|^which (?:rider|driver|courier|person) (?:claimed|is owed|gets) (?:the )?(most|least)$/;
const PERSON_CLAIM =
  /^how much (?:does|did|do we owe|is|should we pay|do we pay) (.+?)(?: (?:get|claim|claimed|owed|due|get back|for mileage|for (?:their|his|her) mileage|in mileage))+$|^how much (?:do we owe|should we pay|do we pay|are we paying|must we pay) (.+?)(?: for (?:mileage|miles|(?:their|his|her) mileage))?$/;
const TRIP_COUNT = new RegExp(
  `^how many (?:trips|runs|journeys|rides|deliveries)(?: (?:were there|were made|did we do|did we make|in total|altogether|are logged|are in the log|in (${'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?'})))*$`,
);
const RATE =
  /^(?:what(?:'s| is) )?(?:the |our )?(?:mileage |claim )?rate(?: (?:per|a) (?:mile|km))?$|^(?:what|how much) do we pay (?:per|a) (?:mile|km)$/;
const MILES_TO =
  /^how many (?:miles|km) (?:to|were (?:ridden|done|covered) to|on (?:runs|trips) to) (?:the )?(.+?)$/;
const PERSON_TRIPS =
  /^how many (?:trips|runs|journeys|rides|deliveries) (?:did|has|have) (.+?) (?:do|done|make|made|take|taken|ride|go on|gone on)$/;

export function mileageLogAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[?]+$/, '').trim();
  const kinds = [
    OWE.exec(q),
    FURTHEST.exec(q),
    PERSON_MILES.exec(q),
    LONGEST.exec(q),
    AVERAGE.exec(q),
    RUNS_TO.exec(q),
    PERSON_TRIPS.exec(q),
    TOTAL_MILES.exec(q),
    CLAIM_RANK.exec(q),
    PERSON_CLAIM.exec(q),
    TRIP_COUNT.exec(q),
    RATE.exec(q),
    MILES_TO.exec(q),
  ];
  if (!kinds.some((k) => k)) return undefined;
  const l = mileageLog(wb);
  if (!l) return undefined;
  // each kind the question fits is tried in turn: one that cannot read this table passes on
  for (let at = 0; at < kinds.length; at++) {
    const m = kinds[at];
    if (!m) continue;
    const got = attempt(l, at, m);
    if (got) return got;
  }
  return undefined;

  function attempt(
    l: NonNullable<ReturnType<typeof mileageLog>>,
    at: number,
    m: RegExpExecArray,
  ): Answer | undefined {
    const { t } = l;
    const lab = (ci: number) => t.columns[ci]!.label;
    const val = (r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
    const styleOf = (ci: number) =>
      cellStyle(t, l.rows.find((r) => cellNumber(r.cells[ci]))?.cells[ci]);
    const cite = (rows: Row[], ci: number) => rows.map((r) => ({ r: r.r, c: t.columns[ci]!.c }));
    const milesOf = (rows: Row[]) => decSum(rows.map((r) => val(r, l.miles)));
    const who = (r: Row) => (l.person === undefined ? '' : (cellText(r.cells[l.person]) ?? ''));
    const personRows = (phrase: string): Row[] | Answer | undefined => {
      if (l.person === undefined) return undefined;
      const hits = rowsNamed(l.rows, [l.person], phrase);
      if (!hits) return undefined;
      const names = [...new Set(hits.map(who))];
      if (names.length > 1) return refuse(`that fits ${names.join(', ')}; which one?`);
      return hits;
    };
    const isAnswer = (x: Row[] | Answer): x is Answer => 'refused' in x;

    if (at === 0) {
      if (l.claim === undefined) return undefined;
      const fig = figureOf(
        t,
        `${lab(l.claim)}, total`,
        decSum(l.rows.map((r) => val(r, l.claim!))),
        styleOf(l.claim),
        cite(l.rows, l.claim),
      );
      return sourcedAnswer(
        fig,
        `We owe ${fig.display} for mileage (${lab(l.claim)} added over ${l.rows.length} trips).`,
        'total',
      );
    }
    if (at === 1) {
      if (l.person === undefined) return undefined;
      const word = m[1] ?? m[2] ?? m[3]!;
      const max = /furthest|farthest|most/.test(word);
      const by = new Map<string, Row[]>();
      for (const r of l.rows) by.set(who(r), [...(by.get(who(r)) ?? []), r]);
      by.delete('');
      const ranked = [...by.entries()].map(([n, rows]) => ({ n, rows, v: milesOf(rows) }));
      ranked.sort((a, b) => (max ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
      if (ranked.length < 2) return undefined;
      if (decEq(ranked[0]!.v, ranked[1]!.v))
        return refuse(`${ranked[0]!.n} and ${ranked[1]!.n} tie on ${lab(l.miles)}`);
      const top = ranked[0]!;
      const fig = figureOf(
        t,
        `${lab(l.miles)}, ${top.n}`,
        top.v,
        PLAIN,
        cite(top.rows, l.miles),
        top.n,
      );
      return sourcedAnswer(
        fig,
        `${top.n} covered the ${max ? 'most' : 'fewest'} ${l.unit}: ${fig.display} over ${top.rows.length} trips (${lab(l.miles)} added per ${lab(l.person)}; next ${ranked[1]!.n} ${figureOf(t, '', ranked[1]!.v, PLAIN, cite(ranked[1]!.rows, l.miles)).display}).`,
        max ? 'max' : 'min',
      );
    }
    if (at === 2 || at === 6) {
      const rows = personRows((m[1] ?? m[2])!);
      if (!rows) return undefined;
      if (isAnswer(rows)) return rows;
      const name = who(rows[0]!);
      if (at === 6) {
        const fig = figureOf(
          t,
          `Trips by ${name}`,
          decFromInt(rows.length),
          PLAIN,
          cite(rows, l.person!),
          name,
        );
        return sourcedAnswer(fig, `${name} did ${rows.length} trips (rows of the log).`, 'count');
      }
      const fig = figureOf(
        t,
        `${lab(l.miles)}, ${name}`,
        milesOf(rows),
        PLAIN,
        cite(rows, l.miles),
        name,
      );
      return sourcedAnswer(
        fig,
        `${name} covered ${fig.display} ${l.unit} over ${rows.length} trips (${lab(l.miles)}${l.claim !== undefined ? `; claimed ${figureOf(t, '', decSum(rows.map((r) => cellNumber(r.cells[l.claim!]) ?? ZERO)), styleOf(l.claim), cite(rows, l.claim)).display} in ${lab(l.claim)}` : ''}).`,
        'total',
      );
    }
    if (at === 3) {
      const max = !/shortest|smallest/.test(m[1]!);
      let best = 0;
      for (let i = 1; i < l.rows.length; i++) {
        const c = decCmp(val(l.rows[i]!, l.miles), val(l.rows[best]!, l.miles));
        if (max ? c > 0 : c < 0) best = i;
      }
      const row = l.rows[best]!;
      const ties = l.rows.filter((r) => decEq(val(r, l.miles), val(row, l.miles)));
      // where the trip went: the To column, else the client or site visited; and its day
      const visited = t.columns.findIndex((c) =>
        /^(client|customer|site|venue|job site|visit)$/.test(bareLabel(c.label)),
      );
      const where =
        l.to !== undefined
          ? cellText(row.cells[l.to])
          : visited >= 0
            ? cellText(row.cells[visited])
            : undefined;
      const day = l.date !== undefined ? dayText(row.cells[l.date]) : undefined;
      const at0 = [[who(row), where].filter(Boolean).join(' to '), day].filter(Boolean).join(', ');
      const fig = figureOf(
        t,
        `${max ? 'Largest' : 'Smallest'} ${lab(l.miles)}`,
        val(row, l.miles),
        PLAIN,
        cite([row], l.miles),
        at0 || undefined,
      );
      return sourcedAnswer(
        fig,
        `The ${max ? 'longest' : 'shortest'} single trip was ${fig.display} ${l.unit}${at0 ? ` (${at0})` : ''}${ties.length > 1 ? `; ${ties.length - 1} other trip${ties.length > 2 ? 's' : ''} match it` : ''}.`,
        max ? 'max' : 'min',
      );
    }
    if (at === 4) {
      const v = decDiv(milesOf(l.rows), decFromInt(l.rows.length), 2);
      if (!v) return undefined;
      const fig = figureOf(t, `Average ${lab(l.miles)} per trip`, v, PLAIN, cite(l.rows, l.miles));
      return sourcedAnswer(
        fig,
        `The average trip is ${fig.display} ${l.unit} (${lab(l.miles)} ${figureOf(t, '', milesOf(l.rows), PLAIN, cite(l.rows, l.miles)).display} over ${l.rows.length} trips).`,
        'average',
      );
    }
    if (at >= 7)
      return moreAnswer(l, at, m, refuse, { who, milesOf, personRows, cite, styleOf, val });
    // trips to a place: the rows whose To holds the words
    if (l.to === undefined) return undefined;
    const place = (m[1] ?? m[2])!;
    const hits = rowsNamed(l.rows, [l.to], place);
    if (!hits) return m[1] ? undefined : refuse(`no trip's ${lab(l.to)} holds '${place}'`);
    const places = [...new Set(hits.map((r) => cellText(r.cells[l.to!])!))];
    const fig = figureOf(t, `Trips to ${place}`, decFromInt(hits.length), PLAIN, cite(hits, l.to));
    return sourcedAnswer(
      fig,
      `${hits.length} trips went to ${places.join(' or ')} (rows whose ${lab(l.to)} holds "${place}").`,
      'count',
    );
  }
}

interface Tools {
  who: (r: Row) => string;
  milesOf: (rows: Row[]) => Dec;
  personRows: (phrase: string) => Row[] | Answer | undefined;
  cite: (rows: Row[], ci: number) => Array<{ r: number; c: number }>;
  styleOf: (ci: number) => ReturnType<typeof cellStyle>;
  val: (r: Row, ci: number) => Dec;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Total miles, claims by person, trips counted, the rate, miles to a place. */
function moreAnswer(
  l: Log,
  at: number,
  m: RegExpExecArray,
  refuse: (why: string) => Answer,
  x: Tools,
): Answer | undefined {
  const { t } = l;
  const lab = (ci: number) => t.columns[ci]!.label;
  if (at === 7) {
    const fig = figureOf(
      t,
      `${lab(l.miles)}, total`,
      x.milesOf(l.rows),
      PLAIN,
      x.cite(l.rows, l.miles),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} ${l.unit} in all (${lab(l.miles)} added over ${l.rows.length} trips).`,
      'total',
    );
  }
  if (at === 8) {
    if (l.person === undefined || l.claim === undefined) return undefined;
    const most = (m[1] ?? m[2]) === 'most';
    const by = new Map<string, Row[]>();
    for (const r of l.rows) if (x.who(r)) by.set(x.who(r), [...(by.get(x.who(r)) ?? []), r]);
    const es = [...by.entries()].map(([n, rows]) => ({
      n,
      rows,
      v: decSum(rows.map((r) => x.val(r, l.claim!))),
    }));
    if (es.length < 2) return undefined;
    es.sort((a, b) => (most ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
    if (decEq(es[0]!.v, es[1]!.v))
      return refuse(`${es[0]!.n} and ${es[1]!.n} tie on ${lab(l.claim)}`);
    const fig = figureOf(
      t,
      `${lab(l.claim)}, ${es[0]!.n}`,
      es[0]!.v,
      x.styleOf(l.claim),
      x.cite(es[0]!.rows, l.claim),
      es[0]!.n,
    );
    return sourcedAnswer(
      fig,
      `${es[0]!.n} claimed the ${most ? 'most' : 'least'}: ${fig.display} over ${es[0]!.rows.length} trips (${lab(l.claim)} added per ${lab(l.person)}).`,
      most ? 'max' : 'min',
    );
  }
  if (at === 9) {
    if (l.claim === undefined) return undefined;
    const rows = x.personRows((m[1] ?? m[2])!);
    if (!rows) return undefined;
    if ('refused' in rows) return rows;
    const name = x.who(rows[0]!);
    const fig = figureOf(
      t,
      `${lab(l.claim)}, ${name}`,
      decSum(rows.map((r) => x.val(r, l.claim!))),
      x.styleOf(l.claim),
      x.cite(rows, l.claim),
      name,
    );
    return sourcedAnswer(
      fig,
      `${name} is owed ${fig.display} for mileage (${lab(l.claim)} added over ${rows.length} trips).`,
      'total',
    );
  }
  if (at === 10) {
    let rows = l.rows;
    let when = '';
    if (m[1]) {
      if (l.date === undefined) return undefined;
      const mi = MONTHS.indexOf(m[1].slice(0, 3)) + 1;
      rows = l.rows.filter((r) => {
        const c = r.cells[l.date!];
        return c && typeof c === 'object' && !Array.isArray(c) && Number(c.d.slice(5, 7)) === mi;
      });
      when = ` in ${m[1]}`;
    }
    const fig = figureOf(
      t,
      `Trips${when}`,
      decFromInt(rows.length),
      PLAIN,
      x.cite(rows.length ? rows : l.rows, l.miles),
    );
    return sourcedAnswer(fig, `${rows.length} trips${when} (rows of the log).`, 'count');
  }
  if (at === 11) {
    if (l.rate === undefined) return undefined;
    const rates = [...new Set(l.rows.map((r) => x.val(r, l.rate!).toString()))];
    const vals = l.rows.map((r) => x.val(r, l.rate!));
    if (vals.some((v) => !decEq(v, vals[0]!)))
      return refuse(
        `${lab(l.rate)} differs from trip to trip (${rates.length} rates); name the trip`,
      );
    const fig = figureOf(t, lab(l.rate), vals[0]!, PLAIN, x.cite(l.rows, l.rate));
    return sourcedAnswer(fig, `${fig.display} (${lab(l.rate)}, the same on every trip).`, 'lookup');
  }
  if (l.to === undefined) return undefined;
  const hits = rowsNamed(l.rows, [l.to], m[1]!);
  if (!hits) return refuse(`no trip's ${lab(l.to)} holds '${m[1]}'`);
  const fig = figureOf(
    t,
    `${lab(l.miles)} to ${m[1]}`,
    x.milesOf(hits),
    PLAIN,
    x.cite(hits, l.miles),
  );
  return sourcedAnswer(
    fig,
    `${fig.display} ${l.unit} over ${hits.length} trips to ${[...new Set(hits.map((r) => cellText(r.cells[l.to!])!))].join(' or ')} (${lab(l.miles)}).`,
    'total',
  );
}

/** a date cell as "17 Jul 2026" */
function dayText(c: Row['cells'][number] | undefined): string | undefined {
  if (!c || typeof c !== 'object' || Array.isArray(c) || !('d' in c)) return undefined;
  const [y, m, d] = c.d.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_SHORT[m - 1]} ${y}`;
}
