/**
 * Issue 13, after blind-38: a budget kept twice on one sheet, the full year's ("Full year |
 * Budget 2026") beside the year to date's ("Year to date (Jan–Nov) | Budget | Actual |
 * Variance"). The two are the same plan over different spans, never parts of one figure:
 * "the full-year budget for marketing" added them (23,651.67 for a 12,340 budget), and "are we
 * over budget on costs" set the year-to-date actual against the full year's budget.
 *
 * Each tagged column gets a scope from its own header words; the question's words pick one.
 * A variance compares like with like: the budget of the actual's own span.
 */
import type { TableView } from './view';

export type BudgetScope = 'full' | 'ytd';

const YTD = /\b(?:year to date|ytd|to date|so far)\b/;
const FULL = /\b(?:full[- ]?year|annual|whole year|fy)\b/;

/** The span a wide table's column covers, from its header words, when they say one. */
export function columnScope(view: TableView, ci: number): BudgetScope | undefined {
  const col = view.table.columns[ci];
  if (!col) return undefined;
  const words = `${(col.tags ?? []).join(' ')} ${col.label}`.toLowerCase();
  if (YTD.test(words)) return 'ytd';
  if (FULL.test(words) || col.period?.kind === 'year') return 'full';
  return undefined;
}

/** The span the question asks for, when it names one. */
export function askedScope(text: string): BudgetScope | undefined {
  const t = text.toLowerCase();
  if (YTD.test(t) || /\b(?:through|up to|until) (?:now|today)\b/.test(t)) return 'ytd';
  if (
    FULL.test(t) ||
    /\bfor the (?:whole |full |entire )?year\b|\b(?:the )?year'?s budget\b|\bbudget(?:ed)? for (?:the )?year\b/.test(
      t,
    )
  )
    return 'full';
  return undefined;
}

/**
 * Of columns that carry the same tag (Budget), the ones of a single scope: the scope asked,
 * else the year to date when the question sets actual against budget (the actual's span),
 * else the full year (the budget a plan is known by). Undefined when the columns are of one
 * scope already, or say none.
 */
export function scopedColumns(
  view: TableView,
  cols: number[],
  question: string,
  variance: boolean,
): number[] | undefined {
  const scopes = cols.map((ci) => columnScope(view, ci));
  if (!scopes.includes('full') || !scopes.includes('ytd')) return undefined;
  const want = askedScope(question) ?? (variance ? 'ytd' : 'full');
  const kept = cols.filter((_, i) => scopes[i] === want);
  return kept.length ? kept : undefined;
}
