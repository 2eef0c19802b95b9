/**
 * Issue 13, pass 37 (W10): a recruiter's placements log (`Ref | Client | Candidate | Role |
 * Start date | Annual salary | Fee % | Fee | Invoice date | Paid date | Days to pay | Status`, a
 * Total row). The engine ranked one row for "which client pays slowest" (and the fastest row at
 * that). Here:
 * - "which client pays slowest / fastest" is the client with the largest / smallest MEAN Days to
 *   pay over its paid rows; "how long does <client> take to pay on average" that mean;
 * - "fees from <client>" is its Fee added; "what did we bill for <candidate>" that row's Fee;
 * - "fees still unpaid" (awaiting payment, outstanding) is Fee where the Paid date is blank;
 * - "average salary we placed" is the mean Annual salary of the rows; "total salary placed" the
 *   Total row's (checked against the rows added).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decAbs, decCmp, decDiv, decFromInt, decSub, decSum } from './decimal';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

interface Log {
  table: Table;
  rows: Row[];
  total?: Row;
  client: Column;
  candidate?: Column;
  fee: Column;
  days?: Column;
  paidDate?: Column;
  salary?: Column;
}

const one = (cols: Column[], re: RegExp): Column | undefined => {
  const hits = cols.filter((c) => re.test(c.label.trim()));
  return hits.length === 1 ? hits[0] : undefined;
};

function log(wb: Workbook): Log | undefined {
  const found: Log[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const cols = table.columns;
      const client = one(cols, /^(client|customer|company|employer)$/i);
      const fee = one(cols, /^(fee|fees|placement fee|fee amount|fee \([^)%]*\))$/i);
      const candidate = one(cols, /^(candidate|candidate name|placed|name)$/i);
      if (!client || !fee || !candidate) continue;
      const days = one(
        cols,
        /^(days to pay|days to payment|payment days|days taken to pay|days outstanding)$/i,
      );
      const paidDate = one(cols, /^(paid date|date paid|paid on|payment date|paid)$/i);
      const salary = one(cols, /^(annual salary|salary|base salary|starting salary)(\s*\(.*\))?$/i);
      const ci = cols.indexOf(client);
      const totals = table.rows.filter(
        (r) => r.kind === 'total' || /^totals?$/i.test(cellText(r.cells[0]) ?? ''),
      );
      const rows = table.rows.filter(
        (r) => r.kind === 'data' && !totals.includes(r) && cellText(r.cells[ci]),
      );
      if (rows.length < 3 || totals.length > 1) continue;
      found.push({
        table,
        rows,
        client,
        candidate,
        fee,
        ...(totals[0] ? { total: totals[0] } : {}),
        ...(days ? { days } : {}),
        ...(paidDate ? { paidDate } : {}),
        ...(salary ? { salary } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const wordsOf = (s: string): string[] =>
  normalizeText(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);

/** The one value of a column whose first word (or every word) the phrase holds. */
function named(l: Log, c: Column, phrase: string): string | undefined {
  const qw = new Set(wordsOf(phrase));
  const values = [...new Set(l.rows.map((r) => cellText(r.cells[l.table.columns.indexOf(c)])!))];
  const every = values.filter((v) => wordsOf(v).every((w) => qw.has(w)));
  if (every.length === 1) return every[0];
  const first = values.filter((v) => qw.has(wordsOf(v)[0] ?? ''));
  return every.length === 0 && first.length === 1 ? first[0] : undefined;
}

const SLOWEST =
  /^which (?:client|customer|company) (?:pays|paid|is|was) (?:us )?(?:the )?(slowest|fastest|quickest|latest|slowest to pay|fastest to pay|quickest to pay|slowest payer|fastest payer)$/;
const HOW_LONG =
  /^how long (?:does|do|did) (.+?) (?:take|takes|took) to pay(?: us)?(?: on average)?$|^(?:what(?:'s| is) )?(?:the )?average (?:days to pay|time to pay|payment time) (?:for|of) (.+)$/;
const FEES_FROM =
  /^(?:how much (?:in )?)?(?:fees?|did we (?:earn|bill|invoice|make)|have we (?:earned|billed|invoiced)) (?:in fees )?(?:from|with|on) (.+)$|^how much in fees (?:from|did) (.+?)(?: pay(?: us)?)?$/;
const BILL_FOR =
  /^(?:what|how much) did we (?:bill|invoice|charge|earn) (?:for|on) (.+)$|^(?:what(?:'s| is| was) )?(?:the |our )?fee (?:for|on) (.+)$/;
const UNPAID =
  /^(?:how much (?:in )?)?(?:fees? )?(?:still )?(?:unpaid|outstanding|awaiting payment|not yet paid|owed to us)(?: fees?)?$|^(?:what|how much) (?:fees? )?(?:are|is) (?:still )?(?:unpaid|outstanding|awaiting payment|owed to us)$|^(?:unpaid|outstanding) fees$/;
const AVG_SALARY =
  /^(?:what(?:'s| is| was) )?(?:the |our )?average (?:annual )?salary(?: (?:we|that we|of the people we|of candidates we) placed| placed| of (?:our )?placements)?$/;
const TOTAL_SALARY =
  /^(?:what(?:'s| is) )?(?:the )?total (?:annual )?salar(?:y|ies)(?: (?:we )?placed| of (?:our )?placements)?$/;

export function placementLogAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const slow = SLOWEST.exec(q);
  const howLong = HOW_LONG.exec(q);
  const feesFrom = FEES_FROM.exec(q);
  const billFor = BILL_FOR.exec(q);
  const unpaid = UNPAID.test(q);
  const avgSalary = AVG_SALARY.test(q);
  const totalSalary = TOTAL_SALARY.test(q);
  if (!slow && !howLong && !feesFrom && !billFor && !unpaid && !avgSalary && !totalSalary)
    return undefined;
  const l = log(wb);
  if (!l) return undefined;
  const t = l.table;
  const at = (r: Row, c: Column) => r.cells[t.columns.indexOf(c)];
  const text = (r: Row, c: Column) => cellText(at(r, c)) ?? '';
  const style = (c: Column) =>
    cellStyle(
      t,
      l.rows.map((r) => at(r, c)).find((x) => x !== null),
    );
  const cells = (rows: Row[], c: Column) => rows.map((r) => ({ r: r.r, c: c.c }));
  const meanDays = (rows: Row[]): { v: Dec; rows: Row[] } | undefined => {
    const paid = rows.filter((r) => cellNumber(at(r, l.days!)) !== undefined);
    if (!paid.length) return undefined;
    const v = decDiv(
      decSum(paid.map((r) => cellNumber(at(r, l.days!))!)),
      decFromInt(paid.length),
      2,
    )!;
    return { v, rows: paid };
  };
  const byClient = (c: string) => l.rows.filter((r) => text(r, l.client) === c);

  if (slow) {
    if (!l.days) return undefined;
    const fastest = /fastest|quickest/.test(slow[1]!);
    const clients = [...new Set(l.rows.map((r) => text(r, l.client)))];
    const means = clients
      .map((c) => ({ c, m: meanDays(byClient(c)) }))
      .filter((x): x is { c: string; m: { v: Dec; rows: Row[] } } => !!x.m);
    if (means.length < 2) return undefined;
    means.sort((a, b) => decCmp(b.m.v, a.m.v) * (fastest ? -1 : 1));
    if (decCmp(means[0]!.m.v, means[1]!.m.v) === 0)
      return refuse('two clients pay equally fast on average');
    const top = means[0]!;
    const fig = figureOf(
      t,
      `Average ${l.days.label}`,
      top.m.v,
      { kind: 'number', decimals: 1 },
      cells(top.m.rows, l.days),
      top.c,
    );
    return sourcedAnswer(
      fig,
      `${top.c} pays ${fastest ? 'fastest' : 'slowest'}: ${fig.display} days on average (${l.days.label} over its ${top.m.rows.length} paid placements).`,
      fastest ? 'min' : 'max',
    );
  }
  if (howLong) {
    if (!l.days) return undefined;
    const c = named(l, l.client, (howLong[1] ?? howLong[2])!);
    if (!c) return undefined;
    const m = meanDays(byClient(c));
    if (!m) return refuse(`${c} has not paid a placement yet`);
    const fig = figureOf(
      t,
      `Average ${l.days.label}, ${c}`,
      m.v,
      { kind: 'number', decimals: 1 },
      cells(m.rows, l.days),
    );
    return sourcedAnswer(
      fig,
      `${c} takes ${fig.display} days to pay on average (${m.rows.length} paid placements).`,
      'average',
    );
  }
  const feeSum = (rows: Row[], label: string, how: string): Answer => {
    const fig = figureOf(
      t,
      label,
      decSum(rows.map((r) => cellNumber(at(r, l.fee)) ?? decFromInt(0))),
      style(l.fee),
      cells(rows, l.fee),
    );
    return sourcedAnswer(
      fig,
      `${label}: ${fig.display} (${how}).`,
      rows.length === 1 ? 'lookup' : 'total',
    );
  };
  if (billFor || feesFrom) {
    const phrase = billFor ? (billFor[1] ?? billFor[2])! : (feesFrom![1] ?? feesFrom![2])!;
    const cand = l.candidate ? named(l, l.candidate, phrase) : undefined;
    const client = named(l, l.client, phrase);
    if (cand && client) return undefined;
    if (cand) {
      const rows = l.rows.filter((r) => text(r, l.candidate!) === cand);
      if (rows.length !== 1) return undefined;
      return feeSum(rows, `${l.fee.label} for ${cand}`, `the placement of ${cand}`);
    }
    if (!client) return undefined;
    const rows = byClient(client);
    return feeSum(rows, `${l.fee.label} from ${client}`, `its ${rows.length} placements added`);
  }
  if (unpaid) {
    const rows = l.paidDate
      ? l.rows.filter((r) => at(r, l.paidDate!) === null)
      : l.rows.filter((r) =>
          /await|unpaid|outstanding|overdue|invoiced/i.test(r.cells.map(cellText).join(' ')),
        );
    if (!rows.length) return refuse('every placement is paid');
    return feeSum(
      rows,
      `${l.fee.label} unpaid`,
      `${rows.length} placements with no ${l.paidDate?.label ?? 'payment'}`,
    );
  }
  if (!l.salary) return undefined;
  const sal = l.salary;
  const xs = l.rows.map((r) => cellNumber(at(r, sal)));
  if (xs.some((x) => x === undefined)) return undefined;
  const sum = decSum(xs as Dec[]);
  if (avgSalary) {
    const v = decDiv(sum, decFromInt(xs.length), 2)!;
    const fig = figureOf(
      t,
      `Average ${sal.label}`,
      v,
      { ...style(sal), decimals: 2 },
      cells(l.rows, sal),
    );
    return sourcedAnswer(
      fig,
      `Average salary placed: ${fig.display} (${sal.label} over ${xs.length} placements).`,
      'average',
    );
  }
  const own = l.total ? cellNumber(at(l.total, sal)) : undefined;
  if (own !== undefined && decCmp(decAbs(decSub(own, sum)), { m: 1n, s: 2 }) > 0)
    return refuse(`the Total row's ${sal.label} does not agree with its rows`);
  const fig =
    own !== undefined
      ? figureOf(t, `${sal.label}, total`, own, style(sal), [{ r: l.total!.r, c: sal.c }])
      : figureOf(t, `${sal.label}, total`, sum, style(sal), cells(l.rows, sal));
  return sourcedAnswer(
    fig,
    `Total salary placed: ${fig.display} (${sal.label}${own !== undefined ? ', the Total row' : ', rows added'}).`,
    'total',
  );
}
