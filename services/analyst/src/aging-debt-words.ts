/**
 * Issue 13, pass 20 (M5): owners' words for an AR aging report with a "91 and over" bucket.
 * "Who is the worst for 90+ day debt" and "what share of our debt is over 60 days" were
 * refused ("debt" was read as a loan). On an aging report (a Current column and a 61-90
 * bucket) they are put as "who has the most over 90 days" (the bucket ranked, pass 19) and
 * "what share of the total is over 60 days" ((61-90 + 91+) / Total, pass 4).
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

function hasAging(wb: Workbook): boolean {
  return wb.sheets.some((s) =>
    s.tables.some(
      (t) =>
        t.columns.some((c) => /^current$/i.test(c.label.trim())) &&
        t.columns.some((c) => /\b61\s*(-|–|to)\s*90\b/i.test(c.label)),
    ),
  );
}

const DEBT = '(?:debt|debts|receivables?|money owed|balances?|balance owed|overdue money|ar)';
const OVER = '(?:90\\+|91\\+|over 90|more than 90|past 90)(?: days?| day)?';
const WORST = new RegExp(
  `^who(?:'s| is| has)? (?:the )?(?:worst|biggest offender|most behind) (?:for|on|with|in) (?:(?:the |our )?${OVER} ${DEBT}|${DEBT} ${OVER})$|^who (?:owes|has) the most ${DEBT} ${OVER}$|^who (?:owes|has) the most ${OVER} ${DEBT}$`,
);
const SHARE = new RegExp(
  `^(?:what|which) (share|percent|percentage|proportion|%) (?:of )?(?:our |the |all )?${DEBT} (?:is|are) (over|more than|older than|past) (30|60|90) days(?: old)?$`,
);

export function agingDebtWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const worst = WORST.test(q);
  const share = SHARE.exec(q);
  if (!worst && !share) return undefined;
  if (!hasAging(wb)) return undefined;
  if (worst) return 'who has the most over 90 days';
  return `what ${share![1] === '%' ? 'percent' : share![1]} of the total is over ${share![3]} days`;
}
