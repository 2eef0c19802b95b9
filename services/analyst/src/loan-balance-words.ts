/**
 * Issue 13, pass 18 (M7): a loan schedule (… | Payment | Principal | Interest | Balance) asked
 * "balance after June" / "balance after payment 6" reads the Balance at that row ("after" was
 * an unknown word); "how much do we pay back in total" / "total we pay back" is the Payment
 * column added. Only when one long table has both a Payment and a Balance column.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { viewsOf } from './view';
import { MONTH_NAMES as MONTHS } from './periods';

function schedule(wb: Workbook): { payment: string; balance: string } | undefined {
  const found = viewsOf(wb).flatMap((v) => {
    if (v.table.layout !== 'long') return [];
    const labels = v.valueCols.map((ci) => v.table.columns[ci]!.label.trim());
    const payment = labels.filter((l) => /^(total )?payments?( amount)?( \(.+\))?$/i.test(l));
    const balance = labels.filter((l) =>
      /^(closing |remaining |ending )?balance( \(.+\))?$/i.test(l),
    );
    return payment.length === 1 && balance.length === 1
      ? [{ payment: payment[0]!, balance: balance[0]! }]
      : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

export function loanBalanceWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const after =
    /^(?:what(?:'s| is| was| will be) )?(?:the |our )?(?:loan )?balance (?:left |remaining |outstanding )?after (?:the )?(.+?)(?: payment)?$/.exec(
      q,
    );
  const payBack =
    /^(?:how much (?:do|will|did) we (?:pay|repay) (?:back )?(?:in total|altogether|overall)|(?:what is |what's )?(?:the )?total (?:amount )?(?:we |we'll |we will )?(?:pay|repay) back|how much (?:do|will) we pay back(?: in total)?)$/.exec(
      q,
    );
  if (!after && !payBack) return undefined;
  const s = schedule(wb);
  if (!s) return undefined;
  if (payBack) return `total ${s.payment}`;
  const when = after![1]!.replace(/^payment (?:#|no\.? ?)?/, '');
  // a month or a month label ("June", "Jun-25", "2025-06"); a payment number is left alone
  if (!/^[a-z]{3,9}(?:[- ']?\d{2,4})?$|^\d{4}-\d{2}$/.test(when)) return undefined;
  // "2025-06" is read as a year by the engine: say the month by name
  const iso = /^(\d{4})-(\d{2})$/.exec(when);
  const month = iso ? `${MONTHS[Number(iso[2]) - 1] ?? ''} ${iso[1]}` : when;
  if (iso && !MONTHS[Number(iso[2]) - 1]) return undefined;
  return `${s.balance} at ${month}`;
}
