/** The `filter` operation: see engine/README.md for what each operation answers. */
import { rangesFor } from '../../a1';
import { cellText } from '../../cell-figures';
import { decParse, decCmp, decFromInt, decMul } from '../../decimal';
import { formatValue } from '../../format';
import type { PeriodKind } from '../../model';
import type { Target } from '../../view';
import { targetStyle } from '../../view';
import { groupPoints } from '../buckets';
import {
  cellsOf,
  citation,
  describeFilter,
  dimText,
  display,
  fig,
  pointsFor,
  sheetOf,
  sumOf,
} from '../figures';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { COUNT, refuse } from '../types';

/** A question about the entries of a log ("how many expenses", "which sales"). */
const ENTRY_WORDS =
  /\b(how many|which|what|list)\s+(?:single |individual )?(expense|sale|transaction|entr(?:y|ie)|invoice|payment|purchase|order|deposit|withdrawal|debit|credit|bill|receipt|line|row|record|donation|gift|booking|job|trip|claim|refund|contribution|grant|ticket)s?\b/;

/** after blind-43: a list of things, one per row ("how many assets cost more than …"). */
const ONE_PER_ROW =
  /\bhow many (asset|member|polic(?:y|ie)|propert(?:y|ie)|vehicle|tenant|student|pupil|client|account|contract|machine|unit|subscriber)s?\b/;

/** A long table with a text column naming each row once (a register, a member list). */
function namesEachRow(t: Target): boolean {
  const rows = t.view.dataRows.map((i) => t.view.table.rows[i]!);
  if (rows.length < 3) return false;
  return t.view.catCols.some((c) => {
    const names = rows.map((r) => cellText(r.cells[c])?.trim().toLowerCase());
    return names.every(Boolean) && new Set(names).size === names.length;
  });
}

/** "How many staff earned over £2,000": people are counted, so a payroll's rows are grouped by
 * its one person column, never by the months they were paid in. */
const PEOPLE_ASKED =
  /\bhow many (staff|employees|people|workers|team members|members of staff|staffers|drivers|cleaners|carers|chefs|waiters|instructors|teachers|technicians)\b/;
const PERSON_HEAD = /\b(employee|staff|name|worker|person|team member|driver)\b/i;

function peopleAsked(ctx: Ctx, t: Target): number | undefined {
  if (ctx.res.groupCol !== undefined || t.kind !== 'col') return undefined;
  if (!PEOPLE_ASKED.test(ctx.q.text)) return undefined;
  const cols = t.view.catCols.filter((c) => PERSON_HEAD.test(t.view.table.columns[c]!.label));
  return cols.length === 1 ? cols[0] : undefined;
}

/** "In which years was X less than N?": the periods (or items) whose value passes the threshold. */
export function opFilter(ctx: Ctx, t: Target): Result | Refusal {
  const th = ctx.q.threshold;
  if (!th) return refuse('I could not read the threshold');
  const pts = pointsFor(ctx, t, undefined, undefined, true);
  if (!pts.length)
    return refuse(`There is no value for ${t.name}${describeFilter(ctx)} in the workbook`);
  // "how many expenses were over 5,000": each entry of a log on its own, not its months
  const perEntry =
    t.kind === 'col' &&
    t.view.table.layout === 'long' &&
    ctx.q.groupBy === undefined &&
    ctx.res.groupCol === undefined &&
    (ENTRY_WORDS.test(ctx.q.text) || (ONE_PER_ROW.test(ctx.q.text) && namesEachRow(t)));
  // "how many months did income go over €100k": months counted, never the lines of one table
  const periodsAsked =
    /\b(?:how many|which|what|list(?: the)?) (month|week|quarter|year|day)s\b/.exec(ctx.q.text);
  const people = peopleAsked(ctx, t);
  const g = people
    ? groupPoints({ ...ctx, res: { ...ctx.res, groupCol: people } }, t, pts, 'category')
    : perEntry
      ? {
          by: 'Entrie',
          buckets: pts.map((p) => ({
            key: String(p.row),
            label: `row ${p.r + 1}`,
            order: p.row,
            points: [p],
          })),
        }
      : periodsAsked && !ctx.res.groupRows && ctx.res.groupCol === undefined
        ? // after blind-43: "in how many months did we sell more than X" over products by
          // month: each month's products together
          groupPoints(
            {
              ...ctx,
              q: { ...ctx.q, granularity: ctx.q.granularity ?? (periodsAsked[1] as PeriodKind) },
            },
            t,
            pts,
            'period',
          )
        : groupPoints(ctx, t, pts, t.kind === 'rows' ? 'category' : 'period');
  if (!g) return refuse(`I could not tell which ${t.name} values to compare`);
  // "how many donations were over $500" counts gifts, never the months they fall in
  const thingsAsked = /\bhow many ([a-z]+s)\b/.exec(ctx.q.text);
  if (
    !periodsAsked &&
    thingsAsked &&
    /^(day|week|month|quarter|half|year)$/.test(g.by.toLowerCase()) &&
    !/^(days|weeks|months|quarters|halves|years|periods|times)$/.test(thingsAsked[1]!)
  )
    return refuse(
      `the question counts ${thingsAsked[1]}, and the ${t.name} values I found are by ${g.by.toLowerCase()}`,
    );
  if (periodsAsked && g.by.toLowerCase() !== periodsAsked[1])
    return refuse(
      `the question counts ${periodsAsked[1]}s, and the ${t.name} values I found are by ${g.by.toLowerCase()}`,
    );
  let limit = decParse(th.value);
  if (!limit) return refuse('I could not read the threshold');
  // "5 million" against a table in thousands is 5,000 of its units
  const scale: Record<string, number> = { thousand: 3, million: 6, billion: 9 };
  const tableUnit = t.view.table.unit?.replace(/s$/, '');
  if (th.unit && tableUnit && scale[th.unit] !== undefined && scale[tableUnit] !== undefined) {
    const shift = scale[th.unit]! - scale[tableUnit]!;
    limit =
      shift >= 0
        ? decMul(limit, { m: 10n ** BigInt(shift), s: 0 })
        : decMul(limit, { m: 1n, s: -shift });
  }
  const style = targetStyle(t);
  const hits = g.buckets.filter((b) => {
    const c = decCmp(sumOf(b.points), limit);
    return th.dir === 'above' ? c > 0 : c < 0;
  });
  const word = th.dir === 'above' ? 'above' : 'below';
  const figures = hits.map((b) =>
    fig(`${t.name}, ${b.label}`, sumOf(b.points), style, sheetOf(t), b.points, undefined, b.label),
  );
  const lines = [
    `${t.name}${dimText(ctx.res)} is ${word} ${formatValue(limit, style)} in ${hits.length} of ${g.buckets.length} ${g.by.toLowerCase()}s${hits.length ? `: ${hits.map((b) => b.label).join(', ')}` : ''}.`,
    ...figures.map((f) => `- ${f.at}: ${display(f)} (${citation(f)})`),
  ];
  if (th.count) {
    const all = g.buckets.flatMap((b) => b.points);
    const countFig: Fig = {
      label: `${g.by}s with ${t.name} ${word} ${formatValue(limit, style)}`,
      value: decFromInt(hits.length),
      style: COUNT,
      sheet: sheetOf(t),
      cells: cellsOf(all),
    };
    return {
      kind: 'count',
      lines: [`${countFig.label}: ${hits.length}. Source: ${citation(countFig)}.`, ...lines],
      figures: [countFig, ...figures],
    };
  }
  if (!hits.length) lines.push(`Source: sheet '${sheetOf(t)}' ${rangesFor(cellsOf(pts)).range}.`);
  return { kind: 'filter', lines, figures };
}
