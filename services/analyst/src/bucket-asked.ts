/**
 * Issue 13, pass 23 (W6): "which aging bucket holds the most money" answered the customer with
 * the largest Total. A bucket is a column of an aging report (Current, 1-30, …): an answer
 * whose place is not one of the table's column headers is refused.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { canonical } from './text';

const BUCKET = /\b(bucket|age band|aging band|ageing band|aging period|ageing period)s?\b/i;

/** only "which bucket …", "the bucket with the most …": one bucket named is a plain lookup */
const RANKED =
  /\b(which|what)\s+(?:\w+\s+){0,2}(bucket|band|period)s?\b|\b(most|least|largest|biggest|highest|lowest|smallest|heaviest)\b/i;

export function unaskedBucketReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || !BUCKET.test(question) || !RANKED.test(question)) return undefined;
  const at = answer.figures[0]?.at;
  const key = (s: string): string => canonical(s).join(' ');
  const headers = new Set(
    wb.sheets.flatMap((s) => s.tables.flatMap((t) => t.columns.map((c) => key(c.label)))),
  );
  if (at !== undefined && headers.has(key(at))) return undefined;
  return 'the question asks which aging bucket (a column) and I found only a row; ask for one bucket';
}
