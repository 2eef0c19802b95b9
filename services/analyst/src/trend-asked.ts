/**
 * Issue 13, pass 22 (W5): "how much did MRR grow over the year" answered a least-squares trend.
 * Growth over the year is the last period against the first; a fitted trend answers only a
 * question that asks for one ("trend", "slope", "line of best fit", "regression", "on average
 * per month"). Any other question answered by a trend is refused.
 */
import type { Answer } from './answer-types';
import type { Period, Workbook } from './model';

const TREND_ASKED =
  /\b(trend\w*|slope|regression|best fit|fitted|trajectory|on average (?:per|a|each) (?:month|quarter|year)|average (?:monthly|quarterly|yearly|annual) (?:growth|change|increase))\b/i;

/** "how much did X grow / change": an amount or a percent between two periods */
const CHANGE_ASKED =
  /\b(grow|grew|grown|growth|increas\w*|decreas\w*|rise|rose|risen|fall|fell|fallen|drop\w*|chang\w*|went up|go up|gone up)\b/i;
const TREND_WORDS = /\b(over time|evolv\w*|direction|trending)\b/i;

/** every table of months runs January to December of one calendar year */
function calendarYear(wb: Workbook): boolean {
  let seen = false;
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const ps: Period[] = [
        ...t.columns.flatMap((c) => (c.period?.kind === 'month' ? [c.period] : [])),
        ...t.rows.flatMap((r) => (r.period?.kind === 'month' ? [r.period] : [])),
      ];
      if (ps.length < 2) continue;
      const idx = ps.map((p) => p.index);
      const years = new Set(ps.map((p) => p.year));
      if (Math.min(...idx) !== 1 || Math.max(...idx) !== 12 || years.size !== 1) return false;
      seen = true;
    }
  return seen;
}

/**
 * "how much did MRR grow over the year": January against December (the engine's plain "grow"
 * is the last month against the one before), only on books whose months run Jan–Dec of one year
 */
export function growthOverYearWording(wb: Workbook, question: string): string | undefined {
  if (TREND_ASKED.test(question) || TREND_WORDS.test(question) || !CHANGE_ASKED.test(question))
    return undefined;
  if (!/\bover the (whole |full )?year\b/i.test(question)) return undefined;
  if (!calendarYear(wb)) return undefined;
  const put = question
    .replace(/\bover the (whole |full )?year\b/i, 'from january to december')
    .replace(/\s+/g, ' ')
    .trim();
  return put && put !== question.trim() ? put : undefined;
}

export function unaskedTrendReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || answer.kind !== 'trend' || TREND_ASKED.test(question)) return undefined;
  if (TREND_WORDS.test(question) || !CHANGE_ASKED.test(question)) return undefined;
  return 'the question asks how much a figure changed and I found only a fitted trend; ask for the change from the first month to the last, or for the trend';
}
