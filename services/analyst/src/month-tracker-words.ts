/**
 * Issue 13, pass 47 (L5): a members (and fees) tracker, months down: a dance school's `Month |
 * Members at start | Joined | Left | Members at end | Fees billed (€) | Fees collected (€) |
 * Notes` with a Total row, or a gym's `Month | Standard | Premium | Total members | New joins |
 * Cancellations | MRR ($) | Notes` under a "Dec 2025 (b/f)" row that holds only the total.
 * Members and MRR are levels (read at one month), joins, leavers and fees flows (added over
 * months). Owners ask:
 * - "which month did we lose the most students" (most leavers, cancellations; "best month for
 *   new joiners", most sign-ups): the month with the most of that flow (a tie asked back);
 * - "how many people cancelled this year" (joined, left, signed up, in months named): the
 *   flow added over the months (this year: the year of `now`);
 * - "how much is still uncollected" (outstanding, not collected, still owed): Σ billed − Σ
 *   collected; "what % of fees did we actually collect" (collection rate): Σ collected ÷ Σ
 *   billed × 100;
 * - "what did we bill in may" (invoice, charge): the billed column; "collect", "take in": the
 *   collected column;
 * - "how much did membership grow since january" (MRR, members, since a month): the latest
 *   level minus the level at that month's start (Members at start, else that month's own
 *   level), the percentage named beside it;
 * - "churn rate in september": that month's leavers ÷ the members at its start (Members at
 *   start, else the month before's level) × 100.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  decCmp,
  decDiv,
  decEq,
  decIsZero,
  decMul,
  decSign,
  decSub,
  decSum,
} from './decimal';
import type { Row, Table, Workbook } from './model';
import { monthsAsked, monthsText } from './month-list-words';
import { PERCENT } from './format';
import { MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const START =
  /^(members|active|students|subscribers|customers|clients)(?: members)? at (?:the )?start\b|^(?:opening|start(?:ing)?) (members|active|students|subscribers)\b/i;
const END =
  /^(members|active|students|subscribers|customers|clients)(?: members)? at (?:the )?(?:end|close)\b|^(?:closing|end(?:ing)?) (members|active|students|subscribers)\b/i;
const LEVEL = /^(?:total )?(members|active members|students|subscribers|customers|clients)$/i;
const JOINS =
  /^(joined|joiners|new joins?|new members|new students|new subscribers|sign[- ]?ups|new)$/i;
const LEAVES = /^(left|leavers|cancellations?|cancelled|churn(?:ed)?|lost|quit)$/i;
const BILLED =
  /^(?:fees |amount )?(billed|invoiced|charged)\b|^(?:fees|invoices) (?:billed|raised)\b/i;
const COLLECTED =
  /^(?:fees |amount )?(collected|received|paid)\b|^(?:fees|cash) (?:collected|in)\b/i;
const MRR = /^mrr\b|monthly recurring revenue/i;
const BF = /\b(b\/f|brought forward|opening|start of year)\b/i;

interface Tracker {
  t: Table;
  /** month rows, oldest first, with their month key (yyyy-mm) */
  rows: Array<{ row: Row; key: string }>;
  bf?: Row;
  total?: Row;
  start: number;
  end: number;
  level: number;
  joins: number;
  leaves: number;
  billed: number;
  collected: number;
  mrr: number;
}

function theTracker(wb: Workbook): Tracker | undefined {
  const found: Tracker[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const one = (re: RegExp): number => {
        const hits = t.columns.flatMap((c, i) =>
          re.test(c.label.trim()) && c.type !== 'text' && c.role !== 'date' ? [i] : [],
        );
        return hits.length === 1 ? hits[0]! : -1;
      };
      const x = {
        start: one(START),
        end: one(END),
        level: one(LEVEL),
        joins: one(JOINS),
        leaves: one(LEAVES),
        billed: one(BILLED),
        collected: one(COLLECTED),
        mrr: one(MRR),
      };
      if (x.joins < 0 || x.leaves < 0 || (x.end < 0 && x.level < 0)) continue;
      const rows = t.rows.flatMap((row) =>
        row.kind === 'data' && row.period?.kind === 'month' && row.period.start
          ? [{ row, key: row.period.start.slice(0, 7) }]
          : [],
      );
      if (rows.length < 3 || new Set(rows.map((r) => r.key)).size !== rows.length) continue;
      if (rows.some((r, i) => i > 0 && r.key <= rows[i - 1]!.key)) continue;
      const bf = t.rows.find(
        (r) => r.kind === 'data' && !r.period && r.cells.some((c) => BF.test(cellText(c) ?? '')),
      );
      const totals = t.rows.filter((r) => r.kind === 'total');
      found.push({
        t,
        rows,
        ...(bf ? { bf } : {}),
        ...(totals.length === 1 ? { total: totals[0]! } : {}),
        ...x,
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const keyText = (key: string): string =>
  `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
/** a month row's name as the sheet writes it ("Jan 2026"), else its month */
const rowName = (t: Table, x: { row: Row; key: string }): string => {
  const mc = t.columns.findIndex((c) => c.role === 'date');
  return (mc >= 0 ? cellText(x.row.cells[mc]) : undefined) ?? keyText(x.key);
};

const MOST =
  /^(?:(?:which|what) month (?:did|have|were|was|had) (?:we |the )?|when did we |(?:which|what) (?:was|is) (?:the |our )?)?(?:(most|fewest|least) ([a-z -]+?)|(?:(?:which|what) month |when )?(?:did|had|were)? ?(?:we |the )?(lose|lost|gain|gained|get|got|sign(?:ed)? up|join(?:ed)?) (?:the )?(most|fewest|least) ([a-z -]+?)|(best|worst|biggest|top) month (?:for|of) ([a-z -]+?))(?: so far| this year)?$/;
const FLOW_COUNT =
  /^how many (?:people|members|students|customers|clients|subscribers|kids|dancers|users)? ?(?:have |had )?(cancel(?:l?ed)?|left|quit|joined|signed up|leave|join)(?: us)?(?: (?:this year|so far|so far this year|in total|altogether))?$/;
const FLOW_NOUN =
  /^how many (new members|new students|new subscribers|new customers|new joiners|new joins|joiners|joins|new sign[- ]?ups|sign[- ]?ups|cancellations|leavers|members (?:who )?(?:left|cancelled|joined))(?: (?:were there|did we (?:get|have|lose)|have we (?:had|got|lost)|did we sign up|came in))?$/;
const LEVEL_Q =
  /^how many (?:([a-z]+) )?(members|students|subscribers|customers|clients|dancers)(?: (?:do we have|have we got|have we|are there|are we on|did we have|were there))?(?: (?:now|currently|at the moment|today|in total))?$/;
const UNCOLLECTED =
  /\b(?:still )?(?:uncollected|outstanding|not (?:yet )?collected|not been collected|still (?:owed|to collect|due)|left to collect|haven'?t collected|have not collected|yet to collect|unpaid)\b/;
const COLLECT_PCT =
  /\b(?:what|which) (?:%|percent|percentage|share|proportion) of (?:the |our )?(?:fees|billing|invoices|money billed|amount billed) (?:did we |have we |was |were )?(?:actually )?(?:collect(?:ed)?|receiv(?:e|ed)|get|got)\b|\bcollection rate\b|\b(?:%|percent|percentage) (?:of fees )?collected\b/;
const BILL =
  /^(?:what|how much) (?:did|have|do) we (bill|billed|invoice|invoiced|charge|charged|collect|collected|take in|took in|receive|received)$/;
const GROW =
  /^how (?:much|many) (?:has|did|have) (?:our |the )?([a-z ]+?) (?:grow|grown|go(?:ne)? up|increase[d]?|rise|risen|change[d]?) (?:since|from) ([a-z]+)(?: (20\d\d))?$|^how much (?:has|did) (?:our |the )?([a-z ]+?) grow(?:n)? (?:since|from) ([a-z]+)(?: (20\d\d))?$/;
const CHURN = /\bchurn(?: rate)?\b|\bcancellation rate\b|\battrition(?: rate)?\b/;

export function monthTrackerAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/[‘’]/g, "'")
    .replace(/[?.!]+$/, '');
  const most = MOST.exec(q);
  const rest0 = monthsAsked(q)
    .rest.replace(/\b(?:in |for |during )?q[1-4]\b|\b(?:in |for )?(?:this year|so far)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const flowCount = !most ? (FLOW_COUNT.exec(rest0) ?? FLOW_NOUN.exec(rest0)) : null;
  const level = !most && !flowCount ? LEVEL_Q.exec(rest0) : null;
  const uncollected = UNCOLLECTED.test(q);
  const pct = COLLECT_PCT.test(q);
  const asked = monthsAsked(q);
  const bill = BILL.exec(asked.rest);
  const grow = GROW.exec(q);
  const churn = CHURN.test(q);
  const churnRate = churn && /\brate\b|%|percent/.test(q);
  if (!most && !flowCount && !level && !uncollected && !pct && !bill && !grow && !churn)
    return undefined;
  const x = theTracker(wb);
  if (!x) return undefined;
  const { t } = x;
  const col = (i: number) => t.columns[i]!;
  const val = (r: Row, i: number): Dec | undefined => cellNumber(r.cells[i]);
  const style = (i: number) =>
    cellStyle(t, x.rows.find((r) => val(r.row, i))?.row.cells[i] ?? null);
  const cites = (rs: Row[], i: number) => rs.map((r) => ({ r: r.r, c: col(i).c }));
  const latestKey = x.rows[x.rows.length - 1]!.key;

  if (most) {
    const word = (most[2] ?? most[5] ?? most[7] ?? '').trim();
    const verb = most[3] ?? '';
    const least = /^(fewest|least)$/.test(most[1] ?? most[4] ?? '');
    const leaveWords =
      /\b(leav\w*|left|lost|lose|cancel\w*|churn\w*|quit\w*|drop[- ]?outs?|dropped out)\b/;
    const joinWords = /\b(join\w*|new|sign[- ]?ups?|signed up|gain\w*|recruit\w*|enrol\w*)\b/;
    const isLeave = leaveWords.test(`${verb} ${word}`);
    const isJoin = !isLeave && joinWords.test(`${verb} ${word}`);
    if (!isLeave && !isJoin) return undefined;
    // the best month for leavers is the fewest; the worst the most
    let fewest = least;
    if (most[6] === 'best' && isLeave) fewest = true;
    if (most[6] === 'worst' && isJoin) fewest = true;
    const i = isLeave ? x.leaves : x.joins;
    const rows = x.rows.filter((r) => val(r.row, i) !== undefined);
    if (rows.length < 2) return undefined;
    const sorted = [...rows].sort((a, b) => decCmp(val(b.row, i)!, val(a.row, i)!));
    if (fewest) sorted.reverse();
    const top = sorted[0]!;
    const tied = sorted.filter((r) => decEq(val(r.row, i)!, val(top.row, i)!));
    if (tied.length > 1)
      return refuse(
        `${tied.map((r) => rowName(t, r)).join(' and ')} share the ${fewest ? 'fewest' : 'most'} ${col(i).label} (${figureOf(t, '', val(top.row, i)!, style(i), cites([top.row], i)).display})`,
      );
    const at = rowName(t, top);
    const fig = figureOf(
      t,
      `${col(i).label}, ${at}`,
      val(top.row, i)!,
      style(i),
      cites([top.row], i),
      at,
    );
    return sourcedAnswer(
      fig,
      `${at}: ${fig.display} ${col(i).label.toLowerCase()}, the ${fewest ? 'fewest' : 'most'} of ${rows.length} months.`,
      fewest ? 'min' : 'max',
    );
  }

  // the months asked, or this year, or the whole tracker
  const span = (): { rows: Array<{ row: Row; key: string }>; when: string } | undefined => {
    const qtr = /\bq([1-4])\b/.exec(q);
    const rest = asked.rest.replace(/\bq[1-4]\b|\bthis year\b|\bso far\b/g, ' ');
    if (
      asked.other &&
      /\b(q[1-4]|h[12]|quarter|half|year|years|ytd|week|last month|this month|20\d\d)\b/.test(rest)
    )
      return undefined;
    if (qtr && asked.months.length) return undefined;
    const months = qtr ? [0, 1, 2].map((k) => (Number(qtr[1]) - 1) * 3 + k) : asked.months;
    const year = /\bthis year\b/.test(q) && now ? now.getUTCFullYear() : asked.year;
    let rows = x.rows;
    if (year) rows = rows.filter((r) => Number(r.key.slice(0, 4)) === year);
    if (months.length) {
      rows = rows.filter((r) => months.includes(Number(r.key.slice(5, 7)) - 1));
      const years = new Set(rows.map((r) => r.key.slice(0, 4)));
      if (years.size > 1 || rows.length !== months.length) return undefined;
    }
    if (!rows.length) return undefined;
    const when = qtr
      ? `Q${qtr[1]} ${rows[0]!.key.slice(0, 4)}`
      : months.length
        ? monthsText(months, MONTH_NAMES)
        : year
          ? String(year)
          : `${keyText(rows[0]!.key)} to ${keyText(rows[rows.length - 1]!.key)}`;
    return { rows, when };
  };
  const flowSum = (i: number, label: string, say: string): Answer | undefined => {
    const sp = span();
    if (!sp) return undefined;
    const vals = sp.rows.map((r) => val(r.row, i));
    if (vals.some((v) => v === undefined)) return undefined;
    const v = decSum(vals as Dec[]);
    const fig = figureOf(
      t,
      `${label}, ${sp.when}`,
      v,
      style(i),
      cites(
        sp.rows.map((r) => r.row),
        i,
      ),
    );
    return sourcedAnswer(
      fig,
      `${say} in ${sp.when}: ${fig.display} (${col(i).label} added over ${sp.rows.length} month${sp.rows.length === 1 ? '' : 's'}).`,
      'total',
    );
  };

  if (level) {
    if (asked.months.length || asked.other) return undefined;
    let i = x.end >= 0 ? x.end : x.level;
    const plan = level[1];
    if (plan && !/^(active|current|paying|total|our|the)$/.test(plan)) {
      const hits = t.columns.flatMap((c, k) =>
        c.type !== 'text' && c.label.toLowerCase().split(/\s+/)[0] === plan ? [k] : [],
      );
      if (hits.length !== 1) return undefined;
      i = hits[0]!;
    }
    const last = [...x.rows].reverse().find((r) => val(r.row, i) !== undefined);
    if (!last) return undefined;
    const at = rowName(t, last);
    const fig = figureOf(
      t,
      `${col(i).label}, ${at}`,
      val(last.row, i)!,
      style(i),
      cites([last.row], i),
      at,
    );
    return sourcedAnswer(
      fig,
      `${col(i).label}: ${fig.display} at the end of ${at}, the latest month (members are a level, never added over months).`,
      'lookup',
    );
  }

  if (flowCount) {
    const leave = /^(cancel|left|quit|leave|leavers|members (?:who )?(?:left|cancelled))/.test(
      flowCount[1]!,
    );
    const i = leave ? x.leaves : x.joins;
    return flowSum(i, col(i).label, leave ? col(x.leaves).label : col(x.joins).label);
  }

  if (bill) {
    const billing = /^(bill|billed|invoice|invoiced|charge|charged)$/.test(bill[1]!);
    const i = billing ? x.billed : x.collected;
    if (i < 0) return undefined;
    return flowSum(i, col(i).label, billing ? 'Billed' : 'Collected');
  }

  if (uncollected || pct) {
    if (x.billed < 0 || x.collected < 0) return undefined;
    if (asked.months.length || asked.other) return undefined;
    const b = x.rows.map((r) => val(r.row, x.billed));
    const c = x.rows.map((r) => val(r.row, x.collected));
    if (b.some((v) => !v) || c.some((v) => !v)) return undefined;
    const sb = decSum(b as Dec[]);
    const sc = decSum(c as Dec[]);
    const tb = x.total ? val(x.total, x.billed) : undefined;
    const tc = x.total ? val(x.total, x.collected) : undefined;
    if ((tb && !decEq(tb, sb)) || (tc && !decEq(tc, sc)))
      return refuse('the months do not add up to the Total row; I will not pick one');
    const rows = x.rows.map((r) => r.row);
    const cells = [...cites(rows, x.billed), ...cites(rows, x.collected)];
    const show = (v: Dec) => figureOf(t, '', v, style(x.billed), cells).display;
    if (uncollected) {
      const fig = figureOf(
        t,
        `${col(x.billed).label} − ${col(x.collected).label}`,
        decSub(sb, sc),
        style(x.billed),
        cells,
      );
      return sourcedAnswer(
        fig,
        `Still uncollected: ${fig.display} (${col(x.billed).label} ${show(sb)} minus ${col(x.collected).label} ${show(sc)}, ${keyText(x.rows[0]!.key)} to ${keyText(latestKey)}).`,
        'difference',
      );
    }
    if (decIsZero(sb)) return undefined;
    const v = decDiv(decMul(sc, HUNDRED), sb, 2)!;
    const fig = figureOf(
      t,
      `${col(x.collected).label} as a % of ${col(x.billed).label}`,
      v,
      PERCENT,
      cells,
    );
    return sourcedAnswer(
      fig,
      `We collected ${fig.display} of the fees billed: ${col(x.collected).label} ${show(sc)} ÷ ${col(x.billed).label} ${show(sb)} × 100.`,
      'share',
    );
  }

  if (grow) {
    const what = (grow[1] ?? grow[4])!;
    const from = (grow[2] ?? grow[5])!;
    const m = MONTH_NAMES.findIndex((n) => n.toLowerCase().startsWith(from.slice(0, 3)));
    if (m < 0 || from.length < 3) return undefined;
    const year = grow[3] ?? grow[6];
    const mrr = /\b(mrr|monthly recurring revenue|recurring revenue)\b/.test(what);
    const members = /\b(members?(?:hip)?|students|subscribers|customers|clients|numbers)\b/.test(
      what,
    );
    if (!mrr && !members) return undefined;
    const fromRows = x.rows.filter(
      (r) => Number(r.key.slice(5, 7)) - 1 === m && (!year || r.key.startsWith(year)),
    );
    if (fromRows.length !== 1) return undefined;
    const fr = fromRows[0]!;
    const last = x.rows[x.rows.length - 1]!;
    let startI: number;
    let endI: number;
    let startSays: string;
    if (mrr) {
      if (x.mrr < 0) return undefined;
      startI = endI = x.mrr;
      startSays = `${keyText(fr.key)}'s ${col(x.mrr).label}`;
    } else if (x.start >= 0 && x.end >= 0) {
      startI = x.start;
      endI = x.end;
      startSays = `${col(x.start).label}, ${keyText(fr.key)}`;
    } else {
      startI = endI = x.level >= 0 ? x.level : x.end;
      startSays = `${col(startI).label}, ${keyText(fr.key)}`;
    }
    const a = val(fr.row, startI);
    const b = val(last.row, endI);
    if (!a || !b || fr === last) return undefined;
    const diff = decSub(b, a);
    const cells = [
      { r: fr.row.r, c: col(startI).c },
      { r: last.row.r, c: col(endI).c },
    ];
    const fig = figureOf(
      t,
      `${col(endI).label} ${keyText(last.key)} − ${startSays}`,
      diff,
      style(endI),
      cells,
    );
    const pctV = decIsZero(a) ? undefined : decDiv(decMul(diff, HUNDRED), a, 2);
    const show = (v: Dec) => figureOf(t, '', v, style(endI), cells).display;
    const pctFig = pctV ? figureOf(t, 'Growth %', pctV, PERCENT, cells) : undefined;
    const dir = decSign(diff) >= 0 ? 'grew' : 'fell';
    return sourcedAnswer(
      fig,
      `${mrr ? col(x.mrr).label : 'Membership'} ${dir} by ${show(decSign(diff) >= 0 ? diff : decSub(a, b))}${pctFig ? ` (${pctFig.display})` : ''} since ${MONTH_NAMES[m]}: from ${show(a)} (${startSays}) to ${show(b)} (${col(endI).label}, ${keyText(last.key)}).`,
      'change',
      pctFig ? [pctFig] : [],
    );
  }

  // churn rate in a month: its leavers over the members at its start
  if (asked.months.length !== 1 || asked.other) return undefined;
  if (!churnRate) {
    // "churn in october": the leavers or their rate; both named, asked back
    const r0 = x.rows.find((r) => Number(r.key.slice(5, 7)) - 1 === asked.months[0]);
    const lv = r0 ? val(r0.row, x.leaves) : undefined;
    if (!r0 || !lv) return undefined;
    return refuse(
      `churn in ${rowName(t, r0)} is ${figureOf(t, '', lv, style(x.leaves), cites([r0.row], x.leaves)).display} ${col(x.leaves).label.toLowerCase()}, or as a rate the leavers over the members at the start of the month; say "churn rate" or "how many ${col(x.leaves).label.toLowerCase()}"`,
    );
  }
  const rows = x.rows.filter((r) => Number(r.key.slice(5, 7)) - 1 === asked.months[0]);
  if (rows.length !== 1) return undefined;
  const r = rows[0]!;
  const leavers = val(r.row, x.leaves);
  let base: { v: Dec; cell: { r: number; c: number }; says: string } | undefined;
  if (x.start >= 0 && val(r.row, x.start))
    base = {
      v: val(r.row, x.start)!,
      cell: { r: r.row.r, c: col(x.start).c },
      says: `${col(x.start).label}, ${keyText(r.key)}`,
    };
  else {
    const levelI = x.level >= 0 ? x.level : x.end;
    const at = x.rows.indexOf(r);
    const prev = at > 0 ? x.rows[at - 1]!.row : x.bf;
    const pv = prev ? val(prev, levelI) : undefined;
    if (prev && pv)
      base = {
        v: pv,
        cell: { r: prev.r, c: col(levelI).c },
        says: `${col(levelI).label} at the end of ${at > 0 ? keyText(x.rows[at - 1]!.key) : 'the month before'}`,
      };
  }
  if (!leavers || !base || decIsZero(base.v)) return undefined;
  const v = decDiv(decMul(leavers, HUNDRED), base.v, 2)!;
  const fig = figureOf(
    t,
    `Churn rate, ${keyText(r.key)}`,
    v,
    PERCENT,
    [{ r: r.row.r, c: col(x.leaves).c }, base.cell],
    keyText(r.key),
  );
  return sourcedAnswer(
    fig,
    `Churn rate in ${keyText(r.key)}: ${fig.display} (${col(x.leaves).label} ${figureOf(t, '', leavers, style(x.leaves), [base.cell]).display} ÷ ${base.says} ${figureOf(t, '', base.v, style(x.leaves), [base.cell]).display} × 100).`,
    'ratio',
  );
}
