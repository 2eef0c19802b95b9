/**
 * Issue 13, pass 47 (L4): a week's staff hours, one row per person (`Name | Role | Rate £/hr |
 * Mon … Sun | Total hrs | Gross pay`, a Total row), or a timesheet of tech × client rows
 * (`Tech | Client | Mon … Fri | Total hrs | Billable | Rate $/hr`). Owners ask:
 * - "what's the wage bill for the week" (wages, salaries, payroll, staff costs, what we pay
 *   everyone): the pay column's total, checked against the Total row;
 * - "how much is Gina getting" (what does Gina get / earn / take home, Gina's wages): her pay;
 * - "what do the fryers cost us this week" (how much do we pay the counter staff): the pay of
 *   the rows of that Role (the plural is the role's);
 * - "average hourly rate" (average rate of pay, what we pay an hour on average): the wage bill
 *   over the hours, with the mean of the Rate column named beside it, when the two agree to
 *   the cent; else asked back naming both (pass 48, R6: pass 37's rule);
 * - "which client took up most of our time" (did we spend most time on, had the most hours):
 *   the client whose rows add up to the most hours; internal rows (admin, training, holiday,
 *   leave) are no client.
 * "This week", "for the week" are the sheet's one week. Any other period is left alone.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decAbs, decCmp, decDiv, decEq, decFromInt, decSub, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { monthsAsked } from './month-list-words';
import { MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

const PERSON =
  /^(name|staff|staff member|employee|worker|tech|technician|instructor|tutor|coach|driver|therapist|stylist|cleaner|carer|person|team member|consultant)$/i;
const ROLE = /^(role|position|job|job title|title|department|dept|team)$/i;
const CLIENT = /^(client|customer|account|job|project)$/i;
// pass 51 (L2): a rota's "Week pay £" (weekly pay, week's wages) is its pay column
const PAY =
  /^(gross pay|gross|pay|wages?|total pay|earnings|gross wages?|amount|week(?:ly|'s)? (?:pay|wages?))\b(?!.*\b(rate|per|\/\s*h))/i;
const HOURS = /^(?:total )?(?:hours|hrs)(?: worked)?\b(?!.*(?:\/|per|rate))/i;
const RATE = /\brate\b|\/\s*hr?\b|\bper hour\b|\bhourly\b/i;
const INTERNAL =
  /\b(internal|admin|administration|training|holiday|annual leave|leave|sick|non[- ]?billable|overhead|office|meetings?)\b/i;

interface Sheet {
  t: Table;
  rows: Row[];
  total?: Row;
  person: number;
  role: number;
  client: number;
  pay: number;
  hours: number;
  rate: number;
}

function theSheet(wb: Workbook): Sheet | undefined {
  const out: Sheet[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const one = (re: RegExp, text: boolean): number => {
        const hits = t.columns.flatMap((c, i) =>
          re.test(c.label.trim()) && (c.type === 'text') === text ? [i] : [],
        );
        return hits.length === 1 ? hits[0]! : -1;
      };
      const person = one(PERSON, true);
      const hours = one(HOURS, false);
      if (person < 0 || hours < 0) continue;
      const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[person]));
      const totals = t.rows.filter((r) => r.kind === 'total');
      if (rows.length < 2) continue;
      out.push({
        t,
        rows,
        ...(totals.length === 1 ? { total: totals[0]! } : {}),
        person,
        role: one(ROLE, true),
        client: one(CLIENT, true),
        pay: one(PAY, false),
        hours,
        rate: t.columns.findIndex((c) => c.type !== 'text' && RATE.test(c.label)),
      });
    }
  return out.length === 1 ? out[0] : undefined;
}

const WAGE_BILL =
  /^(?:what(?:'s| is| was)|how much (?:is|was|are|were)|total|whats)? ?(?:the |our )?(?:total )?(?:wage bill|wages? bill|wages|salaries|salary bill|payroll|staff costs?|labour costs?|labor costs?|pay bill)(?: total)?$|^how much (?:do|did|are|will) we (?:pay|paying) (?:everyone|all (?:the )?staff|the staff|staff|the team|our staff)(?: in total| altogether)?$/;
const PERSON_GETS =
  /^(?:how much (?:is|does|did|will|was|has|had) ([a-z][a-z'-]*) (?:getting|get|got|earn|earning|earned|take home|taking home|make|making|made|on|being paid|been paid|paid)|what (?:is|does|did|will) ([a-z][a-z'-]*) (?:getting|get|earn|earning|take home|make|making|paid))$|^([a-z][a-z'-]*)'s (?:wages?|pay|earnings|gross pay)$/;
const ROLE_COST =
  /^(?:what|how much) (?:do|does|did|will) (?:the |our |all the |all our )?([a-z][a-z -]*?) (?:cost|costs)(?: us| me)?$|^how much (?:do|did|will) we pay (?:the |our |all the |all our )?([a-z][a-z -]*?)$|^(?:what(?:'s| is) )?(?:the |our )?([a-z][a-z -]*?)(?:'s|s')? (?:wages?|wage bill|pay|cost)$|^(?:what(?:'s| is) )?(?:the )?(?:total )?cost of (?:the |our |all the |all our )?([a-z][a-z -]*?)$/;
const WHO_PAID =
  /^who (?:earned|earns|earn|made|makes|got paid|gets paid|is paid|was paid|is getting|got|gets) (?:the )?(most|least)(?: money| pay)?$|^who(?:'s| is| was) (?:the )?(highest|best|lowest|worst)[- ]paid$/;
const ROLE_MOST =
  /^which (role|position|job|department|team) (?:costs?|cost us|costs us|is paid|gets paid|earns?) (?:the )?(most|least)$/;
const AVG_RATE =
  /^(?:what(?:'s| is| was) )?(?:the |our )?average (?:hourly rate|rate per hour|hourly pay|pay rate|rate of pay|rate)(?: of pay)?$|^what do we pay (?:an|per) hour on average$|^average (?:pay|wage) (?:an|per) hour$/;
const CLIENT_TIME =
  /^which (client|customer|account|job|project) (?:took up|takes up|has taken up|used up|ate up|got) (?:the )?most (?:of )?(?:our |the )?(?:time|hours)$|^which (client|customer|account|job|project) did we spend (?:the )?most (?:time|hours) on$|^which (client|customer|account|job|project) (?:had|has|got|needed|took) (?:the )?most (?:time|hours)$|^(?:who(?:'s| is| was)? )?(?:our )?(?:biggest|largest) (client|customer) by (?:time|hours)$/;

export function staffHoursPayAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  let q = normalizeText(plainQuestion(question)).replace(/[?.!]+$/, '');
  // the sheet's one week
  q = q
    .replace(/\b(?:for|in|over|during)? ?(?:this|the|that) week\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const asked = monthsAsked(q);
  if (asked.other) return undefined;
  if (asked.months.length) q = asked.rest;
  const bill = WAGE_BILL.test(q);
  const gets = !bill ? PERSON_GETS.exec(q) : null;
  const role = !bill && !gets ? ROLE_COST.exec(q) : null;
  const avg = !bill && !gets && !role && AVG_RATE.test(q);
  const client = !bill && !gets && !role && !avg ? CLIENT_TIME.exec(q) : null;
  const whoPaid = !bill && !gets && !role && !avg && !client ? WHO_PAID.exec(q) : null;
  const roleMost =
    !bill && !gets && !role && !avg && !client && !whoPaid ? ROLE_MOST.exec(q) : null;
  if (!bill && !gets && !role && !avg && !client && !whoPaid && !roleMost) return undefined;
  const x = theSheet(wb);
  if (!x) return undefined;
  // one month named: only the month the sheet's title names is the whole sheet
  if (asked.months.length) {
    const title = (x.t.title ?? '').toLowerCase();
    if (
      asked.months.length !== 1 ||
      !new RegExp(`\\b${MONTH_NAMES[asked.months[0]!]!.toLowerCase()}\\b`).test(title)
    )
      return undefined;
  }
  const { t, rows } = x;
  const col = (i: number) => t.columns[i]!;
  const sumOver = (rs: Row[], i: number): Dec | undefined => {
    const vals = rs.map((r) => cellNumber(r.cells[i]));
    if (vals.some((v) => v === undefined)) return undefined;
    return decSum(vals as Dec[]);
  };
  const cites = (rs: Row[], i: number) => rs.map((r) => ({ r: r.r, c: col(i).c }));
  const style = (i: number) => cellStyle(t, rows[0]!.cells[i]);

  if (client) {
    if (x.client < 0) return undefined;
    const groups = new Map<string, Row[]>();
    const internal: string[] = [];
    for (const r of rows) {
      const name = cellText(r.cells[x.client]);
      if (!name) continue;
      if (INTERNAL.test(name)) {
        if (!internal.includes(name)) internal.push(name);
        continue;
      }
      groups.set(name, [...(groups.get(name) ?? []), r]);
    }
    const ranked = [...groups.entries()]
      .map(([name, rs]) => ({ name, rs, v: sumOver(rs, x.hours) }))
      .filter((g): g is { name: string; rs: Row[]; v: Dec } => !!g.v)
      .sort((a, b) => decCmp(b.v, a.v));
    if (ranked.length < 2) return undefined;
    if (decEq(ranked[0]!.v, ranked[1]!.v))
      return refuse(
        `${ranked[0]!.name} and ${ranked[1]!.name} both have ${figureOf(t, '', ranked[0]!.v, style(x.hours), cites(ranked[0]!.rs, x.hours)).display} hours`,
      );
    const top = ranked[0]!;
    const fig = figureOf(
      t,
      `${col(x.hours).label}, ${top.name}`,
      top.v,
      style(x.hours),
      cites(top.rs, x.hours),
      top.name,
    );
    return sourcedAnswer(
      fig,
      `${top.name} took the most time: ${fig.display} hours (${col(x.hours).label} over its ${top.rs.length} row${top.rs.length === 1 ? '' : 's'}), of ${ranked.length} clients${internal.length ? `; ${internal.join(', ')} is internal time, not a client` : ''}.`,
      'max',
    );
  }

  if (x.pay < 0) return undefined;
  const payCol = col(x.pay);
  // who earned the most (one row each: their pay), which role costs the most (its rows added)
  if (whoPaid || roleMost) {
    const least = /^(least|lowest|worst)$/.test((whoPaid?.[1] ?? whoPaid?.[2] ?? roleMost![2])!);
    const by = whoPaid ? x.person : x.role;
    if (by < 0) return undefined;
    // a register with a net column has two readings of "paid": pass 35's reader asks
    if (t.columns.some((c) => c.type !== 'text' && /^(net|take[- ]?home)\b/i.test(c.label.trim())))
      return undefined;
    const groups = new Map<string, Row[]>();
    for (const r of rows) {
      const k = cellText(r.cells[by]);
      if (!k) return undefined;
      groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    const ranked = [...groups.entries()]
      .map(([name, rs]) => ({ name, rs, v: sumOver(rs, x.pay) }))
      .filter((g): g is { name: string; rs: Row[]; v: Dec } => !!g.v)
      .sort((a, b) => decCmp(b.v, a.v));
    if (least) ranked.reverse();
    if (ranked.length < 2 || ranked.length !== groups.size) return undefined;
    if (decEq(ranked[0]!.v, ranked[1]!.v))
      return refuse(`${ranked[0]!.name} and ${ranked[1]!.name} tie on ${payCol.label}`);
    const top = ranked[0]!;
    const fig = figureOf(
      t,
      `${payCol.label}, ${top.name}`,
      top.v,
      style(x.pay),
      cites(top.rs, x.pay),
      top.name,
    );
    return sourcedAnswer(
      fig,
      `${top.name}: ${fig.display} (${payCol.label}${top.rs.length > 1 ? ` over ${top.rs.length} people` : ''}), the ${least ? 'least' : 'most'} of ${ranked.length}.`,
      least ? 'min' : 'max',
    );
  }

  if (bill) {
    const v = sumOver(rows, x.pay);
    if (!v) return undefined;
    const tv = x.total ? cellNumber(x.total.cells[x.pay]) : undefined;
    if (tv && !decEq(tv, v))
      return refuse(
        `the rows add up to a different ${payCol.label} than the ${cellText(x.total!.cells[x.person]) ?? 'Total'} row; I will not pick one`,
      );
    const fig = figureOf(t, `${payCol.label}, total`, v, style(x.pay), cites(rows, x.pay));
    return sourcedAnswer(
      fig,
      `The wage bill is ${fig.display}: ${payCol.label} added over ${rows.length} people.`,
      'total',
    );
  }

  if (gets) {
    const word = (gets[1] ?? gets[2] ?? gets[3])!.replace(/'s$/, '');
    if (/^(we|you|they|everyone|staff|it|he|she|each|the)$/.test(word)) return undefined;
    const named = rows.filter((r) =>
      (cellText(r.cells[x.person]) ?? '')
        .toLowerCase()
        .split(/[\s,.-]+/)
        .includes(word),
    );
    const names = [...new Set(named.map((r) => cellText(r.cells[x.person])!))];
    if (!names.length) return undefined;
    if (names.length > 1) return refuse(`${names.join(' and ')} both match "${word}"; which?`);
    // take-home is the net column; "getting", "earn" the gross, the net named beside it
    const net = t.columns.findIndex(
      (c) => c.type !== 'text' && /^(net|take[- ]?home)\b/i.test(c.label.trim()),
    );
    const takeHome = /\btak(?:e|ing) home\b/.test(q);
    if (takeHome && net < 0)
      return refuse(
        `the sheet holds ${payCol.label} only, before tax and deductions; it has no take-home (net) column`,
      );
    const ci = takeHome ? net : x.pay;
    const v = sumOver(named, ci);
    if (!v) return undefined;
    const fig = figureOf(
      t,
      `${col(ci).label}, ${names[0]}`,
      v,
      style(ci),
      cites(named, ci),
      names[0],
    );
    const nv = !takeHome && net >= 0 ? sumOver(named, net) : undefined;
    const also = nv
      ? ` After deductions, ${col(net).label}: ${figureOf(t, '', nv, style(net), cites(named, net)).display}.`
      : '';
    return sourcedAnswer(
      fig,
      `${names[0]}${takeHome ? ' takes home' : ': '}${takeHome ? ` ${fig.display}` : fig.display} (${col(ci).label}${named.length > 1 ? `, ${named.length} rows added` : ''}).${also}`,
      named.length > 1 ? 'total' : 'lookup',
    );
  }

  if (role) {
    if (x.role < 0) return undefined;
    const phrase = (role[1] ?? role[2] ?? role[3] ?? role[4])!
      .replace(/\b(staff|people|team|guys|lot|workers)\b/g, ' ')
      .trim();
    const words = phrase.split(/\s+/).filter(Boolean);
    if (!words.length || words.length > 2) return undefined;
    const sing = (w: string) => w.replace(/(?<=[a-z]{3})(?:e?s)$/, '');
    const roles = [
      ...new Set(rows.map((r) => cellText(r.cells[x.role])).filter(Boolean)),
    ] as string[];
    const hit = roles.filter((rl) => {
      const rw = normalizeText(rl).split(/\s+/).map(sing);
      return words.map(sing).every((w) => rw.includes(w));
    });
    if (hit.length !== 1) return undefined;
    const rs = rows.filter((r) => cellText(r.cells[x.role]) === hit[0]);
    const v = sumOver(rs, x.pay);
    if (!v) return undefined;
    const fig = figureOf(
      t,
      `${payCol.label}, ${col(x.role).label} ${hit[0]}`,
      v,
      style(x.pay),
      cites(rs, x.pay),
    );
    return sourcedAnswer(
      fig,
      `The ${hit[0]} rows cost ${fig.display}: ${payCol.label} over ${rs.length} ${rs.length === 1 ? 'person' : 'people'} (${rs.map((r) => cellText(r.cells[x.person])).join(', ')}).`,
      'total',
    );
  }

  // average hourly rate: the wage bill over the hours, the mean of the rates named
  if (x.rate < 0) return undefined;
  const pay = sumOver(rows, x.pay);
  const hrs = sumOver(rows, x.hours);
  const rates = rows.map((r) => cellNumber(r.cells[x.rate]));
  if (!pay || !hrs || rates.some((v) => !v)) return undefined;
  const v = decDiv(pay, hrs, 2);
  const mean = decDiv(decSum(rates as Dec[]), decFromInt(rates.length), 2);
  if (!v || !mean) return undefined;
  const rs = { ...style(x.rate), decimals: 2 };
  // pass 48 (R6): the two readings (the wage bill over the hours, the plain mean of the rates)
  // are asked back when they differ by more than a cent (pass 37's rule); answered when they agree
  const fine = (d: Dec) => decDiv(d, decFromInt(1), 6)!;
  const vx = decDiv(pay, hrs, 6)!;
  const mx = decDiv(decSum(rates as Dec[]), decFromInt(rates.length), 6)!;
  if (decCmp(decAbs(decSub(fine(vx), fine(mx))), { m: 1n, s: 2 }) > 0) {
    const shown = (d: Dec) => figureOf(t, '', d, rs, cites(rows, x.rate)).display;
    return refuse(
      `"average ${col(x.rate).label}" has two readings that differ here: the mean of the ${col(x.rate).label} column (${shown(mean)} over ${rows.length} people) and the total ${payCol.label} over the total ${col(x.hours).label} (${shown(v)}, weighted by the hours worked); say which you mean`,
    );
  }
  const fig = figureOf(t, `${payCol.label} ÷ ${col(x.hours).label}`, v, rs, [
    ...cites(rows, x.pay),
    ...cites(rows, x.hours),
  ]);
  const meanFig = figureOf(t, `Mean of ${col(x.rate).label}`, mean, rs, cites(rows, x.rate));
  const part = (d: Dec, i: number) => figureOf(t, '', d, style(i), cites(rows, i)).display;
  return sourcedAnswer(
    fig,
    `Average hourly rate: ${fig.display} an hour, the wage bill ${part(pay, x.pay)} over ${part(hrs, x.hours)} hours (weighted by the hours worked). The plain mean of the ${col(x.rate).label} column over ${rows.length} people is ${meanFig.display}, the same to the cent.`,
    'ratio',
    [meanFig],
  );
}
