/**
 * Issue 13, pass 51 (L1): a payroll register with a Type column (Full-time / Part-time /
 * Casual) or a Role column: "casual wages", "what did the part-timers earn", "wages for the
 * bartenders", "casual hours this fortnight". The rows the Type (else Role) value names; the
 * pay words read Gross (wages, pay, earn, cost: before tax, the Net named beside it), net or
 * take-home the Net column, hours the Hours column, super the Super column. The engine asked
 * "Gross ($) or Net pay ($)?" for "casual wages": wages are gross pay, the usual reading.
 * Any other word in the question leaves it to the other readers.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decSum } from './decimal';
import { PLAIN } from './format';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

const PERSON = /^(employee|employee name|name|staff|staff member|worker|person)$/i;
const GROSS = /^gross\b/i;
const NET = /^net\b|^take[- ]?home\b/i;
const HOURS = /^(?:total )?(?:hours|hrs)(?: worked)?$/i;
const SUPER = /^(?:employer )?(?:super|superannuation|sg|super guarantee)\b/i;
const TYPE =
  /^(type|employment type|emp type|employment|basis|employment basis|contract|contract type|status)$/i;
const ROLE = /^(role|position|job title|title|job)$/i;

const REST = new Set(
  (
    'wages wage pay paid gross net cost costs costing earn earned earning earnings take home ' +
    'hours hrs super superannuation what whats how much do did does we us the our for on in ' +
    'this fortnight fortnights run week period staff workers employees people total of are is ' +
    'get got bill all all up to before after tax s in total altogether payroll were was'
  ).split(' '),
);

interface Register {
  t: Table;
  rows: Row[];
  person: number;
  gross: number;
  net: number;
}

function theRegister(wb: Workbook): Register | undefined {
  const out: Register[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const person = t.columns.findIndex((c) => PERSON.test(c.label.trim()) && c.type === 'text');
      const nums = (re: RegExp) =>
        t.columns.flatMap((c, i) => (re.test(c.label.trim()) && c.type !== 'text' ? [i] : []));
      const gross = nums(GROSS);
      const net = nums(NET);
      if (person < 0 || gross.length !== 1 || net.length !== 1) continue;
      const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[person]));
      if (rows.length >= 2) out.push({ t, rows, person, gross: gross[0]!, net: net[0]! });
    }
  return out.length === 1 ? out[0] : undefined;
}

const flat = (s: string) => normalizeText(s).replace(/[-/]+/g, ' ').replace(/\s+/g, ' ').trim();

export function payrollTypeAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = flat(plainQuestion(question)).replace(/'s\b|s'/g, '');
  if (!/\b(wages?|pay|paid|gross|net|cost|costs|earn\w*|take home|hours|hrs|super\w*)\b/.test(q))
    return undefined;
  const reg = theRegister(wb);
  if (!reg) return undefined;
  const { t, rows } = reg;
  // "pay" over Basic, Gross and Net has three readings (pass 4 asks which): only wages, earn,
  // cost or a column's own word reads the Gross there
  if (
    t.columns.some((c) => c.type !== 'text' && /^(basic|base)\b/i.test(c.label.trim())) &&
    !/\b(wages?|gross|net|take home|earn\w*|cost|costs|hours|hrs|super\w*)\b/.test(q)
  )
    return undefined;
  const col = (i: number) => t.columns[i]!;
  // the group named: a Type value first, else a Role value, each in its plural forms
  let hit: { ci: number; value: string; rest: string } | undefined;
  for (const re of [TYPE, ROLE]) {
    const cis = t.columns.flatMap((c, i) =>
      c.type === 'text' && re.test(c.label.trim()) ? [i] : [],
    );
    const found: Array<{ ci: number; value: string; rest: string }> = [];
    for (const ci of cis) {
      const values = [
        ...new Set(rows.map((r) => cellText(r.cells[ci])).filter(Boolean)),
      ] as string[];
      for (const v of values) {
        const f = flat(v).replace(/[()]/g, '');
        const m = new RegExp(
          `\\b${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|r|rs|ers)?\\b`,
        ).exec(q);
        if (m) found.push({ ci, value: v, rest: q.replace(m[0], ' ') });
      }
    }
    // the longest value named wins ("senior bartender" over "bartender")
    found.sort((a, b) => b.value.length - a.value.length);
    const longest = found.filter((x) => x.value.length === found[0]?.value.length);
    if (longest.length > 1) return undefined;
    if (longest.length === 1) {
      hit = longest[0];
      break;
    }
  }
  if (!hit) return undefined;
  const left = hit.rest.split(/[^a-z0-9]+/).filter((w) => w && !REST.has(w));
  if (left.length) return undefined;
  // a shorter value inside a longer one ("bartender" inside "senior bartender") is not named
  const picked = rows.filter((r) => cellText(r.cells[hit!.ci]) === hit!.value);
  const measure = (re: RegExp) => {
    const xs = t.columns.flatMap((c, i) =>
      c.type !== 'text' && re.test(c.label.trim()) ? [i] : [],
    );
    return xs.length === 1 ? xs[0] : undefined;
  };
  const r = hit.rest;
  const ci = /\b(net|take home|after tax)\b/.test(r)
    ? reg.net
    : /\b(hours|hrs)\b/.test(r)
      ? measure(HOURS)
      : /\bsuper/.test(r)
        ? measure(SUPER)
        : reg.gross;
  if (ci === undefined) return undefined;
  const vals = picked.map((x) => cellNumber(x.cells[ci]));
  if (vals.some((v) => !v)) return refuse(`some ${hit.value} rows have no ${col(ci).label} figure`);
  const v = decSum(vals as Dec[]);
  const isHours = ci !== reg.gross && ci !== reg.net && HOURS.test(col(ci).label.trim());
  const cite = (i: number) => picked.map((x) => ({ r: x.r, c: col(i).c }));
  const fig = figureOf(
    t,
    `${col(ci).label}, ${col(hit.ci).label} ${hit.value}`,
    v,
    isHours ? PLAIN : cellStyle(t, picked[0]!.cells[ci]),
    cite(ci),
  );
  const netToo =
    ci === reg.gross
      ? `; after tax, ${col(reg.net).label} ${figureOf(t, '', decSum(picked.map((x) => cellNumber(x.cells[reg.net]) ?? decSum([]))), cellStyle(t, picked[0]!.cells[reg.net]), cite(reg.net)).display}`
      : '';
  // what a group costs us: its gross pay; with the employer's super on top, named beside it
  const sup = measure(SUPER);
  const supToo =
    ci === reg.gross &&
    /\bcost/.test(r) &&
    sup !== undefined &&
    picked.every((x) => cellNumber(x.cells[sup]))
      ? `; with ${col(sup).label} on top, ${figureOf(t, '', decSum([v, ...picked.map((x) => cellNumber(x.cells[sup])!)]), cellStyle(t, picked[0]!.cells[ci]), [...cite(ci), ...cite(sup)]).display}`
      : '';
  return sourcedAnswer(
    fig,
    `${hit.value} (${picked.length} ${picked.length === 1 ? 'person' : 'people'}: ${picked.map((x) => cellText(x.cells[reg.person])).join(', ')}): ${fig.display} ${col(ci).label}${netToo}${supToo}.`,
    picked.length === 1 ? 'lookup' : 'total',
  );
}
