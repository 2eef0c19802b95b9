/**
 * Issue 13, pass 50 (W3, W4, L3): a list of members (clients, students) one row each, with a
 * Status (Active / Cancelled / Frozen / Expired), a plan, a fee, dates (start, cancelled,
 * renewal), Y/N flags and counts (Visits YTD). Summary rows under the list ("Active members |
 * 26", "Monthly fees (active) | 1346") hold no status: they are checks, never members.
 * - counts: the rows whose Status, Plan, Billing, Pays by … hold the values named ("how many
 *   active junior members"); a status verb ("cancelled", "left") keeps that status's rows and
 *   a period reads the date of that event (the Cancelled date, a text date too); "joined"
 *   reads the start date (every status), "renewals due in january" the renewal date (the
 *   next January); "haven't signed the waiver" the N rows of that flag;
 * - a count that names no status counts the Active rows and names the whole list beside;
 * - money a month ("monthly income from active members", "what does the family plan bring in
 *   a month", "MRR"): Σ of the monthly column (Monthly equiv. when there is one, else a fee
 *   per month) over the Active rows unless a status is named ("what would the frozen members
 *   normally pay us a month"); the average fee the same rows' mean; a plan's price (the Fee
 *   of its rows, when it is the same on each);
 * - the most popular plan (most Active rows), who has been a member longest (the earliest
 *   start among Active), who has the most of a count column (Visits YTD), a member's renewal
 *   or start date, the share of Active members paying by direct debit.
 * Only on a book with one such list.
 */
import type { Answer } from './answer-types';
import { unreadWords } from './asked-words';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { HUNDRED, decCmp, decDiv, decEq, decFromInt, decMul, decToString } from './decimal';
import { PERCENT, PLAIN } from './format';
import {
  type Named,
  askedPeriod,
  askedText,
  categoryColumns,
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
  valuesNamed,
} from './log-rows';
import type { Row, Table, Workbook } from './model';
import { nameTokens, rowsNamed } from './row-names';
import { sourcedAnswer } from './sourced-answer';
import { summaryRowsOf } from './sum-row-totals';

interface List {
  t: Table;
  rows: Row[];
  name: number;
  status: number;
  plan?: number;
  fee?: number;
  /** the column that is money a month (Monthly equiv., or a fee per month) */
  monthly?: number;
  start?: number;
  ended?: number;
  renewal?: number;
  billing?: number;
  cats: number[];
  flags: number[];
  counts: number[];
  active: string;
  /** summary rows under the list: label → value row */
  checks: Row[];
  noun: string;
}

const NAME =
  /^(member|members|name|member name|full name|client|client name|student|customer|patient|subscriber|athlete|player)$/;
const STATUS = /^(status|membership status|member status|state|account status)$/;
const PLAN =
  /^(plan|membership|membership type|membership plan|tier|level|package|type|class|category)$/;
const FEE =
  /^(fee|fees|fee ?\/ ?mo|fee per month|monthly fee|price|rate|dues|subscription|amount|cost|fee paid)\b/;
const MONTHLY =
  /^(monthly equiv\.?|monthly equivalent|monthly value|per month|monthly|mrr|monthly fee|fee per month|fee ?\/ ?mo|fee \/ month|monthly rate)\b/;
const START =
  /^(start date|start|started|joined|join date|date joined|joining date|member since|since|sign-?up date|signed up|enrolled|start of membership)$/;
const ENDED =
  /^(cancelled|canceled|cancel date|cancelled on|date cancelled|cancellation date|end date|ended|left|date left|leaving date|leaver date)$/;
const RENEWAL =
  /^(renewal|renewal date|renews|renews on|renewal \/ expiry|renewal\/expiry|expiry|expires|expiry date|next renewal|next payment|renewal due)$/;
const BILLING = /^(billing|billing cycle|billing period|frequency|billed|term|pay period)$/;
const ACTIVE = /^(active|current|live|paid up|paid-up|ok|member)$/i;
const MONTH_HINT = /\b(per month|a month|\/mo|\/ month|monthly|pcm|p\/m)\b/;

const cache = new WeakMap<Workbook, List | null>();

function theList(wb: Workbook): List | undefined {
  const hit = cache.get(wb);
  if (hit !== undefined) return hit ?? undefined;
  const found: List[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const text = (i: number) =>
        t.columns[i]!.type === 'text' || t.columns[i]!.role === 'category';
      const name = colOf(t, NAME, text);
      const status = colOf(t, STATUS, text);
      if (name === undefined || status === undefined) continue;
      const rows = entryRows(t, [name, status]);
      if (rows.length < 5) continue;
      const statuses = [...new Set(rows.map((r) => textAt(r, status)))];
      const active = statuses.find((v) => ACTIVE.test(v));
      if (!active || statuses.length < 2 || statuses.length > 6) continue;
      const dated = (re: RegExp) =>
        colOf(t, re, (i) => {
          const d = daysOf(rows, i);
          return !!d && d.size >= 1;
        });
      const fee = colOf(t, FEE, (i) => isNumeric(t, i));
      const monthlyCol = colOf(t, MONTHLY, (i) => isNumeric(t, i));
      const billing = colOf(t, BILLING, text);
      const perMonth =
        monthlyCol ??
        (fee !== undefined &&
        (MONTH_HINT.test(normalize(t.columns[fee]!.label)) ||
          MONTH_HINT.test(normalize(`${t.title ?? ''} ${(t.notes ?? []).join(' ')}`))) &&
        (billing === undefined || rows.every((r) => /month/i.test(textAt(r, billing))))
          ? fee
          : undefined);
      const flags = t.columns.flatMap((_, i) => {
        if (!text(i) || i === status) return [];
        const vals = new Set(rows.map((r) => textAt(r, i).toLowerCase()).filter(Boolean));
        return vals.size && [...vals].every((v) => /^(y|n|yes|no)$/.test(v)) ? [i] : [];
      });
      const counts = t.columns.flatMap((c, i) =>
        isNumeric(t, i) &&
        i !== fee &&
        i !== perMonth &&
        c.type !== 'percent' &&
        /\b(visits?|check-?ins?|classes|sessions|attendance|bookings)\b/i.test(c.label)
          ? [i]
          : [],
      );
      const plan = colOf(t, PLAN, text);
      const start = dated(START);
      const ended = dated(ENDED);
      const renewal = dated(RENEWAL);
      const cats = categoryColumns(t, rows).filter((i) => i !== name && !flags.includes(i));
      if (!cats.includes(status)) cats.push(status);
      // the summary rows: a label and a figure, no status
      const checks = [
        ...summaryRowsOf(t),
        ...t.rows.filter(
          (r) =>
            r.kind === 'data' &&
            !rows.includes(r) &&
            textAt(r, name) &&
            r.cells.some((c) => cellNumber(c)),
        ),
      ];
      const noun =
        nameTokens(t.columns[name]!.label)[0] === 'name'
          ? 'member'
          : (nameTokens(t.columns[name]!.label)[0] ?? 'member');
      found.push({
        t,
        rows,
        name,
        status,
        ...(plan !== undefined ? { plan } : {}),
        ...(fee !== undefined ? { fee } : {}),
        ...(perMonth !== undefined ? { monthly: perMonth } : {}),
        ...(start !== undefined ? { start } : {}),
        ...(ended !== undefined ? { ended } : {}),
        ...(renewal !== undefined ? { renewal } : {}),
        ...(billing !== undefined ? { billing } : {}),
        cats,
        flags,
        counts,
        active,
        checks,
        noun,
      });
    }
  const one = found.length === 1 ? found[0]! : null;
  cache.set(wb, one);
  return one ?? undefined;
}

const normalize = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

const GRAMMAR = [
  'how',
  'many',
  'much',
  'what',
  'whats',
  'which',
  'who',
  'whos',
  'do',
  'does',
  'did',
  'we',
  'our',
  'us',
  'the',
  'have',
  'has',
  'got',
  'are',
  'is',
  'was',
  'were',
  'on',
  'in',
  'of',
  'for',
  'from',
  'with',
  'by',
  'at',
  'a',
  'an',
  'there',
  'currently',
  'now',
  'right',
  'today',
  'total',
  'altogether',
  'in total',
  'all',
  'so',
  'far',
  'still',
  'currently',
  'books',
  'list',
  'member',
  'people',
  'person',
  'student',
  'client',
  'customer',
  'kid',
  'child',
  'children',
  'family',
  'families',
  'subscriber',
  'climber',
  'folk',
  'patient',
  'athlete',
  'player',
  'user',
  'one',
  'them',
  'plan',
  'membership',
  'on',
  'that',
  'who',
  'they',
];

export function statusListAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const l = theList(wb);
  if (!l) return undefined;
  const q0 = askedText(question);
  const { t } = l;
  const lab = (ci: number) => t.columns[ci]!.label;
  const style = (ci: number) =>
    cellStyle(t, l.rows.find((r) => cellNumber(r.cells[ci]))?.cells[ci]);
  const isActive = (r: Row) => textAt(r, l.status) === l.active;
  const statuses = [...new Set(l.rows.map((r) => textAt(r, l.status)))];
  const days = (ci: number | undefined) => (ci === undefined ? undefined : daysOf(l.rows, ci));
  const known = (extra: string[]) => [
    ...GRAMMAR,
    ...extra,
    ...t.columns.flatMap((c) => nameTokens(c.label)),
  ];
  const byValues = (named: Named[]): Row[] => {
    const byCol = new Map<number, Set<string>>();
    for (const n of named) byCol.set(n.ci, (byCol.get(n.ci) ?? new Set()).add(n.value));
    return l.rows.filter((r) => [...byCol.entries()].every(([ci, vs]) => vs.has(textAt(r, ci))));
  };
  const what = (named: Named[]) => named.map((n) => n.value).join(' ');
  const statusNamed = (named: Named[]) => named.some((n) => n.ci === l.status);
  const countFig = (rows: Row[], label: string) =>
    figureOf(
      t,
      label,
      decFromInt(rows.length),
      PLAIN,
      cite(t, rows.length ? rows : l.rows, l.name),
    );
  const dateOf = (r: Row, ci: number) => days(ci)?.get(r);

  // --- a member named: when they renew / joined, their plan, fee
  let m =
    /^when (?:does|do|is|will) (.+?) (?:renew|due to renew|up for renewal|expire|run out|due)$/.exec(
      q0,
    ) ??
    /^when is (.+?)s? (?:membership )?(renewal|renewal date|expiry|expiry date)(?: due)?$/.exec(
      q0,
    ) ??
    /^(?:what is |whats )?(.+?)s? (renewal|renewal date|expiry date|expiry|start date|join date)$/.exec(
      q0,
    ) ??
    /^when (?:did|does) (.+?) (join|start|sign up)$/.exec(q0);
  if (m) {
    const phrase = m[1]!.replace(/^(?:the )?(?:member )?/, '');
    const hits = rowsNamed(l.rows, [l.name], phrase);
    if (!hits) return undefined;
    const names = [...new Set(hits.map((r) => textAt(r, l.name)))];
    if (names.length > 1) return refuse(`that fits ${names.join(', ')}; which one?`);
    const r = hits[0]!;
    const joinQ = /join|start|sign up/.test(m[2] ?? m[0]) && !/renew|expir/.test(m[0]);
    const ci = joinQ ? l.start : l.renewal;
    if (ci === undefined) return undefined;
    const iso = dateOf(r, ci);
    if (!iso) return refuse(`${names[0]} has no ${lab(ci)} on the list`);
    const fig = figureOf(
      t,
      `${lab(ci)}, ${names[0]}`,
      decFromInt(Number(iso.replace(/-/g, ''))),
      PLAIN,
      [{ r: r.r, c: t.columns[ci]!.c }],
      iso,
    );
    const verb = joinQ
      ? 'joined'
      : now && iso < now.toISOString().slice(0, 10)
        ? 'was due to renew (or expired)'
        : 'renews';
    return {
      ...sourcedAnswer(
        fig,
        `${names[0]} ${verb} on ${dayText(iso)} (${lab(ci)}; status ${textAt(r, l.status)}).`,
        'lookup',
      ),
      figures: [{ ...fig, value: iso, display: dayText(iso) }],
    };
  }

  // --- who has been a member longest / joined most recently
  if (
    /^(?:who(?:s| has| have)? (?:been (?:a |with us |here )?(?:member )?(?:the )?longest|been with us (?:the )?longest|been (?:here|around|a member|with us) (?:the )?longest)|(?:who is |whos )?(?:our |the )?longest(?:-| )(?:serving|standing) (?:member|client|student|customer)|who joined (?:first|earliest)|(?:which|what) (?:member|client|student) has been (?:with us|a member|here) (?:the )?longest)$/.test(
      q0,
    ) ||
    /^who (?:joined|signed up|started) (?:most recently|last|latest)$|^(?:who is |whos )?(?:our |the )?(?:newest|latest|most recent) (?:member|client|student|customer|joiner)$/.test(
      q0,
    )
  ) {
    if (l.start === undefined) return undefined;
    const first = !/recent|last|latest|newest/.test(q0);
    const pool = l.rows.filter(isActive).filter((r) => dateOf(r, l.start!));
    if (!pool.length) return undefined;
    const sorted = [...pool].sort(
      (a, b) => (dateOf(a, l.start!)! < dateOf(b, l.start!)! ? -1 : 1) * (first ? 1 : -1),
    );
    const best = sorted[0]!;
    const iso = dateOf(best, l.start)!;
    const ties = sorted.filter((r) => r !== best && dateOf(r, l.start!) === iso);
    if (ties.length)
      return refuse(
        `${[best, ...ties].map((r) => textAt(r, l.name)).join(' and ')} both joined on ${dayText(iso)}`,
      );
    const fig = figureOf(
      t,
      `${lab(l.start)}, ${first ? 'earliest' : 'latest'} (${l.active})`,
      decFromInt(Number(iso.replace(/-/g, ''))),
      PLAIN,
      [{ r: best.r, c: t.columns[l.start]!.c }],
      textAt(best, l.name),
    );
    return {
      ...sourcedAnswer(
        fig,
        `${textAt(best, l.name)} ${first ? 'has been a member longest' : 'joined most recently'}: ${lab(l.start)} ${dayText(iso)} (of the ${pool.length} ${l.active} ${l.noun}s; left and frozen ones not counted).`,
        first ? 'min' : 'max',
      ),
      figures: [{ ...fig, value: iso, display: dayText(iso) }],
    };
  }

  // --- who has the most of a count column (Visits YTD)
  const pq0 = askedPeriod(q0, now);
  const r0 = pq0 ? pq0.rest : q0;
  m =
    /^who(?:s| has| have)? (?:visited|been in|come in|came in|checked in|attended|climbed|trained|booked) (?:the )?(most|least)(?: times)?$/.exec(
      r0,
    ) ??
    /^who (?:visits|comes in|attends|trains|checks in) (?:the )?(most|least)$/.exec(r0) ??
    /^who (?:has|had|made) (?:the )?(most|fewest|least) (visits|check-?ins|classes|sessions|bookings)$/.exec(
      r0,
    ) ??
    /^(?:who is |whos )?(?:our |the )?(top|most frequent|busiest|most regular) (?:visitor|climber|member|attender)$/.exec(
      r0,
    );
  if (m) {
    const pq = pq0;
    const rest = r0;
    const mm =
      /^who(?:s| has| have)? (?:visited|been in|come in|came in|checked in|attended|climbed|trained|booked) (?:the )?(most|least)(?: times)?$/.exec(
        rest,
      ) ??
      /^who (?:visits|comes in|attends|trains|checks in) (?:the )?(most|least)$/.exec(rest) ??
      /^who (?:has|had|made) (?:the )?(most|fewest|least) (visits|check-?ins|classes|sessions|bookings)$/.exec(
        rest,
      ) ??
      /^(?:who is |whos )?(?:our |the )?(top|most frequent|busiest|most regular) (?:visitor|climber|member|attender)$/.exec(
        rest,
      );
    if (!mm || l.counts.length !== 1) return undefined;
    const ci = l.counts[0]!;
    const ytd = /\b(ytd|year to date|this year|since jan)/i.test(
      `${lab(ci)} ${t.title ?? ''} ${(t.notes ?? []).join(' ')}`,
    );
    if (
      pq &&
      !(
        ytd &&
        !!now &&
        pq.from === `${now.getUTCFullYear()}-01-01` &&
        pq.to.slice(0, 4) === String(now.getUTCFullYear())
      )
    )
      return refuse(
        `${lab(ci)} counts ${ytd ? 'this year so far' : 'all the time on the list'}; it cannot be read for ${pq.label}`,
      );
    const low = /least|fewest/.test(mm[1]!);
    const sorted = [...l.rows].sort((a, b) => decCmp(num(b, ci), num(a, ci)) * (low ? -1 : 1));
    const best = sorted[0]!;
    const ties = sorted.filter((r) => r !== best && decEq(num(r, ci), num(best, ci)));
    if (ties.length)
      return refuse(
        `${[best, ...ties].map((r) => textAt(r, l.name)).join(' and ')} have the same ${lab(ci)}, ${decToString(num(best, ci))}`,
      );
    const fig = figureOf(
      t,
      `${lab(ci)}, ${low ? 'fewest' : 'most'}`,
      num(best, ci),
      PLAIN,
      [{ r: best.r, c: t.columns[ci]!.c }],
      textAt(best, l.name),
    );
    return sourcedAnswer(
      fig,
      `${textAt(best, l.name)}: ${fig.display} ${lab(ci)}, the ${low ? 'fewest' : 'most'} on the list (next ${textAt(sorted[1]!, l.name)}, ${figureOf(t, '', num(sorted[1]!, ci), PLAIN, [{ r: sorted[1]!.r, c: t.columns[ci]!.c }]).display}).`,
      low ? 'min' : 'max',
    );
  }

  // --- the most popular plan
  m =
    /^(?:what(?:s| is| was)? |which (?:is|was) )?(?:the |our )?(most|least) (popular|common) ([a-z]+)$/.exec(
      q0,
    ) ??
    /^which ([a-z]+) is (?:the )?(most|least) (popular|common)$/.exec(q0) ??
    /^which ([a-z]+) (?:has|have|had) the (most|fewest|least) (?:active )?(?:members|people|students|clients|sign-?ups)$/.exec(
      q0,
    );
  if (m) {
    const word = [m[1], m[2], m[3]].find(
      (x) => x && !/^(most|least|fewest|popular|common)$/.test(x),
    )!;
    const low = /least|fewest/.test(m[0]);
    const ci =
      l.cats.find((c) => nameTokens(headOf(lab(c))).includes(nameTokens(word)[0] ?? '')) ??
      (/^(plan|membership|tier|package|level)$/.test(word) ? l.plan : undefined);
    if (ci === undefined || ci === l.status) return undefined;
    const pool = l.rows.filter(isActive);
    const groups = new Map<string, Row[]>();
    for (const r of pool) groups.set(textAt(r, ci), [...(groups.get(textAt(r, ci)) ?? []), r]);
    groups.delete('');
    const ranked = [...groups.entries()].sort(
      (a, b) => (b[1].length - a[1].length) * (low ? -1 : 1),
    );
    if (ranked.length < 2) return undefined;
    if (ranked[0]![1].length === ranked[1]![1].length)
      return refuse(
        `${ranked[0]![0]} and ${ranked[1]![0]} have the same number of ${l.active} ${l.noun}s, ${ranked[0]![1].length}`,
      );
    const [k, rs] = ranked[0]!;
    const fig = countFig(rs, `${l.active} ${l.noun}s on ${k}`);
    return sourcedAnswer(
      { ...fig, at: k },
      `${k} is the ${low ? 'least' : 'most'} popular ${word}: ${rs.length} ${l.active} ${l.noun}s (${ranked.map(([kk, rr]) => `${kk} ${rr.length}`).join(', ')}; ${l.active} rows only).`,
      low ? 'min' : 'max',
    );
  }

  // --- a plan's price
  m =
    /^(?:what|how much) (?:does|do|is|did) (?:the |a |an )?(.+?) (?:plan |membership )?(?:cost|costs|price|charge)(?: (?:a|per) (month|year))?$/.exec(
      q0,
    ) ??
    /^how much is (?:the |a |an )?(.+?) (?:plan|membership)$/.exec(q0) ??
    /^(?:what(?:s| is) )?(?:the )?(?:price|cost|fee) (?:of|for) (?:the |a |an )?(.+?)(?: plan| membership)?$/.exec(
      q0,
    );
  if (m && l.fee !== undefined) {
    const named = valuesNamed(
      m[1]!,
      l.rows,
      [l.plan ?? -1].filter((c) => c >= 0),
    );
    if (named.length !== 1) return undefined;
    if (unreadWords(m[1]!, known(named[0]!.words)).length) return undefined;
    const rows = named[0]!.rows;
    const fees = [
      ...new Set(rows.map((r) => num(r, l.fee!)).map((d) => JSON.stringify([String(d.m), d.s]))),
    ];
    const billing =
      l.billing !== undefined ? [...new Set(rows.map((r) => textAt(r, l.billing!)))] : [];
    const r = rows[0]!;
    if (fees.length > 1) {
      const ranked = [...rows].sort((a, b) => decCmp(num(a, l.fee!), num(b, l.fee!)));
      return refuse(
        `the ${named[0]!.value} rows' ${lab(l.fee)} differ, from ${decToString(num(ranked[0]!, l.fee))} to ${decToString(num(ranked[ranked.length - 1]!, l.fee))}; name the member`,
      );
    }
    const fig = figureOf(
      t,
      `${lab(l.fee)}, ${named[0]!.value}`,
      num(r, l.fee),
      style(l.fee),
      cite(t, rows, l.fee),
    );
    const per =
      billing.length === 1
        ? ` (billed ${billing[0]!.toLowerCase()})`
        : l.monthly === l.fee
          ? ' a month'
          : '';
    return sourcedAnswer(
      fig,
      `The ${named[0]!.value} plan costs ${fig.display}${per}: the same ${lab(l.fee)} on all ${rows.length} of its rows.`,
      'lookup',
    );
  }

  // --- the period and the values named
  // "monthly income", "annual fee": a rate word before a money word is no Billing value
  const qv = q0.replace(
    /\b(monthly|annual|yearly|weekly)\s+(?=(?:income|revenue|recurring|fees?|takings|total|equiv\w*|amount|cost|price|rate|payments?|dues|bill|mrr|value)\b)/g,
    ' ',
  );
  const named = valuesNamed(qv, l.rows, l.cats).sort(
    (a, b) => (a.ci === l.status ? -1 : 0) - (b.ci === l.status ? -1 : 0),
  );
  const statusGiven = statusNamed(named);
  const base = (rows: Row[]) => (statusGiven ? rows : rows.filter(isActive));

  // --- a share: what share of active members pay by direct debit
  m =
    /^(?:what|which) (?:share|percentage|percent|proportion|%|fraction) of (?:our |the |all )?(.+?) (?:pay|pays|paying|are|is|were|have|has|use|on|who|that)\b(.*)$/.exec(
      q0,
    );
  if (m && /\b(share|percentage|percent|proportion|%|fraction)\b/.test(q0)) {
    const wholeNamed = valuesNamed(m[1]!, l.rows, l.cats);
    const partNamed = valuesNamed(m[2]!, l.rows, l.cats);
    if (!partNamed.length) return undefined;
    if (
      unreadWords(
        q0,
        known(
          [...wholeNamed, ...partNamed]
            .flatMap((n) => n.words)
            .concat([
              'share',
              'percentage',
              'percent',
              'proportion',
              'fraction',
              'pay',
              'pays',
              'paying',
              'use',
            ]),
        ),
      ).length
    )
      return undefined;
    const wholeRows = wholeNamed.some((n) => n.ci === l.status)
      ? byValues(wholeNamed)
      : byValues(wholeNamed).filter(isActive);
    const part = wholeRows.filter((r) => byValues(partNamed).includes(r));
    if (!wholeRows.length) return undefined;
    const v = decDiv(decMul(decFromInt(part.length), HUNDRED), decFromInt(wholeRows.length), 2)!;
    const fig = figureOf(
      t,
      `${what(partNamed)} share of ${what(wholeNamed) || l.active} ${l.noun}s`,
      v,
      PERCENT,
      cite(t, wholeRows, l.name),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} of ${what(wholeNamed) || l.active} ${l.noun}s: ${part.length} of ${wholeRows.length} are ${what(partNamed)}.`,
      'share',
    );
  }

  // --- money a month (income, fees, MRR) and the average fee
  const moneyQ =
    /\b(income|revenue|mrr|recurring|bring in|brings in|bringing in|brought in|pay us|pays us|paying us|pay|fees?|earn|earns|worth|takings|take)\b/.test(
      q0,
    ) && !/^how many\b/.test(q0);
  if (moneyQ) {
    const avg = /\b(average|avg|mean|typical)\b/.test(q0);
    const yearly =
      /\b(a|per|each) year\b|\byearly\b|\bannual(?:ly)?\b|\barr\b/.test(q0) &&
      !named.some((n) => /annual/i.test(n.value));
    const monthWord =
      /\b(a|per|each|every) month\b|\bmonthly\b|\bmrr\b|\bmonthly recurring\b/.test(q0) ||
      /\/mo\b|month/i.test(l.monthly !== undefined ? lab(l.monthly) : '');
    if (yearly) return undefined;
    const ci = l.monthly;
    if (ci === undefined) return undefined;
    if (!monthWord && !avg && !/\bfees?\b/.test(q0)) return undefined;
    const rest = q0.replace(
      /\b(income|revenue|mrr|monthly recurring revenue|recurring|bring in|brings in|bringing in|brought in|pay us|pays us|paying us|pay|fees?|earn|earns|worth|takings|take|normally|usually|would|should|average|avg|mean|typical|a month|per month|each month|every month|monthly|from|get|generate|generates|make|makes|in|they|bring)\b/g,
      ' ',
    );
    if (unreadWords(rest, known(named.flatMap((n) => n.words))).length) return undefined;
    const rows = base(named.length ? byValues(named) : l.rows);
    if (!rows.length) return refuse(`no ${what(named) || l.active} rows on the list`);
    const who =
      `${statusGiven ? '' : `${l.active} `}${what(named) ? what(named) + ' ' : ''}${l.noun}s`.trim();
    const rowsSaid = `${statusGiven ? '' : `${l.active}`}${what(named) ? `${statusGiven ? '' : ', '}${what(named)}` : ''}`;
    if (avg) {
      const v = decDiv(sumOf(rows, ci), decFromInt(rows.length), 2)!;
      const fig = figureOf(t, `${lab(ci)}, average, ${rowsSaid}`, v, style(ci), cite(t, rows, ci));
      return sourcedAnswer(
        fig,
        `Average ${lab(ci)} of the ${rows.length} ${who}: ${fig.display} (${lab(ci)} added ÷ ${rows.length}).`,
        'average',
      );
    }
    const v = sumOf(rows, ci);
    const fig = figureOf(t, `${lab(ci)}, ${rowsSaid}`, v, style(ci), cite(t, rows, ci));
    // the summary row under the list checks the whole
    let check = '';
    if (!named.length) {
      const c = l.checks.find(
        (r) =>
          /\b(fee|fees|income|mrr|revenue|monthly)\b/i.test(textAt(r, l.name)) &&
          /\b(active|current)\b/i.test(textAt(r, l.name)),
      );
      const cv = c ? c.cells.map((x) => cellNumber(x)).find((x) => x) : undefined;
      if (cv && !decEq(cv, v))
        check = `; the "${textAt(c!, l.name)}" line under the list says ${decToString(cv)}`;
      else if (cv) check = `; it agrees with "${textAt(c!, l.name)}" under the list`;
    }
    return sourcedAnswer(
      fig,
      `${fig.display} a month from the ${rows.length} ${who} (${lab(ci)} added${statusGiven ? '' : `; ${statuses.filter((s) => s !== l.active).join(' and ')} rows left out`}${check}).`,
      'total',
    );
  }

  // --- counts
  if (!/^how many\b|^(?:what(?:s| is) )?(?:the )?(?:number|count) of\b/.test(q0)) return undefined;
  // a count column ("how many visits") is a sum, left to the engine
  // after pass 52: so is any count column the question counts by its own word ("how many boxes
  // have we delivered" over Boxes delivered), never the Active rows
  const counted = /^how many\b/.test(q0) ? nameTokens(q0)[2] : undefined;
  if (
    l.counts.some((ci) =>
      nameTokens(lab(ci)).some(
        (w) => nameTokens(q0).includes(w) && /visit|check|class|session/.test(w),
      ),
    ) ||
    (counted !== undefined &&
      counted.length > 2 &&
      l.t.columns.some((_, ci) => isNumeric(l.t, ci) && nameTokens(lab(ci)).includes(counted)))
  ) {
    // "how many boxes have we delivered in total": the one column headed by that word (Boxes
    // delivered, never Price per box) over every row
    const cols = l.t.columns.flatMap((_, ci) =>
      counted && isNumeric(l.t, ci) && nameTokens(lab(ci))[0] === counted ? [ci] : [],
    );
    if (
      cols.length !== 1 ||
      !/\b(in total|altogether|all together|in all|so far|to date)\b/.test(q0)
    )
      return undefined;
    const ci = cols[0]!;
    const fig = figureOf(t, `${lab(ci)}, all rows`, sumOf(l.rows, ci), PLAIN, cite(t, l.rows, ci));
    return sourcedAnswer(
      fig,
      `${fig.display} in all (${lab(ci)} added over all ${l.rows.length} rows, every status).`,
      'total',
    );
  }
  let pq = askedPeriod(q0, now);
  if (pq === null) return undefined;
  let rest = pq ? pq.rest : q0;
  let rows: Row[];
  let said: string;
  const EVENT_END =
    /\b(cancel(?:l?ed|s)?|cancellations?|left|leave|leavers?|quit|quitted|stopped|churned|lapsed|ended)\b/;
  const EVENT_JOIN =
    /\b(joined|join|joiners|signed up|sign-?ups|started|new|enrolled|enrol+ments?)\b/;
  const EVENT_RENEW =
    /\b(renewals?|renew|renewing|renews|due for renewal|due to renew|expir(?:e|es|ing|y|ies))\b/;
  const flagWord = l.flags.find((ci) =>
    nameTokens(headOf(lab(ci))).some(
      (w) => w.length > 3 && !/^(sign|sent|done|paid)/.test(w) && nameTokens(q0).includes(w),
    ),
  );
  if (flagWord !== undefined) {
    const neg =
      /\b(not|havent|hasnt|hadnt|didnt|dont|doesnt|without|missing|no|unsigned|outstanding|yet to|never)\b/.test(
        q0,
      );
    const want = neg ? /^(n|no)$/i : /^(y|yes)$/i;
    const sel = l.rows.filter((r) => want.test(textAt(r, flagWord)));
    const blank = l.rows.filter((r) => !textAt(r, flagWord));
    if (blank.length)
      return refuse(
        `${blank.length} rows have no ${lab(flagWord)}; ${sel.length} say ${neg ? 'N' : 'Y'}`,
      );
    rest = rest.replace(
      /\b(not|havent|hasnt|hadnt|didnt|dont|doesnt|without|missing|no|unsigned|outstanding|yet to|never|signed|sign|signing|got|given|returned|done|completed|filled|in)\b/g,
      ' ',
    );
    if (
      unreadWords(rest, known([...named.flatMap((n) => n.words), ...nameTokens(lab(flagWord))]))
        .length
    )
      return undefined;
    const pool = named.length ? sel.filter((r) => byValues(named).includes(r)) : sel;
    const fig = countFig(
      pool,
      `${l.noun}s with ${lab(flagWord)} ${neg ? 'N' : 'Y'}${named.length ? `, ${what(named)}` : ''}`,
    );
    return sourcedAnswer(
      fig,
      `${pool.length} ${what(named) ? what(named) + ' ' : ''}${l.noun}s have ${lab(flagWord)} = ${neg ? 'N' : 'Y'} (all statuses; ${pool.filter(isActive).length} of them ${l.active}).`,
      'count',
    );
  }
  if (EVENT_RENEW.test(rest)) {
    if (l.renewal === undefined) return undefined;
    const held = [...(days(l.renewal)?.values() ?? [])].filter(
      (d) => !now || d >= now.toISOString().slice(0, 10),
    );
    pq = askedPeriod(q0, now, held);
    if (!pq) return undefined;
    rest = pq.rest.replace(EVENT_RENEW, ' ').replace(/\b(due|coming up|up)\b/g, ' ');
    if (unreadWords(rest, known(named.flatMap((n) => n.words))).length) return undefined;
    const pool = (named.length ? byValues(named) : l.rows).filter(
      (r) => !/cancel|expired|left|ended/i.test(textAt(r, l.status)),
    );
    rows = rowsIn(pool, days(l.renewal)!, pq);
    said = `${lab(l.renewal)} in ${pq.label}${named.length ? `, ${what(named)}` : ''}; cancelled and expired rows left out`;
    const fig = countFig(rows, `${what(named) ? what(named) + ' ' : ''}renewals, ${pq.label}`);
    return sourcedAnswer(
      fig,
      `${rows.length} ${what(named) ? what(named) + ' ' : ''}renewals due in ${pq.label} (${said}).`,
      'count',
    );
  }
  if (EVENT_END.test(rest)) {
    const endStatus = statuses.find((s) => /cancel|left|leaver|ended|lapsed|quit|churn/i.test(s));
    if (!endStatus) return undefined;
    rest = rest.replace(EVENT_END, ' ');
    if (unreadWords(rest, known(named.flatMap((n) => n.words))).length) return undefined;
    const others = named.filter((n) => n.ci !== l.status);
    let pool = l.rows.filter((r) => textAt(r, l.status) === endStatus);
    if (others.length) pool = pool.filter((r) => byValues(others).includes(r));
    if (pq) {
      if (l.ended === undefined)
        return refuse(`the list has no date of leaving to read ${pq.label} from`);
      const d = days(l.ended)!;
      const undated = pool.filter((r) => !d.get(r));
      if (undated.length)
        return refuse(`${undated.length} of the ${endStatus} rows have no ${lab(l.ended)} date`);
      rows = rowsIn(pool, d, pq);
      said = `Status ${endStatus} with ${lab(l.ended)} in ${pq.label}`;
      const fig = countFig(rows, `${endStatus}, ${pq.label}`);
      return sourcedAnswer(
        fig,
        `${rows.length} ${l.noun}${rows.length === 1 ? '' : 's'} ${endStatus.toLowerCase()} in ${pq.label} (${said}; ${pool.length} ${endStatus} on the list in all).`,
        'count',
      );
    }
    const fig = countFig(pool, `${endStatus}${others.length ? `, ${what(others)}` : ''}`);
    return sourcedAnswer(
      fig,
      `${pool.length} ${what(others) ? what(others) + ' ' : ''}${l.noun}s have Status ${endStatus}.`,
      'count',
    );
  }
  if (EVENT_JOIN.test(rest)) {
    if (l.start === undefined) return undefined;
    if (!pq) return undefined;
    rest = rest.replace(EVENT_JOIN, ' ');
    if (unreadWords(rest, known(named.flatMap((n) => n.words))).length) return undefined;
    const pool = named.length ? byValues(named) : l.rows;
    const d = days(l.start)!;
    rows = rowsIn(pool, d, pq);
    const fig = countFig(rows, `joined, ${pq.label}`);
    return sourcedAnswer(
      fig,
      `${rows.length} ${what(named) ? what(named) + ' ' : ''}${l.noun}s joined in ${pq.label} (${lab(l.start)} in ${pq.label}, every status: ${rows.filter(isActive).length} still ${l.active}).`,
      'count',
    );
  }
  if (pq) return undefined;
  if (unreadWords(rest, known(named.flatMap((n) => n.words))).length) return undefined;
  const pool = byValues(named);
  rows = base(pool);
  const fig = countFig(
    rows,
    `${statusGiven ? '' : `${l.active} `}${what(named) ? what(named) + ' ' : ''}${l.noun}s`,
  );
  const beside = statusGiven
    ? ''
    : ` (${l.active} only; ${pool.length} on the list with ${statuses.filter((s) => s !== l.active).join(' and ')})`;
  return sourcedAnswer(
    fig,
    `${rows.length} ${statusGiven ? '' : `${l.active} `}${what(named) ? what(named) + ' ' : ''}${l.noun}s${beside}.`,
    'count',
  );
}
