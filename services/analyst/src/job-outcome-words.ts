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
import { type Dec, decCmp, decDiv, decFromInt, decSign, decSub, decSum } from './decimal';
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
      found.push({
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
