/**
 * Where a line of a common balance sheet goes, by its section and label. The first rule
 * that matches wins, so the specific ones come first ("Loans payable" is a loan, not a
 * supplier; "Cash on hand" and "Cash advances" are not banks).
 */
import type { BalanceSheetRowList } from '@fina/contract';

export type Section = 'assets' | 'liabilities' | 'equity';

export type LabelTarget =
  | { kind: 'row'; list: BalanceSheetRowList; note?: string }
  | { kind: 'cash_on_hand' }
  | { kind: 'skip'; note: string };

interface Rule {
  test: RegExp;
  target: LabelTarget;
}

const TOTAL: Rule = {
  test: /^(total|sub-?total)\b|^net (assets|worth)\b|\btotal$/i,
  target: { kind: 'skip', note: 'A total: Fina computes the totals.' },
};

const RULES: Record<Section, Rule[]> = {
  assets: [
    TOTAL,
    {
      test: /depreciation|amorti[sz]ation/i,
      target: {
        kind: 'skip',
        note: 'Depreciation: enter the years of use of each asset; Fina computes it.',
      },
    },
    {
      test: /cash (on|in) hand|petty cash|cash register|\btill\b|undeposited/i,
      target: { kind: 'cash_on_hand' },
    },
    {
      test: /prepaid|prepayment|advance|(?<!bank |time )deposit/i,
      target: { kind: 'row', list: 'cash_advance_rows' },
    },
    { test: /\bloans?\b|notes? receivable|\blent\b/i, target: { kind: 'row', list: 'loan_rows' } },
    {
      test: /\bbank|checking|chequing|savings|current account|\bcash\b/i,
      target: { kind: 'row', list: 'cib_rows' },
    },
    {
      test: /receivable|debtors?\b|\bclients?\b|\bcustomers?\b/i,
      target: { kind: 'row', list: 'client_rows' },
    },
    {
      test: /inventor|\bstocks?\b|merchandise|goods|raw materials?|supplies/i,
      target: { kind: 'row', list: 'inventory_rows', note: 'Counted as 1 item at this cost.' },
    },
    {
      test: /\bland\b|building|equipment|vehicle|furniture|fixture|computer|machinery|\bplant\b|propert|\btrucks?\b|\bcars?\b|\bvans?\b|\btools?\b|improvement/i,
      target: {
        kind: 'row',
        list: 'building_rows',
        note: 'Add its years of use so Fina can compute depreciation.',
      },
    },
    { test: /./, target: { kind: 'row', list: 'other_asset_rows' } },
  ],
  liabilities: [
    TOTAL,
    {
      test: /\bloans?\b|\bdebt|borrowing|notes? payable|mortgage|credit (card|line)|\bbank\b|\blease\b/i,
      target: { kind: 'row', list: 'other_loan_rows' },
    },
    {
      test: /payable|suppliers?\b|creditors?\b|vendors?\b|accrued|accruals|\btax/i,
      target: { kind: 'row', list: 'supplier_rows' },
    },
    {
      test: /./,
      target: { kind: 'row', list: 'other_loan_rows', note: 'Listed with other loans.' },
    },
  ],
  equity: [
    TOTAL,
    {
      test: /retained|earnings|profit|\bloss\b|deficit|reserve|net income|current year/i,
      target: {
        kind: 'skip',
        note: 'Retained earnings: Fina computes them as the balancing figure.',
      },
    },
    { test: /./, target: { kind: 'row', list: 'investment_rows' } },
  ],
};

export function targetOf(section: Section, label: string): LabelTarget {
  const rule = RULES[section].find((r) => r.test.test(label));
  return rule ? rule.target : { kind: 'skip', note: 'Not recognised.' };
}

/** A heading row (a label without an amount) that starts a section, or null. */
export function sectionOf(heading: string): Section | null {
  const text = heading.toLowerCase();
  if (/\b(total|net)\b/.test(text)) return null;
  // "Liabilities and equity" opens the liabilities; "Equity" comes later.
  if (/liabilit/.test(text)) return 'liabilities';
  if (/equity|capital|net worth|owner/.test(text)) return 'equity';
  if (/assets?\b/.test(text)) return 'assets';
  return null;
}
