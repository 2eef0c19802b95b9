/**
 * Issue 13, pass 31 (W1): months down × products across ("Pilsner | Hazy IPA | Oat Stout |
 * Total"), a Total row.
 * (a) "How much Hazy IPA did we sell over the year?" answered a least-squares trend: "how much
 *     … over the year" with no change or trend word asks an amount, so it is asked again as
 *     "in total" (the column's Total cell or its months added).
 * (b) "stout sales Q4" added all four columns: a generic money word ("sales") named the title's
 *     measure and widened the answer. A question word that is a word of exactly one column's
 *     header picks that column, so an all-columns answer is asked again without the generic
 *     word; kept only when that answer reads one column.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { canonical, plainQuestion } from './text';

const TREND_OR_CHANGE =
  /\b(trend\w*|slope|regression|fit\w*|direction|trajectory|over time|evolv\w*|grow\w*|grew|growth|increas\w*|decreas\w*|rise|rose|risen|fall|fell|fallen|drop\w*|chang\w*|vary|varied|fluctuat\w*|went up|go up|gone up|went down|per month|average|each month|a month|monthly)\b/;

export function amountOverYearWording(question: string): string | undefined {
  const q = plainQuestion(question);
  if (!/^how much\b/.test(q) || TREND_OR_CHANGE.test(q)) return undefined;
  // pass 36 (M9): "over the period", "over the six months" on a forecast: the same amount
  const OVER =
    /\bover the (?:whole |full |entire )?(?:year|period|forecast|(?:next )?(?:\d{1,2}|three|six|nine|twelve) months)\b/i;
  if (!OVER.test(q)) return undefined;
  return question.replace(OVER, 'in total');
}

const GENERIC = /\b(sales|revenue|takings|turnover|income)\b/gi;
const ALL_COLUMNS = /\(all \d+ columns\)/;

/** the question's words that are a word of exactly one value column's header, all the same one */
function oneColumnNamed(wb: Workbook, question: string): boolean {
  const words = new Set(canonical(question.replace(GENERIC, ' ')));
  const hit = new Set<string>();
  for (const t of wb.sheets.flatMap((s) => s.tables))
    for (const c of t.columns) {
      if (c.role !== 'value' || c.period) continue;
      const label = c.label.trim();
      if (/^total\b/i.test(label)) continue;
      if (canonical(label).some((w) => w.length >= 3 && words.has(w))) hit.add(`${t.id}:${c.c}`);
    }
  return hit.size === 1;
}

/** an all-columns answer to a question naming one column's word: ask again without "sales" */
export function oneColumnWording(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  // a share's whole is all the columns by right ("what share of sales came from coffee")
  if (answer.refused || answer.kind !== 'total') return undefined;
  // pass 32 (W3a): "pollination income total" answered the Total column: "income" must not
  // pull the Total column when a word names one product column
  const label = answer.figures[0]?.label ?? '';
  if (!ALL_COLUMNS.test(label) && !/^total$/i.test(label.trim())) return undefined;
  if (!GENERIC.test(question)) return undefined;
  GENERIC.lastIndex = 0;
  if (!oneColumnNamed(wb, question)) return undefined;
  const totalColumn = !ALL_COLUMNS.test(label);
  const put = (
    totalColumn
      ? `sum of ${question.replace(GENERIC, ' ').replace(/\b(in )?total\b/gi, ' ')}`
      : question.replace(GENERIC, ' ')
  )
    .replace(/\s+/g, ' ')
    .trim();
  return put && put !== question.trim() ? put : undefined;
}

/**
 * After blind-39: "how much rent do we pay a quarter" added the three quarters' rent. An amount
 * asked "a / per / each / every" week, month, quarter or year is what one such period comes to:
 * asked again as the average per period (the engine's average says over which periods).
 */
const VERB =
  '(?:do|does) (?:we|i|you|it|the business) (?:pay|spend|earn|make|get|take|bring in|charge|cost)(?: us)?';
const UNIT = '(?:a|per|each|every) (week|month|quarter|year)';
/** "how much rent do we pay a quarter", "how much do we spend on utilities each quarter" */
const PER_PERIOD = [
  new RegExp(`^how much (.+?) ${VERB}(?: on| for| in)? ${UNIT}$`),
  new RegExp(`^how much ${VERB} (?:on|for|in) (.+?) ${UNIT}$`),
];

export function perPeriodWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  for (const re of PER_PERIOD) {
    const m = re.exec(q);
    // only over a statement with that period across (a list's "monthly cost" column or a log's
    // dated rows are read by their own readers)
    if (m && periodsAcross(wb, m[2]!)) return `average ${m[1]} per ${m[2]}`;
  }
  return undefined;
}

function periodsAcross(wb: Workbook, unit: string): boolean {
  return wb.sheets.some((s) =>
    s.tables.some(
      (t) => t.layout === 'wide' && t.columns.filter((c) => c.period?.kind === unit).length >= 2,
    ),
  );
}
