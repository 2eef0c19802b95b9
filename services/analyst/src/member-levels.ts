/**
 * Issue 13, pass 15 (W5): a membership sheet by month (New members | Cancelled | Active at
 * month end | MRR). "When did we have the most members" is the month with the largest level
 * (Active at month end), never the most new members (it ranked New). Only when exactly one
 * column is a level of members and the question asks when (or which month) most or fewest.
 */
import type { Workbook } from './model';
import { viewsOf } from './view';

const LEVEL =
  /\b(active|at (the )?(month|period)[- ]end|(month|period)[- ]end|end of (the )?(month|period)|closing|total (members|subscribers|customers|clients))\b/i;
const WHO = '(members|customers|subscribers|clients|users|students|patients)';
const ASKED = new RegExp(
  `^(?:when|which month|what month|in which month)\\b.*?\\b(most|fewest|least|highest|lowest|largest|smallest|peak)\\b(?: number of)? ${WHO}\\b`,
  'i',
);

export function memberLevelWording(wb: Workbook, text: string): string {
  const m = ASKED.exec(text.trim());
  if (!m) return text;
  const levels: string[] = [];
  for (const v of viewsOf(wb)) {
    if (v.table.layout !== 'long' || v.dateCol === undefined) continue;
    for (const ci of v.valueCols) {
      const label = v.table.columns[ci]!.label;
      if (LEVEL.test(label) && !/\b(new|cancel|churn|lost|joined|left|mrr|revenue)\b/i.test(label))
        levels.push(label);
    }
  }
  if (levels.length !== 1) return text;
  const most = /^(most|highest|largest|peak)$/i.test(m[1]!);
  return `which month had the ${most ? 'highest' : 'lowest'} ${levels[0]}`;
}
