/**
 * Issue 13, pass 13: an orders / invoices / receipts export whose rows are named by a number
 * ("Order # | Date | … | Gross Sales | Net Total"). The identifier column is never a measure
 * (detect.ts gives it no role); here "average order", "biggest invoice" name the row's money
 * column instead of the row: with one money column it is read, with several that could each
 * be "the order" (Gross Sales, Net Total) the answer asks which, naming them. "How much did we
 * sell" with several such sales columns that differ is asked back too, never one taken
 * silently. Only on a book with exactly one such table.
 */
import { IDENTIFIER_LABEL } from './detect';
import type { Column, Table, Workbook } from './model';
import { cellNumber } from './view';

const MONEY_LABEL = /\b(total|amount|sales|gross|net|value|revenue|paid|charged|sale)\b/i;
const NOT_THE_ROW =
  /\b(qty|quantity|items?|units?|discounts?|tax|vat|shipping|tips?|fees?|refunds?|costs?|cogs|margin|profit|balance|due|outstanding|%)\b/i;
const SALES_LABEL = /\b(sales|revenue|total|gross|net)\b/i;

interface Ledger {
  table: Table;
  noun: string;
  money: Column[];
}

function ledgerOf(wb: Workbook): Ledger | undefined {
  const found: Ledger[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const id = table.columns.find((c) => c.role === 'other' && IDENTIFIER_LABEL.test(c.label));
      if (!id) continue;
      const noun = /^[a-z]+/i.exec(id.label.trim())?.[0]?.toLowerCase();
      const money = table.columns.filter(
        (c) =>
          (c.role === 'value' || c.role === 'total') &&
          (c.type === 'money' || c.type === 'number') &&
          MONEY_LABEL.test(c.label) &&
          !NOT_THE_ROW.test(c.label),
      );
      if (noun && money.length) found.push({ table, noun, money });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** Do two columns hold different figures on some data row? */
function differ(table: Table, a: Column, b: Column): boolean {
  const ia = table.columns.indexOf(a);
  const ib = table.columns.indexOf(b);
  return table.rows.some(
    (r) => r.kind === 'data' && cellNumber(r.cells[ia]) !== cellNumber(r.cells[ib]),
  );
}

export type RowEntityReading = { ask: string } | { refuse: string } | undefined;

export function rowEntityWording(wb: Workbook, question: string): RowEntityReading {
  const ledger = ledgerOf(wb);
  if (!ledger) return undefined;
  const q = question.replace(/\s+/g, ' ').trim();
  const nouns = `${ledger.noun}|order|invoice|receipt|sale|transaction|ticket|booking`;
  const rowWord = new RegExp(
    `\\b(average|avg|mean|typical|biggest|largest|highest|smallest|lowest|single largest|single biggest)( single)? (${nouns})s?( value| size| amount| total)?\\b`,
    'i',
  );
  const m = rowWord.exec(q);
  if (m) {
    const named = ledger.money.filter((c) => new RegExp(`\\b${c.label}\\b`, 'i').test(q));
    if (named.length) return undefined;
    const [first, ...rest] = ledger.money;
    if (rest.some((c) => differ(ledger.table, first!, c)))
      return {
        refuse: `several columns could be the ${m[3]!.toLowerCase()}'s amount: ${ledger.money.map((c) => c.label).join(', ')}; name one`,
      };
    return { ask: q.replace(m[0], `${m[1]}${m[2] ?? ''} ${first!.label}`) };
  }
  // "orders in October" (no verb): the orders counted, never the identifiers added
  const bare = new RegExp(
    `^(?:number of |no\\.? of )?(${nouns})s?( in| during| for)( .+?)[?.]?$`,
    'i',
  ).exec(q);
  if (bare) return { ask: `how many ${bare[1]!.toLowerCase()}s${bare[2]}${bare[3]}` };
  if (
    /^(how much did we (sell|take|make|bring in)|what (were|was) (our )?(total )?sales|total sales)\b/i.test(
      q,
    )
  ) {
    const sales = ledger.money.filter((c) => SALES_LABEL.test(c.label));
    const named = sales.filter((c) => new RegExp(`\\b${c.label}\\b`, 'i').test(q));
    if (
      !named.length &&
      sales.length > 1 &&
      sales.slice(1).some((c) => differ(ledger.table, sales[0]!, c))
    )
      return {
        refuse: `several columns could be the sales: ${sales.map((c) => c.label).join(', ')}; name one`,
      };
  }
  return undefined;
}
