/**
 * Issue 13, pass 19 (W6): a members block and an MRR block per plan on one sheet (Plan | Jan …
 * in each). "What does a Pro cost per member" answered Pro's member count. The price per member
 * is the plan's MRR / the plan's members of the same month: when every month gives the same
 * figure it is stated once, citing both rows; when it differs by month the answer asks which
 * month (never one month chosen silently).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { HUNDRED, ZERO, decCmp, decDiv, decEq, decMul, decSub, decSum } from './decimal';
import { PERCENT } from './format';
import type { Row, Table, Workbook } from './model';
import { categoryNorm } from './view';
import { plainQuestion } from './text';

const MEMBERS = /\b(members?|subscribers?|customers?|users?|seats?|clients?|accounts?)\b/i;
const MONEY = /\b(mrr|recurring revenue|revenue|income|billings?)\b/i;
const ASK =
  /^(?:what|how much) (?:does|do|did|is|are) (?:a |an |the |our |each )?(.+?)(?: plan| tier| subscription)?(?: member| members| subscriber| subscribers| customer| customers)? (?:cost|charge|pay|earn us|bring in|worth)(?: us)? (?:per|a|each|for each) (member|subscriber|customer|user|seat|head|month per member)$|^(?:what is |what's )?(?:the )?(?:price|revenue|mrr|fee) per (?:member|subscriber|customer|user|seat) (?:on|for|of) (?:the )?(.+?)(?: plan| tier)?$/;

interface Block {
  name: string;
  table: Table;
  rows: Map<string, Row>;
}

/**
 * The blocks of a sheet's wide tables: a table, or the parts of one table split by heading
 * rows ("MRR" above its plans when no blank row separates the blocks). A heading row that
 * repeats the header ("Plan | Jan-25 …") starts nothing.
 */
function blocksOf(tables: Table[]): Block[] {
  const out: Block[] = [];
  for (const table of tables) {
    let block: Block = {
      name: `${table.title ?? ''} ${table.columns[0]?.label ?? ''}`,
      table,
      rows: new Map(),
    };
    out.push(block);
    for (const r of table.rows) {
      const name = typeof r.cells[0] === 'string' ? r.cells[0] : r.label;
      if (r.kind === 'section') {
        const repeatsHeader = r.cells.slice(1).some((c) => c !== null);
        if (!repeatsHeader && name) {
          block = { name, table, rows: new Map() };
          out.push(block);
        }
        continue;
      }
      if (r.kind === 'data' && name) block.rows.set(categoryNorm(name), r);
    }
  }
  return out.filter((b) => b.rows.size > 0);
}

export function planBlocksAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const totals = totalMrrAnswer(wb, q);
  if (totals) return totals;
  const m = ASK.exec(q);
  if (!m) return undefined;
  const planWord = categoryNorm(m[1] ?? m[3] ?? '');
  for (const sheet of wb.sheets) {
    const blocks = blocksOf(sheet.tables.filter((t) => t.layout === 'wide'));
    const members = blocks.filter((b) => MEMBERS.test(b.name) && !MONEY.test(b.name));
    const money = blocks.filter((b) => MONEY.test(b.name));
    if (members.length !== 1 || money.length !== 1) continue;
    const [mt, rt] = [members[0]!.table, money[0]!.table];
    const mr = members[0]!.rows.get(planWord);
    const rr = money[0]!.rows.get(planWord);
    if (!mr || !rr) return undefined;
    // months both blocks hold, matched by period
    const pairs = mt.columns.flatMap((c, ci) => {
      if (!c.period || c.period.kind !== 'month') return [];
      const rj = rt.columns.findIndex(
        (x) =>
          x.period?.kind === 'month' &&
          x.period.year === c.period!.year &&
          x.period.index === c.period!.index,
      );
      if (rj < 0) return [];
      const [n, v] = [cellNumber(mr.cells[ci]), cellNumber(rr.cells[rj])];
      if (!n || !v || decCmp(n, ZERO) <= 0) return [];
      const each = decDiv(v, n, 2);
      return each
        ? [
            {
              label: c.label,
              each,
              cells: [
                { r: rr.r, c: rt.columns[rj]!.c },
                { r: mr.r, c: c.c },
              ],
              rj,
            },
          ]
        : [];
    });
    if (pairs.length < 1) return undefined;
    const plan = typeof mr.cells[0] === 'string' ? mr.cells[0] : (mr.label ?? m[1]!);
    if (!pairs.every((p) => decEq(p.each, pairs[0]!.each)))
      return refuse(
        `${plan}'s MRR divided by its members differs from month to month (${pairs.length} months); say which month you mean`,
      );
    const last = pairs[pairs.length - 1]!;
    const style = cellStyle(rt, rr.cells[last.rj]);
    const fig = figureOf(rt, `${plan} MRR per member`, last.each, style, last.cells);
    return {
      text: `${plan} brings in ${fig.display} per member a month (its MRR / its members, the same in each of the ${pairs.length} months).\nSource: sheet '${rt.sheet}' ${fig.source.range} and the members row ${mt.sheet === rt.sheet ? '' : `on '${mt.sheet}' `}of the same month.`,
      figures: [fig],
      refused: false,
      kind: 'ratio',
    };
  }
  return undefined;
}

const GROWTH =
  /^(?:what (?:was|is) )?(?:our |the )?(?:total )?mrr growth(?: (?:over|for|in|during) the (?:year|period|half))?(?: (?:in )?(?:%|percent))?$|^how much did (?:our |the )?(?:total )?mrr grow(?: (?:over|in|during) the (?:year|period|half))?(?: in (?:%|percent))?$/;
const YEAR_REVENUE =
  /^(?:what (?:was|is) )?(?:our |the )?total (?:revenue|mrr revenue|recurring revenue|income)(?: for| over| in)? the (?:year|period)$/;

/**
 * M7 on the same sheet: MRR growth is the Total MRR of the last month over the first (in %, the
 * amount beside it); revenue for the year is the Total MRR cells added (one a month).
 */
function totalMrrAnswer(wb: Workbook, q: string): Answer | undefined {
  const growth = GROWTH.test(q);
  if (!growth && !YEAR_REVENUE.test(q)) return undefined;
  for (const sheet of wb.sheets) {
    const blocks = blocksOf(sheet.tables.filter((t) => t.layout === 'wide'));
    const members = blocks.filter((b) => MEMBERS.test(b.name) && !MONEY.test(b.name));
    const money = blocks.filter((b) => MONEY.test(b.name));
    if (members.length !== 1 || money.length !== 1) continue;
    const table = money[0]!.table;
    // the money block's own Total row: the row after its plans
    const planRows = [...money[0]!.rows.values()];
    const last = planRows[planRows.length - 1]!;
    const total = table.rows.find((r) => r.kind === 'total' && r.r > last.r);
    if (!total || (members[0]!.table === table && total.r < last.r)) return undefined;
    const months = table.columns
      .map((c, ci) => ({ c, ci, v: cellNumber(total.cells[ci]) }))
      .filter((x) => x.c.period?.kind === 'month' && x.c.role === 'value' && x.v !== undefined);
    if (months.length < 2) return undefined;
    const style = cellStyle(table, total.cells[months[0]!.ci]);
    const cite = (xs: typeof months) => xs.map((x) => ({ r: total.r, c: x.c.c }));
    if (!growth) {
      const fig = figureOf(
        table,
        'Total MRR added over the months',
        decSum(months.map((x) => x.v!)),
        style,
        cite(months),
      );
      return {
        text: `Revenue for the period: ${fig.display} (the ${months.length} monthly Total MRR cells added, ${months[0]!.c.label} to ${months[months.length - 1]!.c.label}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
        figures: [fig],
        refused: false,
        kind: 'total',
      };
    }
    const [first, end] = [months[0]!, months[months.length - 1]!];
    if (decCmp(first.v!, ZERO) <= 0) return undefined;
    const amount = decSub(end.v!, first.v!);
    const pct = decDiv(decMul(amount, HUNDRED), first.v!, 2);
    if (!pct) return undefined;
    const fp = figureOf(
      table,
      `Total MRR growth, ${first.c.label} to ${end.c.label}`,
      pct,
      PERCENT,
      cite([first, end]),
    );
    const fa = figureOf(table, 'Change in Total MRR', amount, style, cite([first, end]));
    return {
      text: `Total MRR grew ${fp.display} from ${first.c.label} to ${end.c.label} (${fa.display}: ${figureOf(table, '', first.v!, style, cite([first])).display} to ${figureOf(table, '', end.v!, style, cite([end])).display}).\nSource: sheet '${table.sheet}' ${fp.source.range}.`,
      figures: [fp, fa],
      refused: false,
      kind: 'growth',
    };
  }
  return undefined;
}
