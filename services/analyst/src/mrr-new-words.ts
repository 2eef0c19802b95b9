/**
 * Issue 13, pass 32 (M3): an MRR movements sheet (rows Starting MRR | New | Expansion | Churned |
 * Ending MRR, months across). "Best month for new subscriptions" names the New row ("new
 * subscriptions / signups / customers" are its words); "total new mrr added in 2025" asks the
 * New row's sum ("added" says nothing more). Put in the row's word, kept only when answered.
 */
import type { Workbook } from './model';
import { normalizeText } from './text';

function movementsSheet(wb: Workbook): boolean {
  return wb.sheets.some((s) =>
    s.tables.some((t) => {
      const labels = t.rows.map((r) => normalizeText(r.label ?? ''));
      return (
        t.layout === 'wide' &&
        labels.includes('new') &&
        labels.some((l) => /^(ending|closing|starting|opening) mrr$/.test(l))
      );
    }),
  );
}

export function mrrNewWording(wb: Workbook, question: string): string | undefined {
  const put = question
    .replace(/\bnew (?:subscriptions?|subscribers?|sign-?ups?|customers?|business)\b/i, 'new')
    .replace(/\b(new(?: mrr)?) (?:added|gained|won)\b/i, '$1');
  if (put === question || !movementsSheet(wb)) return undefined;
  return put;
}
