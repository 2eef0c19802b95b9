/**
 * Issue 13, pass 31 (M4): a budget with half-year pairs and a full year (H1 | | H2 | | Full year
 * over Budget | Actual | Budget | Actual | Budget | Actual | Variance (A-B)), cost lines and a
 * Total row. The owner's words read the FULL-YEAR pair (never a half, never the three added):
 * - "which line blew the budget the most": the largest Variance (Actual − Budget), if over;
 * - "how many cost lines went over budget": lines whose full-year Actual > Budget;
 * - "actual vs budget % for the year": Total Actual ÷ Total Budget × 100;
 * - "<line> over or under? by how much %": that line's Variance ÷ Budget × 100.
 */
import type { Answer } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSub,
  decToString,
} from './decimal';
import type { Row, Table, Workbook } from './model';
import { normalizeText, plainQuestion } from './text';

interface Sheet {
  t: Table;
  budget: number;
  actual: number;
  variance?: number;
  lines: Row[];
  total: Row;
}

function fullYearOf(wb: Workbook): Sheet | undefined {
  const found: Sheet[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const halves = t.columns.filter(
      (c) => c.period?.kind === 'half' && /^(budget|actual)$/i.test(c.label.trim()),
    );
    if (halves.length < 4) continue;
    const full = (re: RegExp): number[] =>
      t.columns.flatMap((c, i) => (!c.period && re.test(c.label.trim()) ? [i] : []));
    const [b, a, v] = [full(/^budget$/i), full(/^actual$/i), full(/^variance\b/i)];
    if (b.length !== 1 || a.length !== 1 || v.length > 1) continue;
    const totals = t.rows.filter(
      (r) => r.kind === 'total' && r.label && /^total\b/i.test(r.label.trim()),
    );
    const lines = t.rows.filter((r) => r.kind === 'data' && r.label);
    if (totals.length !== 1 || lines.length < 2) continue;
    found.push({ t, budget: b[0]!, actual: a[0]!, variance: v[0], lines, total: totals[0]! });
  }
  return found.length === 1 ? found[0] : undefined;
}

/** a line's full-year variance, Actual − Budget (the sheet's Variance cell when it has one) */
function varianceOf(x: Sheet, r: Row): Dec | undefined {
  const a = cellNumber(r.cells[x.actual]);
  const b = cellNumber(r.cells[x.budget]);
  if (!a || !b) return undefined;
  return decSub(a, b);
}
const cols = (x: Sheet): number[] => [
  x.budget,
  x.actual,
  ...(x.variance !== undefined ? [x.variance] : []),
];
const cite = (x: Sheet, r: Row) => cols(x).map((c) => ({ r: r.r, c: x.t.columns[c]!.c }));
const PCT = { kind: 'percent' as const, decimals: 2 };

export function halfYearBudgetAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const blew =
    /^(?:which|what) (?:cost )?(?:line|item|cost|expense|category) (?:blew|broke|busted|overshot|went (?:most )?over|ran (?:most )?over|overspent) (?:(?:the|its) )?budget(?: (?:the )?most)?$|^(?:which|what) (?:cost )?(?:line|item|cost|expense) (?:blew|broke|overshot) (?:the|its) budget (?:the )?(?:most|worst)$/.test(
      q,
    );
  const howMany =
    /^how many (?:cost )?(?:lines|items|costs|expenses|categories) (?:went|were|are|came in|ran) over(?: (?:the|their|its))? budget(?: for the year| this year)?$/.test(
      q,
    );
  const ratio =
    /^actual (?:vs\.?|versus|against|as a? ?%? of|to) budget(?: in)? (?:%|percent|percentage)(?: for the (?:full )?year| for the year)?$|^actual (?:vs\.?|versus|against) budget (?:%|percent)$/.test(
      q,
    );
  const linePct = /\bover or under\b|\bover\/under\b/.test(q) && /%|\bpercent/.test(q);
  if (!blew && !howMany && !ratio && !linePct) return undefined;
  const x = fullYearOf(wb);
  if (!x) return undefined;
  const bName = `${x.t.columns[x.budget]!.group?.trim() || 'Full year'} ${x.t.columns[x.budget]!.label.trim()}`;

  if (blew || howMany) {
    const ranked = x.lines
      .map((r) => ({ r, v: varianceOf(x, r) }))
      .filter((e): e is { r: Row; v: Dec } => !!e.v);
    if (ranked.length < 2) return undefined;
    if (howMany) {
      const over = ranked.filter((e) => decCmp(e.v, ZERO) > 0);
      const fig = figureOf(
        x.t,
        'Cost lines over budget (full year)',
        decFromInt(over.length),
        { kind: 'number', decimals: 0 },
        ranked.flatMap((e) => cite(x, e.r)),
      );
      return sourcedAnswer(
        fig,
        `${over.length} of ${ranked.length} cost lines went over budget for the full year (Actual above Budget)${over.length ? `: ${over.map((e) => e.r.label!.trim()).join(', ')}` : ''}.`,
        'count',
      );
    }
    ranked.sort((p, s) => decCmp(s.v, p.v));
    const top = ranked[0]!;
    if (decCmp(top.v, ZERO) <= 0 || (ranked[1] && decCmp(ranked[1].v, top.v) === 0))
      return undefined;
    const name = top.r.label!.trim();
    const fig = figureOf(
      x.t,
      `${name}, full-year Actual − Budget`,
      top.v,
      cellStyle(x.t, top.r.cells[x.actual]),
      cite(x, top.r),
      name,
    );
    return sourcedAnswer(
      fig,
      `${name} went furthest over budget for the full year: ${fig.display} over (Actual ${decToString(cellNumber(top.r.cells[x.actual])!)} against ${bName} ${decToString(cellNumber(top.r.cells[x.budget])!)}).`,
      'max',
    );
  }
  if (ratio) {
    const a = cellNumber(x.total.cells[x.actual]);
    const b = cellNumber(x.total.cells[x.budget]);
    if (!a || !b || decCmp(b, ZERO) === 0) return undefined;
    const v = decDiv(decMul(a, HUNDRED), b, 2);
    if (!v) return undefined;
    const fig = figureOf(x.t, `Total Actual ÷ Budget, full year`, v, PCT, cite(x, x.total));
    return sourcedAnswer(
      fig,
      `Actual was ${fig.display} of budget for the full year (Total Actual ${decToString(a)} ÷ Budget ${decToString(b)} × 100).`,
      'ratio',
    );
  }
  const fq = ` ${normalizeText(question).replace(/[^a-z0-9]+/g, ' ')} `;
  const named = x.lines.filter((r) =>
    fq.includes(
      ` ${normalizeText(r.label!)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()} `,
    ),
  );
  if (named.length !== 1) return undefined;
  const row = named[0]!;
  const v = varianceOf(x, row);
  const b = cellNumber(row.cells[x.budget]);
  if (!v || !b || decCmp(b, ZERO) === 0) return undefined;
  const pct = decDiv(decMul(v, HUNDRED), b, 2);
  if (!pct) return undefined;
  const name = row.label!.trim();
  const fig = figureOf(x.t, `${name}, full-year variance ÷ Budget`, pct, PCT, cite(x, row), name);
  const side = decCmp(v, ZERO) > 0 ? 'over' : decCmp(v, ZERO) < 0 ? 'under' : 'on';
  return sourcedAnswer(
    fig,
    `${name} came in ${side} budget for the full year by ${fig.display} (Actual − Budget ${decToString(v)} ÷ Budget ${decToString(b)} × 100).`,
    'ratio',
  );
}
