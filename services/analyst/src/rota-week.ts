/**
 * Issue 13, pass 51 (W1, L2): a week's rota, one row a person, the days across (`Name | Role |
 * Mon … Sun | Total hrs | Rate £/hr | Week pay £`, some day cells "off", the totals formulas).
 * Owners ask:
 * - "how many people are on less than 16 hours" (fewer than, under, over, more than, at least):
 *   the people whose week's hours (the Total hrs column, else their days added) are below the
 *   figure, named; "who is on more than 40 hours" the same, a count with the names (before, the
 *   engine counted every row by the business name: 13);
 * - "how many staff are in on sunday" (working, rostered, on shift, "who's in on sunday"): the
 *   people with hours in that day's column, named (never the hours added);
 * - "what's Tom working on wednesday" (is Tom in on, Tom's hours on): that person's cell for the
 *   day; an "off" or empty cell is 0 hours, said as off.
 * A name is a person's whole name or one word of it that no other person has.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, ZERO, decCmp, decFromInt, decParse, decSum } from './decimal';
import { PLAIN } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText } from './text';
import { weekdayTable } from './weekday-columns';
import { OFF_DAY } from './weekday-date-header';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY =
  '(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?';
const PERSON_HEAD =
  /^(name|staff|staff member|employee|worker|team member|person|who|staff name|employee name)$/i;
const HOURS_HEAD =
  /^(?:total )?(?:hours|hrs)(?: worked| this week| for (?:the )?week)?$|^week(?:ly)? (?:hours|hrs)$/i;
const PEOPLE =
  '(?:people|staff|staff members|employees|workers|team members|members of staff|of (?:the |our )?(?:staff|team)|folks|of us|on the team|person|persons)';

const THRESHOLD = new RegExp(
  `^(?:how many|number of|who)(?: ${PEOPLE})?(?: (?:are|is|were|was))?(?: (?:on|working|doing|rostered(?: for| on)?|scheduled(?: for)?|contracted(?: for)?|getting|get|got|have|has|had|work|works|worked|did|do|does))? (less|fewer|under|below|more|over|above|at least|at most|no more|not more|upwards of|in excess of)(?: than)? (\\d+(?:\\.\\d+)?) ?(?:hours|hrs|hour|hr)(?: (?:this|a|per|in the|for the) week)?$`,
);
const DAY_COUNT = new RegExp(
  `^(how many|number of|who)(?: ${PEOPLE})?(?: (?:is|are|was|were|will be|'s|s))? ?(?:in|on|working|rostered(?: on)?|scheduled(?: on)?|on shift|on the rota|in work|at work|on duty|coming in|in work)(?: on)?(?: (?:this|next|the) )? ?${DAY}$|^(how many|number of|who)(?: ${PEOPLE})? (?:work|works|are working|is working|do we have in|have we got in|have we got on|do we have on|do we have working)(?: on)?(?: (?:this|the) )? ?${DAY}$`,
);
const PERSON_DAY = new RegExp(
  `^(?:what(?:'s| is| are)|is|how many hours (?:is|does)|what hours (?:is|does))? ?([a-z][a-z'-]*(?: [a-z][a-z'-]*)??) (?:working|work|doing|on|in|rostered|rostered for|scheduled|scheduled for|down for)(?: on)? ${DAY}$|^(?:what(?:'s| is| are) )?([a-z][a-z'-]*(?: [a-z][a-z'-]*)??)'s (?:hours|hrs|shift) (?:on|for) ${DAY}$`,
);

interface Rota {
  t: Table;
  rows: Row[];
  person: number;
  hours?: number;
  days: Column[];
}

function theRota(wb: Workbook): Rota | undefined {
  const w = weekdayTable(wb);
  if (!w) return undefined;
  const t = w.table;
  const texts = t.columns.flatMap((c, i) => (c.type === 'text' ? [i] : []));
  const byHead = texts.filter((i) => PERSON_HEAD.test(t.columns[i]!.label.trim()));
  const person = byHead.length === 1 ? byHead[0]! : texts[0];
  if (person === undefined || t.columns[person]!.c > Math.min(...w.days.map((d) => d.c)))
    return undefined;
  const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[person]));
  if (rows.length < 2) return undefined;
  // every person once
  const names = new Set(rows.map((r) => normalizeText(cellText(r.cells[person])!)));
  if (names.size !== rows.length) return undefined;
  const hrs = t.columns.flatMap((c, i) =>
    c.type !== 'text' && HOURS_HEAD.test(c.label.trim()) ? [i] : [],
  );
  return {
    t,
    rows,
    person,
    ...(hrs.length === 1 ? { hours: hrs[0]! } : {}),
    days: w.days,
  };
}

const dayIndex = (word: string): number =>
  DAYS.findIndex((d) => d.startsWith(word.slice(0, 3).toLowerCase()));

function dayColumn(r: Rota, word: string): Column | undefined {
  const name = DAYS[dayIndex(word)];
  return name
    ? r.days.find((c) => name.startsWith(c.label.trim().toLowerCase().slice(0, 3)))
    : undefined;
}

/** The rows a phrase names: the whole name, or words of it no other row shares. */
function personNamed(r: Rota, phrase: string): Row[] {
  const words = normalizeText(phrase)
    .replace(/'s$/, '')
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);
  if (!words.length) return [];
  return r.rows.filter((row) => {
    const name = normalizeText(cellText(row.cells[r.person]) ?? '').split(/[^a-z0-9'-]+/);
    return words.every((w) => name.includes(w));
  });
}

export function rotaWeekAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = normalizeText(question)
    .replace(/[?.!]+$/, '')
    .replace(/\bwho(?:'s| is)\b/, 'who is')
    .replace(/\b(?:this|the|that) week\b|\bthis rota\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const th = THRESHOLD.exec(q);
  const dc = th ? null : DAY_COUNT.exec(q);
  const pd = th || dc ? null : PERSON_DAY.exec(q);
  if (!th && !dc && !pd) return undefined;
  const r = theRota(wb);
  if (!r) return undefined;
  const { t } = r;
  const nm = (row: Row) => cellText(row.cells[r.person])!;
  const col = (c: Column) => t.columns.indexOf(c);
  const hoursOf = (row: Row): Dec | undefined => {
    if (r.hours !== undefined) return cellNumber(row.cells[r.hours]);
    return decSum(r.days.map((d) => cellNumber(row.cells[col(d)]) ?? ZERO));
  };
  const hoursCols = (): number[] =>
    r.hours !== undefined ? [t.columns[r.hours]!.c] : r.days.map((d) => d.c);
  const hoursName =
    r.hours !== undefined
      ? t.columns[r.hours]!.label
      : `the days ${r.days[0]!.label}–${r.days[r.days.length - 1]!.label} added`;
  const names = (rows: Row[]) => (rows.length ? `: ${rows.map(nm).join(', ')}` : '');

  if (th) {
    const n = decParse(th[2]!)!;
    const word = th[1]!;
    const below = /^(less|fewer|under|below|at most|no more|not more)$/.test(word);
    const inclusive = /^(at least|at most|no more|not more)$/.test(word);
    const vals = r.rows.map(hoursOf);
    if (vals.some((v) => v === undefined)) return refuse(`some rows have no ${hoursName}`);
    const hits = r.rows.filter((_, i) => {
      const c = decCmp(vals[i]!, n);
      return below ? c < 0 || (inclusive && c === 0) : c > 0 || (inclusive && c === 0);
    });
    const rel = below
      ? inclusive
        ? `at most ${th[2]}`
        : `under ${th[2]}`
      : inclusive
        ? `at least ${th[2]}`
        : `over ${th[2]}`;
    const fig = figureOf(
      t,
      `People with ${hoursName} ${rel}`,
      decFromInt(hits.length),
      PLAIN,
      (hits.length ? hits : r.rows).flatMap((row) => hoursCols().map((c) => ({ r: row.r, c }))),
    );
    return sourcedAnswer(
      fig,
      `${hits.length} of ${r.rows.length} people have ${hoursName} ${rel} hours${names(hits)}.`,
      'count',
    );
  }

  if (dc) {
    const dayWord = (dc[2] ?? dc[4])!;
    const day = dayColumn(r, dayWord);
    if (!day) return undefined;
    const i = col(day);
    const hits = r.rows.filter((row) => {
      const v = cellNumber(row.cells[i]);
      return v !== undefined && decCmp(v, ZERO) > 0;
    });
    const full = DAYS[dayIndex(dayWord)]!;
    const Day = full[0]!.toUpperCase() + full.slice(1);
    const fig = figureOf(
      t,
      `People with hours on ${day.label}`,
      decFromInt(hits.length),
      PLAIN,
      (hits.length ? hits : r.rows).map((row) => ({ r: row.r, c: day.c })),
      Day,
    );
    return sourcedAnswer(
      fig,
      `${hits.length} of ${r.rows.length} people are in on ${Day}${names(hits)} (those with hours in the ${day.label} column).`,
      'count',
    );
  }

  const phrase = (pd![1] ?? pd![3])!;
  const dayWord = (pd![2] ?? pd![4])!;
  if (/^(we|you|they|everyone|anyone|somebody|someone|who|it|staff|people)$/.test(phrase))
    return undefined;
  const rows = personNamed(r, phrase);
  if (!rows.length) return undefined;
  if (rows.length > 1) return refuse(`${rows.map(nm).join(' and ')} fit "${phrase}"; which one?`);
  const row = rows[0]!;
  const day = dayColumn(r, dayWord);
  if (!day) return undefined;
  const i = col(day);
  const cell = row.cells[i];
  const v = cellNumber(cell);
  const full = DAYS[dayIndex(dayWord)]!;
  const Day = full[0]!.toUpperCase() + full.slice(1);
  const raw = cellText(cell);
  if (v === undefined && raw !== undefined && !OFF_DAY.test(raw.trim()))
    return refuse(`${nm(row)}'s ${day.label} cell says "${raw}", not a number of hours`);
  const fig = figureOf(
    t,
    `${day.label} hours, ${nm(row)}`,
    v ?? ZERO,
    v === undefined ? PLAIN : cellStyle(t, cell),
    [{ r: row.r, c: day.c }],
    nm(row),
  );
  const off = v === undefined || decCmp(v, ZERO) === 0;
  return sourcedAnswer(
    fig,
    off
      ? `${nm(row)} is off on ${Day}: 0 hours (the ${day.label} cell ${raw ? `says "${raw}"` : 'is empty'}).`
      : `${nm(row)} is down for ${fig.display} hours on ${Day} (the ${day.label} column).`,
    'lookup',
  );
}
