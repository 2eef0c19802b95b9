/**
 * Issue 13, pass 27 (W2): "this year" / "last year" on a sheet whose columns are years, when
 * today's calendar and the sheet disagree. A comparison never compares a column with itself:
 * "compare this year to last on net profit" is the newest year against the one before it. "Last
 * year" alone, read as the calendar's last year (the sheet's newest column) on a sheet that also
 * holds the year before, is asked back naming both (calendarLastYearReason). "What did we make" may be income or
 * profit: asked back when the sheet holds both. Sheets whose own labels say "This year" / "Last
 * year" have no year columns and are left alone; a question naming a year is left alone.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const CHANGE_WORDS =
  /\b(grow|grew|growth|change|changed|compared?|vs|versus|than|increase|increased|decrease|decreased|rise|rose|fell|fall|drop|dropped|up|down|more|less|since|from)\b/;
const NAMES_YEAR = /\b(19|20)\d\d\b|\bfy ?\d\d\b/;
const INCOME = /^(total )?(income|revenue|revenues|sales|turnover|total income|net sales)$/i;
const PROFIT =
  /^(net )?(profit|income|result|surplus)( for the year| after tax| before tax)?$|^net profit|^profit\b/i;

/** The year columns' years, newest first, when every such table holds the same years. */
function sheetYears(
  wb: Workbook,
): { years: number[]; income: boolean; profit: boolean } | undefined {
  const sets: number[][] = [];
  let income = false;
  let profit = false;
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const ys = t.columns.flatMap((c) =>
      c.period?.kind === 'year' && c.role === 'value' && c.period.year ? [c.period.year] : [],
    );
    if (ys.length < 2 || new Set(ys).size !== ys.length) continue;
    if (t.columns.some((c) => c.period && c.period.kind !== 'year')) continue;
    sets.push([...ys].sort((a, b) => b - a));
    const labels = t.rows.map((r) => (r.label ?? '').trim());
    income ||= labels.some((l) => INCOME.test(l));
    profit ||= labels.some((l) => PROFIT.test(l) && !INCOME.test(l));
  }
  if (!sets.length || sets.some((s) => s.join() !== sets[0]!.join())) return undefined;
  return { years: sets[0]!, income, profit };
}

export type RelativeYear = { ask: string } | { refuse: string };

export function yearColumnsRelative(wb: Workbook, question: string): RelativeYear | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  if (!/\b(this|last) year\b|^what did we (make|earn)\b/.test(q) || NAMES_YEAR.test(q))
    return undefined;
  const book = sheetYears(wb);
  if (!book) return undefined;
  const [newest, before] = [book.years[0]!, book.years[1]!];

  // "what did we make last year": income or profit
  if (
    /^(?:what|how much) did we (?:make|earn)(?: (?:this|last) year)?$/.test(q) &&
    book.income &&
    book.profit
  )
    return {
      refuse: `"make" could mean income (what came in) or profit (what was left after costs); ask for income or for profit, and name the year (${book.years.join(', ')})`,
    };

  // "compare this year to last on net profit", "this year vs last year net profit"
  const cmp =
    /^compare this year (?:to|with|and|against|vs|versus) last(?: year)?(?: on| for| in)? (.+)$/.exec(
      q,
    ) ??
    /^compare (.+?) this year (?:to|with|and|against|vs|versus) last(?: year)?$/.exec(q) ??
    /^(.+?) this year (?:vs|versus|against|compared to|compared with) last year$/.exec(q);
  if (cmp)
    return {
      ask: `how did ${cmp[1]!.replace(/^(the|our) /, '')} change from ${before} to ${newest}`,
    };
  return undefined;
}

/** Guard: a comparison never compares a period with itself ("from 2025 to 2025"). */
export function selfComparisonReason(answer: {
  refused: boolean;
  text: string;
}): string | undefined {
  if (answer.refused) return undefined;
  const m = /\bfrom ((?:19|20)\d\d|[A-Z][a-z]{2} (?:19|20)\d\d|Q[1-4] (?:19|20)\d\d) to \1\b/.exec(
    answer.text.split('\n')[0]!,
  );
  return m
    ? `the comparison read both sides as ${m[1]}; name the two periods to compare`
    : undefined;
}

/**
 * Guard: "last year" alone answered from the sheet's newest column because that is the
 * calendar's last year, on a sheet that also holds the year before: asked back naming both.
 * (An answer read from the year before the newest is the earlier pass 7 / 12 reading, kept.)
 */
export function calendarLastYearReason(
  wb: Workbook,
  query: string,
  answer: { refused: boolean; text: string },
  now: Date = new Date(),
): string | undefined {
  if (answer.refused) return undefined;
  const q = plainQuestion(query).replace(/[?.!]+$/, '');
  if (!/\blast year\b/.test(q) || /\bthis year\b/.test(q) || NAMES_YEAR.test(q)) return undefined;
  if (CHANGE_WORDS.test(q)) return undefined;
  const book = sheetYears(wb);
  if (!book) return undefined;
  const newest = book.years[0]!;
  if (now.getUTCFullYear() - 1 !== newest || !book.years.includes(newest - 1)) return undefined;
  const first = answer.text.split('\n')[0]!;
  const names = (y: number): boolean => new RegExp(`\\b${y}\\b`).test(first);
  if (!names(newest) || names(newest - 1)) return undefined;
  return `"last year" could be ${newest} (the calendar's last year, the newest column here) or ${newest - 1} (the year before the newest in the sheet); name the year`;
}
