/**
 * Issue 13, pass 26 (W1): a sheet that compares two years (FY2025 | FY2024 | Change | Change %,
 * an income and a costs section, a bottom line). The owner's "this year" is the newer year
 * column and "last year" the one before it, whatever today is; "how much more did we pay
 * teachers this year" is the line's change; "rent increase %" a line's change in %; ("compare
 * this year to last" stays asked back: tuning set C holds it ambiguous, which line and how); "<line> as a share of income", "margin" divide
 * by the total income line. Everything is computed from the two year columns, never from the
 * sheet's rounded Change % cells.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, ZERO, decAbs, decCmp, decDiv, decMul, decSub } from './decimal';
import { type NumberStyle, PERCENT } from './format';
import { linesNamed } from './line-phrase';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const INCOME = /\b(income|revenues?|sales|turnover|takings)\b/i;
const COSTS = /\b(costs?|expenses?|expenditure|overheads?|spending|outgoings)\b/i;
const BOTTOM =
  /^(net (result|profit|income|surplus)|surplus|profit|deficit|surplus \/ \(?deficit\)?|bottom line)\b/i;

interface TwoYears {
  table: Table;
  early: number;
  late: number;
  years: [string, string];
}

/** The one table of the book with exactly two year columns and income and costs sections. */
export function twoYearComparison(wb: Workbook): TwoYears | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table): TwoYears[] => {
      const ys = table.columns
        .map((c, ci) => ({ c, ci }))
        .filter((x) => x.c.period?.kind === 'year' && x.c.role === 'value' && x.c.period.year);
      if (ys.length !== 2 || table.columns.some((c) => c.period && c.period.kind !== 'year'))
        return [];
      ys.sort((a, b) => a.c.period!.year! - b.c.period!.year!);
      if (ys[0]!.c.period!.year === ys[1]!.c.period!.year) return [];
      const sections = table.rows.map((r) => r.section ?? '');
      if (!sections.some((x) => INCOME.test(x)) || !sections.some((x) => COSTS.test(x))) return [];
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

const NAMES_YEAR = /\b(19|20)\d\d\b|\bfy ?\d\d\b/;

/**
 * "what was total income last year" → "… in 2024" on such a sheet: the words the engine reads
 * with the comparison's own years. Questions about a change are left to the answers below.
 */
export function twoYearThisLastWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (!/\b(this|last) year\b/.test(q) || NAMES_YEAR.test(q)) return undefined;
  if (/\b(this|last) year\b.*\b(this|last)( year)?\b|\bcompare|\bvs\b|\bversus\b/.test(q))
    return undefined;
  if (
    /\b(more|less|change|changed|increase|decrease|grow|grew|growth|rise|rose|fell|fall)\b/.test(q)
  )
    return undefined;
  const book = twoYearComparison(wb);
  if (!book) return undefined;
  return q
    .replace(/\blast year\b/g, `in ${book.years[0]}`)
    .replace(/\bthis year\b/g, `in ${book.years[1]}`)
    .replace(/\bin in\b/g, 'in');
}

const MORE =
  /^how much (more|less) (?:did|do|have) we (?:pay|paid|spend|spent|earn|earned|make|made|get|got|take|took|bring in|receive|received|sell|sold|collect|collected)(?: on| for| from| in)? (.+?) this year(?: than last(?: year)?)?$/;
const SIDE_RANK =
  /^(?:what|which(?: line)?) (fell|dropped|went down|declined|shrank|grew|rose|went up|increased) (?:the )?most on the (income|revenue|sales|costs?|expenses?|spending) side$/;
const LINE_PCT =
  /^(?:the )?(.+?) (?:increase|rise|change|growth|decrease|drop) (?:in )?(?:%|percent|percentage)$|^(?:by )?(?:what|how much) (?:%|percent|percentage) did (?:the |our )?(.+?) (?:increase|rise|change|grow|go up|go down|fall|drop)$/;
const SHARE =
  /^(?:the )?(.+?) as (?:a )?(?:share|percentage|percent|%) of (?:total )?(?:income|revenue|sales|turnover)(?: (this|last) year)?$/;
const MARGIN = /^(?:our |the )?(?:net |profit |surplus )?margin(?: (this|last) year)?$/;

export function twoYearThisLastAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const more = MORE.exec(q);
  const side = SIDE_RANK.exec(q);
  const pct = LINE_PCT.exec(q);
  const share = SHARE.exec(q);
  const margin = MARGIN.exec(q);
  if (!more && !side && !pct && !share && !margin) return undefined;
  const book = twoYearComparison(wb);
  if (!book) return undefined;
  const { table, early, late, years } = book;
  const valued = table.rows.filter((r) => cellNumber(r.cells[early]) && cellNumber(r.cells[late]));
  const at = (r: Row, ci: number): Dec => cellNumber(r.cells[ci])!;
  const change = (r: Row): Dec => decSub(at(r, late), at(r, early));
  const cells = (r: Row, cis = [early, late]) =>
    cis.map((ci) => ({ r: r.r, c: table.columns[ci]!.c }));
  const style = (r: Row): NumberStyle => cellStyle(table, r.cells[late]);
  const src = (range: string): string => `Source: sheet '${table.sheet}' ${range}.`;
  const shown = (r: Row, v: Dec): string => figureOf(table, '', v, style(r), cells(r)).display;
  const one = (rows: Row[]): Row | undefined => (rows.length === 1 ? rows[0] : undefined);
  const dataLines = valued.filter((r) => r.kind === 'data');
  const totalIncome = one(
    valued.filter(
      (r) => r.kind === 'total' && /^total\b/i.test(nameOf(r)) && INCOME.test(nameOf(r)),
    ),
  );
  const percentOf = (part: Dec, whole: Dec): Dec | undefined =>
    decCmp(whole, ZERO) === 0 ? undefined : decDiv(decMul(part, HUNDRED), decAbs(whole), 2);
  const changeAnswer = (r: Row, lead: string): Answer => {
    const f = figureOf(
      table,
      `${nameOf(r)}, change ${years[0]} to ${years[1]}`,
      change(r),
      style(r),
      cells(r),
      nameOf(r),
    );
    const g = percentOf(change(r), at(r, early));
    const figures = [f];
    if (g) figures.push(figureOf(table, `${nameOf(r)}, change in %`, g, PERCENT, cells(r)));
    return {
      text: `${lead}: ${f.display}${g ? ` (${figures[1]!.display})` : ''}, ${years[1]} ${shown(r, at(r, late))} against ${years[0]} ${shown(r, at(r, early))}.\n${src(f.source.range)}`,
      figures,
      refused: false,
      kind: 'change',
    };
  };
  if (more) {
    const r = one(linesNamed(more[2]!, dataLines, nameOf));
    if (!r) return undefined;
    const up = decCmp(change(r), ZERO) >= 0;
    return changeAnswer(
      r,
      `${nameOf(r)} ${up ? 'went up' : 'went down'} from ${years[0]} to ${years[1]}; the change`,
    );
  }
  if (side) {
    const wanted = INCOME.test(side[2]!) ? INCOME : COSTS;
    const low = /fell|dropped|down|declined|shrank/.test(side[1]!);
    const lines = dataLines.filter((r) => wanted.test(r.section ?? ''));
    if (lines.length < 2) return undefined;
    lines.sort((a, b) => decCmp(change(a), change(b)) * (low ? 1 : -1));
    if (decCmp(change(lines[0]!), change(lines[1]!)) === 0) return undefined;
    if (decCmp(change(lines[0]!), ZERO) * (low ? -1 : 1) <= 0) return undefined;
    return changeAnswer(lines[0]!, `${nameOf(lines[0]!)} ${low ? 'fell' : 'grew'} the most`);
  }
  if (pct) {
    const phrase = (pct[1] ?? pct[2])!;
    const r = one(linesNamed(phrase, valued, nameOf));
    if (!r) return undefined;
    const g = percentOf(change(r), at(r, early));
    if (!g) return undefined;
    const f = figureOf(
      table,
      `${nameOf(r)}, change ${years[0]} to ${years[1]} in %`,
      g,
      PERCENT,
      cells(r),
      nameOf(r),
    );
    return {
      text: `${nameOf(r)} changed by ${f.display} from ${years[0]} to ${years[1]} (${shown(r, change(r))} on ${shown(r, at(r, early))}).\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'growth',
    };
  }
  if (!totalIncome) return undefined;
  const yearCol = (word: string | undefined): number => (word === 'last' ? early : late);
  const ratio = (r: Row, ci: number, what: string): Answer | undefined => {
    const v = percentOf(at(r, ci), at(totalIncome, ci));
    if (!v) return undefined;
    const y = ci === early ? years[0] : years[1];
    const f = figureOf(
      table,
      `${what}, ${y}`,
      v,
      PERCENT,
      [...cells(r, [ci]), ...cells(totalIncome, [ci])],
      nameOf(r),
    );
    return {
      text: `${what}, ${y}: ${f.display} (${nameOf(r)} ${shown(r, at(r, ci))} ÷ ${nameOf(totalIncome)} ${shown(totalIncome, at(totalIncome, ci))}).\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'share',
    };
  };
  if (share) {
    const r = one(linesNamed(share[1]!, dataLines, nameOf));
    if (!r || !INCOME.test(r.section ?? '')) return undefined;
    return ratio(r, yearCol(share[2]), `${nameOf(r)} as a share of ${nameOf(totalIncome)}`);
  }
  const bottom = one(valued.filter((r) => BOTTOM.test(nameOf(r)) && r.r > totalIncome.r));
  if (!bottom) return undefined;
  return ratio(bottom, yearCol(margin![1]), `Margin (${nameOf(bottom)} ÷ ${nameOf(totalIncome)})`);
}
