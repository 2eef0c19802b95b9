/**
 * Issue 13, pass 36 (M11): a job-costing table (`Job no | Client | Quoted | … | Total cost |
 * Invoiced | Profit | Status`, jobs in progress with Profit blank, a Totals row) in the owner's
 * words:
 * - "how many jobs lost money" (made a loss, in the red) counts the job rows whose Profit is
 *   below 0;
 * - "which job's costs ran furthest over the quote" is the job with the largest Total cost −
 *   Quoted (asked back when no job's costs passed its quote);
 * - "average profit per finished job" (completed, invoiced, done) is the mean Profit of the
 *   rows that have one; refused when a row marked in progress has a Profit, or a row marked
 *   finished has none;
 * - "what percentage of our costs is materials" is asked again as the share of the Total cost
 *   column (the caller keeps it only when a share answers).
 * Only on one table with a job column, a Profit (or Margin) column and a Total cost column.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decDiv, decFromInt, decMul, decSign, decSub, decSum } from './decimal';
import { PLAIN } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

interface Jobs {
  table: Table;
  rows: Row[];
  job: Column;
  profit: Column;
  cost: Column;
  quoted?: Column;
  status?: Column;
  client?: Column;
  invoiced?: Column;
  type?: Column;
}

const one = (cols: Column[], re: RegExp): Column | undefined => {
  const hits = cols.filter((c) => re.test(c.label.trim()));
  return hits.length === 1 ? hits[0] : undefined;
};

function jobTable(wb: Workbook): Jobs | undefined {
  const found: Jobs[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const cols = table.columns;
      const job = one(cols, /^jobs?(?: no\.?| number| #| id| ref| code)?$/i);
      const profit = one(
        cols,
        /^(profit|margin|profit\s*\/\s*\(?loss\)?|p\s*\/\s*l|net profit)(\s*\(.*\))?$/i,
      );
      const cost = one(cols, /^total costs?(\s*\(.*\))?$/i);
      if (!job || !profit || !cost) continue;
      const ji = cols.indexOf(job);
      const rows = table.rows.filter(
        (r) =>
          r.kind === 'data' && cellText(r.cells[ji]) && !/^totals?\b/i.test(cellText(r.cells[ji])!),
      );
      if (rows.length < 2) continue;
      const quoted = one(
        cols,
        /^(quoted?|quote(d)? price|quotation|estimate|contract price)(\s*\(.*\))?$/i,
      );
      const status = one(cols, /^(status|stage|state)$/i);
      const client = one(cols, /^(client|customer|account|client name|customer name)$/i);
      const invoiced = one(
        cols,
        /^(invoiced|invoice(?:d)? amount|invoice total|amount invoiced|billed|charged|revenue|price)(\s*\(.*\))?$/i,
      );
      const type = one(cols, /^(job type|type|service|service type|category|kind of job)$/i);
      found.push({
        ...(client ? { client } : {}),
        ...(invoiced ? { invoiced } : {}),
        ...(type ? { type } : {}),
        table,
        rows,
        job,
        profit,
        cost,
        ...(quoted ? { quoted } : {}),
        ...(status ? { status } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const LOST =
  /^how many (?:of (?:our|the) )?jobs (?:lost (?:us )?money|made a loss|made losses|ran at a loss|(?:were|are|went) (?:in the red|loss[- ]making|at a loss|unprofitable)|lost)$/;
const OVER =
  /^which job(?:'s|s'?)? (?:costs? )?(?:ran|went|came in|was|were|is|are|has gone|have gone)? ?(?:the )?(?:furthest|farthest|most|the most|most of all) over (?:the |its |their )?(?:quote|quoted price|quoted amount|estimate)$/;
const FINISHED =
  /^(?:what (?:is|was) (?:the |our )?)?average (profit|margin) (?:per|on an?|for an?|of an?|on each|per each) (?:finished|completed|invoiced|done|closed) job$/;
const DONE = /^(invoiced|complete|completed|finished|done|closed|paid)$/i;
const OPEN = /^(in progress|ongoing|open|quoted|not started|active|wip|work in progress)$/i;

const num = (j: Jobs, r: Row, c: Column): Dec | undefined =>
  cellNumber(r.cells[j.table.columns.indexOf(c)]);

export function jobOutcomeAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const lost = LOST.test(q);
  const over = OVER.test(q);
  const finished = FINISHED.exec(q);
  if (!lost && !over && !finished) return undefined;
  const j = jobTable(wb);
  if (!j) return undefined;
  const t = j.table;
  const name = (r: Row) => cellText(r.cells[t.columns.indexOf(j.job)])!;
  if (lost) {
    const losing = j.rows.filter((r) => {
      const v = num(j, r, j.profit);
      return v !== undefined && decSign(v) < 0;
    });
    const cells = (losing.length ? losing : j.rows).map((r) => ({ r: r.r, c: j.profit.c }));
    const fig = figureOf(
      t,
      `Jobs with ${j.profit.label} below 0`,
      decFromInt(losing.length),
      PLAIN,
      cells,
    );
    return sourcedAnswer(
      fig,
      `${losing.length} job${losing.length === 1 ? '' : 's'} lost money (${j.profit.label} below 0)${losing.length ? `: ${losing.map(name).join(', ')}` : ''}.`,
      'count',
    );
  }
  if (over) {
    if (!j.quoted) return undefined;
    let best: { r: Row; d: Dec } | undefined;
    let tie = false;
    for (const r of j.rows) {
      const c = num(j, r, j.cost);
      const qv = num(j, r, j.quoted);
      if (c === undefined || qv === undefined) continue;
      const d = decSub(c, qv);
      const cmp = best ? decCmp(d, best.d) : 1;
      if (cmp > 0) {
        best = { r, d };
        tie = false;
      } else if (cmp === 0) tie = true;
    }
    if (!best || decSign(best.d) <= 0)
      return refuse(`no job's ${j.cost.label} is above its ${j.quoted.label}`);
    if (tie) return refuse('two jobs ran over their quote by the same amount; name one');
    const style = cellStyle(t, best.r.cells[t.columns.indexOf(j.cost)]);
    const fig = figureOf(
      t,
      `${j.cost.label} over ${j.quoted.label}, largest`,
      best.d,
      style,
      [
        { r: best.r.r, c: j.cost.c },
        { r: best.r.r, c: j.quoted.c },
      ],
      name(best.r),
    );
    return sourcedAnswer(
      fig,
      `${name(best.r)} ran furthest over its quote: ${j.cost.label} − ${j.quoted.label} = ${fig.display}.`,
      'max',
    );
  }
  // the finished jobs: a filled Profit, and (with a Status column) a finished status
  const si = j.status ? t.columns.indexOf(j.status) : -1;
  const rows: Row[] = [];
  for (const r of j.rows) {
    const v = num(j, r, j.profit);
    const st = si >= 0 ? (cellText(r.cells[si]) ?? '') : '';
    if (si >= 0 && v !== undefined && OPEN.test(st))
      return refuse(
        `${name(r)} is marked "${st}" but has a ${j.profit.label}; which jobs are finished?`,
      );
    if (si >= 0 && v === undefined && DONE.test(st))
      return refuse(`${name(r)} is marked "${st}" but has no ${j.profit.label}`);
    if (v !== undefined) rows.push(r);
  }
  if (!rows.length) return undefined;
  const total = decSum(rows.map((r) => num(j, r, j.profit)!));
  const mean = decDiv(total, decFromInt(rows.length), 2);
  if (!mean) return undefined;
  const style = cellStyle(t, rows[0]!.cells[t.columns.indexOf(j.profit)]);
  const fig = figureOf(
    t,
    `Average ${j.profit.label} per finished job`,
    mean,
    { ...style, decimals: 2 },
    rows.map((r) => ({ r: r.r, c: j.profit.c })),
  );
  return sourcedAnswer(
    fig,
    `Average ${j.profit.label} per finished job: ${fig.display} (${rows.length} jobs with a ${j.profit.label}: ${rows.map(name).join(', ')}).`,
    'average',
  );
}

/** "what percentage of our costs is materials": the share of the Total cost column. */
export function costShareWording(wb: Workbook, question: string): string | undefined {
  const m =
    /^what (?:percentage|percent|share|proportion|%) of (?:our |the |all )?(?:total )?(?:costs?|spend(?:ing)?) (?:is|are|was|were|goes? on|went on|is spent on) (.+)$/.exec(
      plainQuestion(question),
    );
  if (!m) return undefined;
  const j = jobTable(wb);
  const put = j ? `what share of ${j.cost.label.toLowerCase()} is ${m[1]!}` : undefined;
  // asked once: the put question matches this wording again
  return put && put !== plainQuestion(question) ? put : undefined;
}

/**
 * Pass 37 (W7): job costing with a Job type (and Client, Invoiced, Status) column beside the
 * Job # column. "Job" is the Job # row, never a job type or a cost column:
 * - "which job made the least / most" (earned, was most profitable) is the one row with the
 *   smallest / largest Profit;
 * - "average profit per job" is the total Profit ÷ the number of jobs (never per job type);
 * - "best client by profit" (most profitable client, which client made us the most) is the
 *   Client whose Profits added are largest;
 * - "how much have we invoiced for end of tenancy cleans" is Invoiced where the Job type is the
 *   one the words name (the trade's noun for a job, "cleans", "repairs", dropped);
 * - "how much is still waiting to be paid" (awaiting payment, unpaid, still owed to us) is
 *   Invoiced where the Status says invoiced / awaiting / unpaid / overdue (not Paid);
 * - "margin on job C-1007" is that row's Profit ÷ Invoiced × 100 (its Profit beside).
 */
const JOB_EXTREME =
  /^which (?:single )?job (?:made|earned|brought in|was) (?:us )?(?:the )?(least|most|lowest|highest|smallest|biggest|most profitable|least profitable)(?: money| profit)?$|^(?:what was )?(?:the |our )?(most|least) profitable job$/;
const PER_JOB =
  /^(?:what(?:'s| is| was) (?:our |the )?)?average profit (?:per|a|for each|on each|each) job$/;
const BEST_CLIENT =
  /^(?:who is |who's |which is |what is )?(?:our |the )?(best|worst|top) (?:client|customer)s? (?:by|for) profit$|^(?:which|what) (?:client|customer) (?:made|brought|earned) (?:us )?the (most|least)(?: profit| money)?$|^(?:who is |who's |which is )?(?:our |the )?(most|least) profitable (?:client|customer)$/;
const TYPE_INVOICED =
  /^how much (?:have|did) we (?:invoice|invoiced|bill|billed|charge|charged)(?: for| on)? (.+)$/;
const WAITING =
  /^how much (?:is|are) (?:still )?(?:waiting to be paid|awaiting payment|unpaid|not yet paid|still owed(?: to us)?|owed to us|outstanding|yet to be paid|to be paid)$|^what(?:'s| is) (?:still )?(?:waiting to be paid|awaiting payment|unpaid|outstanding)$/;
const JOB_MARGIN =
  /^(?:what(?:'s| is| was) (?:the |our )?)?margin (?:on|for|of) (?:job )?([a-z0-9][a-z0-9-/]*)$/;

export function jobTypeAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const extreme = JOB_EXTREME.exec(q);
  const perJob = PER_JOB.test(q);
  const best = BEST_CLIENT.exec(q);
  const typed = TYPE_INVOICED.exec(q);
  const waiting = WAITING.test(q);
  const margin = JOB_MARGIN.exec(q);
  if (!extreme && !perJob && !best && !typed && !waiting && !margin) return undefined;
  const j = jobTable(wb);
  if (!j) return undefined;
  const t = j.table;
  const name = (r: Row) => cellText(r.cells[t.columns.indexOf(j.job)])!;
  const text = (r: Row, c: Column) => cellText(r.cells[t.columns.indexOf(c)]) ?? '';
  const style = (c: Column) => cellStyle(t, j.rows[0]!.cells[t.columns.indexOf(c)]);
  const profits = j.rows.map((r) => num(j, r, j.profit));
  if (extreme) {
    const w = (extreme[1] ?? extreme[2])!;
    const least = /least|lowest|smallest/.test(w);
    if (profits.some((p) => p === undefined)) return undefined;
    let at = 0;
    for (let i = 1; i < profits.length; i++) {
      const c = decCmp(profits[i]!, profits[at]!);
      if (least ? c < 0 : c > 0) at = i;
    }
    if (profits.some((p, i) => i !== at && decCmp(p!, profits[at]!) === 0))
      return refuse('two jobs share that profit; name the job');
    const row = j.rows[at]!;
    const fig = figureOf(
      t,
      `${least ? 'Lowest' : 'Highest'} ${j.profit.label} of one job`,
      profits[at]!,
      style(j.profit),
      [{ r: row.r, c: j.profit.c }],
      name(row),
    );
    return sourcedAnswer(
      fig,
      `Job ${name(row)}${j.client ? ` (${text(row, j.client)})` : ''} made the ${least ? 'least' : 'most'}: ${fig.display} (${j.profit.label}).`,
      least ? 'min' : 'max',
    );
  }
  if (perJob) {
    if (!j.type) return undefined;
    if (profits.some((p) => p === undefined)) return undefined;
    const total = decSum(profits as Dec[]);
    const v = decDiv(total, decFromInt(j.rows.length), 2);
    if (!v) return undefined;
    const fig = figureOf(
      t,
      `Average ${j.profit.label} per job`,
      v,
      { ...style(j.profit), decimals: 2 },
      j.rows.map((r) => ({ r: r.r, c: j.profit.c })),
    );
    return sourcedAnswer(
      fig,
      `Average profit per job: ${fig.display} (${j.profit.label} added over the ${j.rows.length} jobs).`,
      'average',
    );
  }
  if (best) {
    if (!j.client || profits.some((p) => p === undefined)) return undefined;
    const least = /worst|least/.test((best[1] ?? best[2] ?? best[3])!);
    const by = new Map<string, { v: Dec; rows: Row[] }>();
    j.rows.forEach((r, i) => {
      const k = text(r, j.client!);
      const e = by.get(k) ?? { v: decFromInt(0), rows: [] };
      by.set(k, { v: decSum([e.v, profits[i]!]), rows: [...e.rows, r] });
    });
    const ranked = [...by.entries()].sort((a, b) => decCmp(b[1].v, a[1].v) * (least ? -1 : 1));
    if (ranked.length < 2 || decCmp(ranked[0]![1].v, ranked[1]![1].v) === 0)
      return refuse('two clients share that profit');
    const [who, e] = ranked[0]!;
    const fig = figureOf(
      t,
      `${j.profit.label} by ${j.client.label}, ${least ? 'lowest' : 'highest'}`,
      e.v,
      style(j.profit),
      e.rows.map((r) => ({ r: r.r, c: j.profit.c })),
      who,
    );
    return sourcedAnswer(
      fig,
      `${who} is the ${least ? 'least' : 'most'} profitable client: ${fig.display} (${j.profit.label} over ${e.rows.length} job${e.rows.length === 1 ? '' : 's'}).`,
      least ? 'min' : 'max',
    );
  }
  if (margin) {
    if (!j.invoiced) return undefined;
    const row = j.rows.find((r) => name(r).toLowerCase() === margin[1]);
    if (!row) return undefined;
    const p = num(j, row, j.profit);
    const inv = num(j, row, j.invoiced);
    if (p === undefined || inv === undefined || decSign(inv) <= 0) return undefined;
    const pct = decDiv(decMul(p, decFromInt(100)), inv, 2)!;
    const fig = figureOf(t, `Margin on ${name(row)}`, pct, { kind: 'percent', decimals: 2 }, [
      { r: row.r, c: j.profit.c },
      { r: row.r, c: j.invoiced.c },
    ]);
    const pfig = figureOf(t, `${j.profit.label} for ${name(row)}`, p, style(j.profit), [
      { r: row.r, c: j.profit.c },
    ]);
    return sourcedAnswer(
      fig,
      `Margin on job ${name(row)}: ${fig.display} (${j.profit.label} ${pfig.display} ÷ ${j.invoiced.label}).`,
      'ratio',
      [pfig],
    );
  }
  if (!j.invoiced) return undefined;
  const inv = j.invoiced;
  const sumOver = (rows: Row[], how: string, label: string): Answer | undefined => {
    const xs = rows.map((r) => num(j, r, inv));
    if (!rows.length || xs.some((x) => x === undefined)) return undefined;
    const fig = figureOf(
      t,
      label,
      decSum(xs as Dec[]),
      style(inv),
      rows.map((r) => ({ r: r.r, c: inv.c })),
    );
    return sourcedAnswer(fig, `${label}: ${fig.display} (${how}).`, 'total');
  };
  if (waiting) {
    if (!j.status) return undefined;
    const st = j.status;
    const values = j.rows.map((r) => text(r, st).toLowerCase());
    if (!values.some((v) => /^paid$/.test(v))) return undefined;
    const open = j.rows.filter((_, i) =>
      /\b(invoiced|awaiting|unpaid|overdue|sent|due|outstanding|billed)\b/.test(values[i]!),
    );
    if (!open.length) return refuse(`no job's ${st.label} says it is waiting to be paid`);
    return sumOver(
      open,
      `${inv.label} of the ${open.length} jobs whose ${st.label} is not Paid`,
      `${inv.label} awaiting payment`,
    );
  }
  if (!j.type) return undefined;
  const ty = j.type;
  const types = [...new Set(j.rows.map((r) => text(r, ty)))];
  const ws = typed![1]!
    .replace(/\b(jobs?|work|the|our|all)\b/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const fits = (drop: number) =>
    types.filter((v) => {
      const vw = v.toLowerCase().split(/[^a-z0-9]+/);
      const asked = ws.slice(0, ws.length - drop);
      return asked.length > 0 && asked.every((w) => vw.includes(w)) && asked.length === vw.length;
    });
  // the trade's noun for a job ("cleans", "repairs") may close the words: tried without it
  const hit = fits(0).length === 1 ? fits(0) : fits(1);
  if (hit.length !== 1) return undefined;
  const rows = j.rows.filter((r) => text(r, ty) === hit[0]);
  return sumOver(
    rows,
    `${rows.length} jobs whose ${ty.label} is ${hit[0]}`,
    `${inv.label}, ${hit[0]}`,
  );
}
