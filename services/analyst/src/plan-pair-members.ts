/**
 * Issue 13, pass 26 (W4): memberships kept per plan as column triples ("Adult members (end)",
 * "New adult", "Cancelled adult", the same for each plan) with one MRR column, months in any
 * order and a totals row among them. The months' MRR is averaged as it stands (it answered a
 * fitted trend); members now are every plan's end-of-month members in the newest month;
 * sign-ups, cancellations and net growth add the plans; ARR is the newest MRR × 12; "MRR growth
 * since january" is the newest month against that month. Totals rows are never a month.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAbs,
  decAdd,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSub,
} from './decimal';
import { type NumberStyle, PERCENT } from './format';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS, MONTH_NAMES } from './periods';

const COUNT: NumberStyle = { kind: 'number', decimals: 0 };
const MONTHS = MONTH_KEYS;

interface Sheet {
  table: Table;
  members: number[];
  added: number[];
  cancelled: number[];
  mrr: number;
  /** month rows, oldest first, with their "YYYY-MM" */
  months: Array<{ row: Row; key: string }>;
}

function monthKey(c: Row['cells'][number] | undefined): string | undefined {
  if (typeof c === 'string') return /^(\d{4}-\d{2})(-\d{2})?$/.exec(c.trim())?.[1];
  if (c && typeof c === 'object' && !Array.isArray(c) && 'd' in c)
    return /^(\d{4}-\d{2})/.exec(String(c.d))?.[1];
  return undefined;
}

function planSheet(wb: Workbook): Sheet | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table): Sheet[] => {
      const cols = (re: RegExp): number[] =>
        table.columns.flatMap((c, ci) =>
          c.role === 'value' && re.test(c.label.trim()) ? [ci] : [],
        );
      const members = cols(/\bmembers\b.*\b(end|closing)\b/i);
      const added = cols(/^new\b/i);
      const cancelled = cols(/^(cancelled|cancellations|churned)\b/i);
      const mrr = cols(/^mrr\b/i);
      if (
        members.length < 2 ||
        added.length !== members.length ||
        cancelled.length !== members.length ||
        mrr.length !== 1
      )
        return [];
      const dc = table.columns.findIndex(
        (c) => c.role === 'date' || /^month$/i.test(c.label.trim()),
      );
      if (dc < 0) return [];
      const months = table.rows
        .filter((r) => r.kind === 'data')
        .map((row) => ({ row, key: monthKey(row.cells[dc]) }))
        .filter((m): m is { row: Row; key: string } => m.key !== undefined)
        .sort((a, b) => a.key.localeCompare(b.key));
      if (months.length < 2 || new Set(months.map((m) => m.key)).size !== months.length) return [];
      return [{ table, members, added, cancelled, mrr: mrr[0]!, months }];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

const MONTH_RE =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)';

export function planPairMembersAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const average =
    /^(?:what (?:is|was) (?:the |our )?)?(?:average|avg|mean) mrr(?: per month)?(?: (?:over|for|across) the year(?: so far)?| so far| this year| year to date)?$/.test(
      q,
    );
  const since = new RegExp(
    `^(?:the )?mrr growth since ${MONTH_RE}$|^how much has (?:our )?mrr grown since ${MONTH_RE}$`,
  ).exec(q);
  const membersNow =
    /^how many (?:members|people|customers) do we have(?: now| today| at the moment)?$/.test(q);
  const inMonth = new RegExp(
    `^(?:how many )?(cancellations|cancelled|new members|sign ?ups|signups|net member growth|net new members)(?: did we have)? in ${MONTH_RE}$`,
  ).exec(q);
  const rankMonth =
    /^(?:which|what) month did we sign up the most (?:people|members)$|^(?:best|biggest) month for (?:sign ?ups|signups|new members)$|^(worst) month for cancellations$|^which month had the most (cancellations)$/.exec(
      q,
    );
  const arr = /^(?:what is |what's )?(?:our )?(?:annual recurring revenue|arr)(?: now)?$/.test(q);
  if (!average && !since && !membersNow && !inMonth && !rankMonth && !arr) return undefined;
  const p = planSheet(wb);
  if (!p) return undefined;
  const t = p.table;
  const val = (r: Row, ci: number): Dec | undefined => cellNumber(r.cells[ci]);
  const sumOf = (r: Row, cis: number[]): Dec | undefined => {
    const vs = cis.map((ci) => val(r, ci));
    return vs.every((v) => v !== undefined) ? vs.reduce((a, b) => decAdd(a!, b!), ZERO) : undefined;
  };
  const at = (r: Row, cis: number[]) => cis.map((ci) => ({ r: r.r, c: t.columns[ci]!.c }));
  const monthName = (key: string): string =>
    `${MONTH_NAMES[Number(key.slice(5)) - 1]} ${key.slice(0, 4)}`;
  const src = (range: string): string => `Source: sheet '${t.sheet}' ${range}.`;
  const newest = p.months[p.months.length - 1]!;
  const mrrStyle = cellStyle(t, newest.row.cells[p.mrr]);
  const done = (f: ReturnType<typeof figureOf>, text: string, kind: string): Answer => ({
    text: `${text}\n${src(f.source.range)}`,
    figures: [f],
    refused: false,
    kind,
  });
  const monthAsked = (word: string): { row: Row; key: string } | undefined => {
    const mm = String(MONTHS.indexOf(word.slice(0, 3)) + 1).padStart(2, '0');
    const hits = p.months.filter((m) => m.key.endsWith(`-${mm}`));
    return hits.length === 1 ? hits[0] : undefined;
  };
  const mrrLabel = t.columns[p.mrr]!.label;
  if (average) {
    const vs = p.months.map((m) => val(m.row, p.mrr));
    if (vs.some((v) => v === undefined)) return undefined;
    const total = vs.reduce((a, b) => decAdd(a!, b!), ZERO)!;
    const v = decDiv(total, decFromInt(vs.length), 2)!;
    const f = figureOf(
      t,
      `Average ${mrrLabel}`,
      v,
      mrrStyle,
      p.months.flatMap((m) => at(m.row, [p.mrr])),
    );
    return done(
      f,
      `Average ${mrrLabel}: ${f.display}, the mean of ${vs.length} monthly figures (${monthName(p.months[0]!.key)} to ${monthName(newest.key)}).`,
      'average',
    );
  }
  if (arr) {
    const v = val(newest.row, p.mrr);
    if (!v) return undefined;
    const f = figureOf(
      t,
      'Annual recurring revenue (newest MRR × 12)',
      decMul(v, decFromInt(12)),
      mrrStyle,
      at(newest.row, [p.mrr]),
    );
    return done(
      f,
      `Annual recurring revenue: ${f.display}, ${monthName(newest.key)}'s ${mrrLabel} ${figureOf(t, '', v, mrrStyle, at(newest.row, [p.mrr])).display} × 12.`,
      'total',
    );
  }
  if (since) {
    const from = monthAsked((since[1] ?? since[2])!);
    if (!from || from === newest) return undefined;
    const [a, b] = [val(from.row, p.mrr), val(newest.row, p.mrr)];
    if (!a || !b || decCmp(a, ZERO) === 0) return undefined;
    const g = decDiv(decMul(decSub(b, a), HUNDRED), decAbs(a), 2)!;
    const f = figureOf(
      t,
      `${mrrLabel} growth, ${monthName(from.key)} to ${monthName(newest.key)}`,
      g,
      PERCENT,
      [...at(from.row, [p.mrr]), ...at(newest.row, [p.mrr])],
    );
    return done(
      f,
      `${f.label}: ${f.display} (${figureOf(t, '', a, mrrStyle, at(from.row, [p.mrr])).display} to ${figureOf(t, '', b, mrrStyle, at(newest.row, [p.mrr])).display}).`,
      'growth',
    );
  }
  if (membersNow) {
    const v = sumOf(newest.row, p.members);
    if (!v) return undefined;
    const names = p.members.map((ci) => t.columns[ci]!.label).join(' + ');
    const f = figureOf(
      t,
      `Members at the end of ${monthName(newest.key)}`,
      v,
      COUNT,
      at(newest.row, p.members),
    );
    return done(
      f,
      `Members at the end of ${monthName(newest.key)}, the newest month: ${f.display} (${names}).`,
      'total',
    );
  }
  const monthly = (kind: string): { cis: number[]; net: boolean; what: string } =>
    /cancel/.test(kind)
      ? { cis: p.cancelled, net: false, what: 'Cancellations' }
      : /net/.test(kind)
        ? { cis: p.added, net: true, what: 'Net member growth (new − cancelled)' }
        : { cis: p.added, net: false, what: 'New members' };
  const figureIn = (m: { row: Row }, kind: string): Dec | undefined => {
    const { cis, net } = monthly(kind);
    const a = sumOf(m.row, cis);
    if (!net || !a) return a;
    const c = sumOf(m.row, p.cancelled);
    return c ? decSub(a, c) : undefined;
  };
  if (inMonth) {
    const m = monthAsked(inMonth[2]!);
    if (!m) return undefined;
    const v = figureIn(m, inMonth[1]!);
    if (!v) return undefined;
    const { cis, net, what } = monthly(inMonth[1]!);
    const f = figureOf(
      t,
      `${what}, ${monthName(m.key)}`,
      v,
      COUNT,
      at(m.row, net ? [...cis, ...p.cancelled] : cis),
    );
    return done(f, `${f.label}: ${f.display}, every plan added.`, 'total');
  }
  const kind = rankMonth![1] || rankMonth![2] ? 'cancellations' : 'new';
  const ranked = p.months
    .map((m) => ({ m, v: figureIn(m, kind) }))
    .filter((x): x is { m: (typeof p.months)[number]; v: Dec } => x.v !== undefined)
    .sort((a, b) => decCmp(b.v, a.v));
  if (ranked.length < 2 || decCmp(ranked[0]!.v, ranked[1]!.v) === 0) return undefined;
  const top = ranked[0]!;
  const { cis, what } = monthly(kind);
  const f = figureOf(
    t,
    `${what}, most in a month`,
    top.v,
    COUNT,
    at(top.m.row, cis),
    monthName(top.m.key),
  );
  return done(
    f,
    `${monthName(top.m.key)} had the most ${what.toLowerCase()}: ${f.display}, every plan added, of ${ranked.length} months.`,
    'max',
  );
}
