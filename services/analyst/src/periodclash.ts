/**
 * Two periods named side by side that cannot both hold ("march sales in q4"): reading one and
 * dropping the other states a figure for a period not asked, so the answer asks back instead.
 * A period inside the other ("March of Q1", "Q3 2025") narrows it and is fine; periods joined
 * by "and", "or", "to", "vs" or a comma are a list, a range or a comparison, not a clash.
 */
import type { PeriodSpec, Question } from './question';

type Abs = Extract<PeriodSpec, { type: 'abs' }>;

/** The months (1..12) an absolute period covers within its year. */
function months(p: Abs): number[] {
  const span = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);
  switch (p.kind) {
    case 'month':
      return [p.index];
    case 'quarter':
      return span((p.index - 1) * 3 + 1, 3);
    case 'half':
      return span((p.index - 1) * 6 + 1, 6);
    case 'year':
      return span(1, 12);
    default:
      return [Math.floor(p.index / 100)];
  }
}

function overlaps(a: Abs, b: Abs): boolean {
  if (a.year !== undefined && b.year !== undefined && a.year !== b.year) return false;
  const mb = new Set(months(b));
  return months(a).some((m) => mb.has(m));
}

/** The reason to ask back, when the question names two periods that do not overlap. */
export function periodClash(q: Question): string | undefined {
  if (q.pair || q.periods.length !== 2) return undefined;
  const [a, b] = q.periods;
  if (a?.type !== 'abs' || b?.type !== 'abs' || a.kind === b.kind) return undefined;
  const [ta, tb] = q.periodTexts;
  if (!ta || !tb) return undefined;
  const from = q.text.indexOf(ta) + ta.length;
  const to = q.text.indexOf(tb, from);
  const between = to >= from ? q.text.slice(from, to) : ' and ';
  if (
    /\b(and|or|to|through|thru|until|till|vs|versus|than|against|compared|from|with)\b|[,&/-]/.test(
      between,
    )
  )
    return undefined;
  if (overlaps(a, b)) return undefined;
  return `the question names ${ta.trim()} and ${tb.trim()}, which do not overlap; which period do you mean`;
}
