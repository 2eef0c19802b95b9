/**
 * Issue 13, pass 21 (S8): a two-year comparison by market (Country | 2025 | 2024 | Variance | %,
 * "EUR thousands"). Owners' words: "biggest drop" is the line that dropped the most (put as the
 * question two-year.ts answers); "biggest / largest market" the largest figure of the latest
 * year; "how did <line> do vs 2024 (in %)" that line's change in percent; "how many did better
 * than last year / grew" the lines whose latest figure is above the earlier one (Total never
 * counted). Only on the one two-year table two-year.ts reads.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decCmp, decFromInt, decFromNumber, decSign, decToNumber } from './decimal';
import { PLAIN } from './format';
import type { Workbook } from './model';
import { canonical, plainQuestion } from './text';
import { twoYearsOf } from './two-year';

const DROP =
  /^(?:what was the |where was the |which \w+ (?:had|saw|showed) the )?(?:biggest|largest) (?:drop|fall|decline|decrease)(?: (?:vs|versus|against|on|compared to) (?:last year|20\d\d))?$/;
const BIGGEST =
  /^(?:(?:what|which) (?:is|was) )?(?:our |the )?(?:biggest|largest|top|main) (market|country|region|customer|client|product|line|segment)(?: (?:this year|in 20\d\d|by sales|by revenue))?$/;
const VS =
  /^how did (.+?) do (?:vs\.?|versus|against|compared (?:to|with)) (?:last year|20\d\d)(?:,? in %|,? in percent| %| percent)?$/;
const BETTER =
  /^how many (?:\w+ )?(?:did better|grew|improved|went up|increased|were up)(?: than| on| vs\.?| against| compared to)?(?: last year| 20\d\d)?$/;

export function twoYearMarketsAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const drop = DROP.test(q);
  const biggest = BIGGEST.exec(q);
  const vs = VS.exec(q);
  const better = BETTER.test(q);
  if (!drop && !biggest && !vs && !better) return undefined;
  const t = twoYearsOf(wb);
  if (!t) return undefined;
  const { table, prev, last } = t;
  const li = table.columns.indexOf(last);
  const pi = table.columns.indexOf(prev);
  const scale = table.unit ? ` (in ${table.unit})` : '';
  const src = (f: { source: { range: string } }): string =>
    `\nSource: sheet '${table.sheet}' ${f.source.range}.`;
  if (drop) return undefined; // put as "which dropped the most" by twoYearMarketsWording
  if (biggest) {
    const rows = t.items
      .map((r) => ({ r, v: cellNumber(r.cells[li]) }))
      .filter((x) => x.v !== undefined);
    if (rows.length < 2) return undefined;
    rows.sort((a, b) => decCmp(b.v!, a.v!));
    if (decCmp(rows[0]!.v!, rows[1]!.v!) === 0) return undefined;
    const top = rows[0]!;
    const fig = figureOf(
      table,
      `Largest ${last.label}`,
      top.v!,
      cellStyle(table, top.r.cells[li]),
      [{ r: top.r.r, c: last.c }],
      top.r.label,
    );
    return {
      text: `${top.r.label}: ${fig.display}${scale}, the largest in ${last.label} of ${rows.length} lines.${src(fig)}`,
      figures: [fig],
      refused: false,
      kind: 'max',
    };
  }
  if (vs) {
    const asked = canonical(vs[1]!).join(' ');
    const hits = t.items.filter((r) => canonical(r.label ?? '').join(' ') === asked);
    if (hits.length !== 1) return undefined;
    const row = hits[0]!;
    const a = cellNumber(row.cells[pi]);
    const b = cellNumber(row.cells[li]);
    if (a === undefined || b === undefined || decSign(a) <= 0) return undefined;
    const g = (decToNumber(b) / decToNumber(a) - 1) * 100;
    const fig = figureOf(
      table,
      `${row.label} change ${prev.label} to ${last.label}`,
      decFromNumber(Math.round(g * 100) / 100),
      { kind: 'percent', decimals: 1 },
      [
        { r: row.r, c: prev.c },
        { r: row.r, c: last.c },
      ],
      row.label,
    );
    const pf = figureOf(table, prev.label, a, cellStyle(table, row.cells[pi]), [
      { r: row.r, c: prev.c },
    ]);
    const lf = figureOf(table, last.label, b, cellStyle(table, row.cells[li]), [
      { r: row.r, c: last.c },
    ]);
    return {
      text: `${row.label}: ${g >= 0 ? '+' : ''}${fig.display} from ${prev.label} to ${last.label} (${pf.display} → ${lf.display}${scale}).${src(fig)}`,
      figures: [fig],
      refused: false,
      kind: 'growth',
    };
  }
  const up = t.items.filter((r) => {
    const a = cellNumber(r.cells[pi]);
    const b = cellNumber(r.cells[li]);
    return a !== undefined && b !== undefined && decCmp(b, a) > 0;
  });
  const fig = figureOf(
    table,
    `Lines up on ${prev.label}`,
    decFromInt(up.length),
    PLAIN,
    t.items.map((r) => ({ r: r.r, c: last.c })),
  );
  return {
    text: `${up.length} of ${t.items.length} lines did better in ${last.label} than in ${prev.label}${up.length ? `: ${up.map((r) => r.label).join(', ')}` : ''}.${src(fig)}`,
    figures: [fig],
    refused: false,
    kind: 'count',
  };
}

/** "Biggest drop": the question two-year.ts answers as the line that dropped the most. */
export function twoYearMarketsWording(wb: Workbook, question: string): string | undefined {
  if (!DROP.test(plainQuestion(question)) || !twoYearsOf(wb)) return undefined;
  return 'which dropped the most';
}
