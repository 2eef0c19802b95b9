/**
 * Issue 13, pass 19 (M3): a two-year comparison (Line | 2024 | 2025 | Change | Change %, an
 * Income and an Expenses section, a Net result line). "How much more did we spend on wages this
 * year" answered the 2025 figure (it is 2025 − 2024); "which income line did worst" ranked the
 * two years added (it is the line whose change is lowest); "which cost went up the most",
 * "how much did profit change" and "total expenses change %" were refused. Each reads the two
 * year columns of the line (later minus earlier), never the Change columns' arithmetic alone.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, ZERO, decAbs, decCmp, decDiv, decMul, decSub } from './decimal';
import { type NumberStyle, PERCENT } from './format';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { categoryNorm } from './view';

const INCOME = /\b(income|revenue|revenues|sales|turnover)\b/i;
const COSTS = /\b(costs?|expenses?|expenditure|overheads?|spending)\b/i;

interface Book {
  table: Table;
  early: number;
  late: number;
  years: [string, string];
}

function twoYearsOf(wb: Workbook): Book | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table): Book[] => {
      const ys = table.columns
        .map((c, ci) => ({ c, ci }))
        .filter((x) => x.c.period?.kind === 'year' && x.c.role === 'value' && x.c.period.year);
      if (ys.length !== 2) return [];
      ys.sort((a, b) => a.c.period!.year! - b.c.period!.year!);
      const sections = new Set(table.rows.map((r) => r.section).filter(Boolean));
      if (![...sections].some((x) => INCOME.test(x!)) || ![...sections].some((x) => COSTS.test(x!)))
        return [];
      return [
        {
          table,
          early: ys[0]!.ci,
          late: ys[1]!.ci,
          years: [String(ys[0]!.c.period!.year), String(ys[1]!.c.period!.year)],
        },
      ];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

const nameOf = (r: Row): string =>
  typeof r.cells[0] === 'string' ? r.cells[0].trim() : (r.label ?? '').trim();

const MORE_SPENT =
  /^how much more (?:did|have) we (?:spend|spent|pay|paid) (?:on|for) (.+?)(?: this year| in \d{4})?(?: than (?:last year|in \d{4}))?$/;
const WORST_LINE =
  /^(?:which|what) (income|revenue|sales|cost|expense|spending)(?: line| item| stream| category)? (?:did (?:the )?worst|fell (?:the )?most|dropped (?:the )?most|went down (?:the )?most|did (?:the )?best|grew (?:the )?most|went up (?:the )?most|rose (?:the )?most|increased (?:the )?most)$/;
const PROFIT_CHANGE =
  /^(?:how much did (?:our |the )?(?:profit|net result|net profit|bottom line) change|(?:what was |what is )?(?:the |our )?(?:change in (?:profit|net result|net profit)|(?:profit|net result|net profit) change))(?: (?:from|between) (?:last year|\d{4}) (?:to|and) (?:this year|\d{4}))?$/;
const TOTAL_PCT =
  /^(?:what was |what is )?(?:the )?total (expenses|costs|income|revenue) change (?:in )?(?:%|percent)$|^by what (?:percent|percentage|%) did (?:our |the )?total (expenses|costs|income|revenue) (?:change|go up|go down|grow|rise|fall)$/;

export function twoYearOwnerAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const more = MORE_SPENT.exec(q);
  const worst = more ? null : WORST_LINE.exec(q);
  const profit = more || worst ? false : PROFIT_CHANGE.test(q);
  const pct = more || worst || profit ? null : TOTAL_PCT.exec(q);
  if (!more && !worst && !profit && !pct) return undefined;
  const book = twoYearsOf(wb);
  if (!book) return undefined;
  const { table, early, late, years } = book;
  const valued = table.rows.filter((r) => cellNumber(r.cells[early]) && cellNumber(r.cells[late]));
  const change = (r: Row): Dec => decSub(cellNumber(r.cells[late])!, cellNumber(r.cells[early])!);
  const cells = (r: Row) => [
    { r: r.r, c: table.columns[early]!.c },
    { r: r.r, c: table.columns[late]!.c },
  ];
  const style = (r: Row): NumberStyle => cellStyle(table, r.cells[late]);
  const src = (f: { source: { range: string } }): string =>
    `Source: sheet '${table.sheet}' ${f.source.range}.`;
  const changeAnswer = (r: Row, lead: string): Answer => {
    const f = figureOf(
      table,
      `${nameOf(r)}, change ${years[0]} to ${years[1]}`,
      change(r),
      style(r),
      cells(r),
      nameOf(r),
    );
    const [a, b] = [
      figureOf(table, '', cellNumber(r.cells[early])!, style(r), cells(r)),
      figureOf(table, '', cellNumber(r.cells[late])!, style(r), cells(r)),
    ];
    return {
      text: `${lead}: ${f.display} (${years[1]} ${b.display} − ${years[0]} ${a.display}).\n${src(f)}`,
      figures: [f],
      refused: false,
      kind: 'change',
    };
  };
  if (more) {
    const want = categoryNorm(more[1]!);
    const hit = valued.filter((r) => r.kind === 'data' && categoryNorm(nameOf(r)) === want);
    if (hit.length !== 1) return undefined;
    const r = hit[0]!;
    const up = decCmp(change(r), ZERO) >= 0;
    return changeAnswer(
      r,
      `${nameOf(r)} ${up ? 'went up' : 'went down'} by ${figureOf(table, '', decAbs(change(r)), style(r), cells(r)).display} in ${years[1]}; the change`,
    );
  }
  if (profit) {
    const net = valued.filter((r) =>
      /^(net (result|profit|income|surplus)|profit|surplus|bottom line)/i.test(nameOf(r)),
    );
    if (net.length !== 1) return undefined;
    return changeAnswer(net[0]!, `${nameOf(net[0]!)} changed by`);
  }
  if (pct) {
    const side = (pct[1] ?? pct[2])!;
    const re = COSTS.test(side)
      ? /^total (costs?|expenses?|expenditure|overheads?)$/i
      : /^total (income|revenues?|sales|turnover)$/i;
    const hit = valued.filter((r) => re.test(nameOf(r)));
    if (hit.length !== 1) return undefined;
    const r = hit[0]!;
    const base = cellNumber(r.cells[early])!;
    if (decCmp(base, ZERO) === 0) return undefined;
    const g = decDiv(decMul(change(r), HUNDRED), decAbs(base), 2);
    if (!g) return undefined;
    const f = figureOf(
      table,
      `${nameOf(r)}, change ${years[0]} to ${years[1]} in %`,
      g,
      PERCENT,
      cells(r),
    );
    return {
      text: `${nameOf(r)} changed by ${f.display} from ${years[0]} to ${years[1]} (${figureOf(table, '', change(r), style(r), cells(r)).display} on ${figureOf(table, '', base, style(r), cells(r)).display}).\n${src(f)}`,
      figures: [f],
      refused: false,
      kind: 'growth',
    };
  }
  const side = INCOME.test(worst![1]!) ? INCOME : COSTS;
  const low = /worst|fell|dropped|down/.test(q);
  const lines = valued.filter((r) => r.kind === 'data' && r.section && side.test(r.section));
  if (lines.length < 2) return undefined;
  lines.sort((a, b) => decCmp(change(a), change(b)) * (low ? 1 : -1));
  if (decCmp(change(lines[0]!), change(lines[1]!)) === 0) return undefined;
  return changeAnswer(
    lines[0]!,
    `${nameOf(lines[0]!)} ${low ? 'did worst' : 'went up the most'}, a change of`,
  );
}
