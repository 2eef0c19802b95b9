/**
 * What a statement row means, whatever the workbook calls it: synonym lists for the lines,
 * the section headers of QuickBooks, Xero and hand-made statements, the statement titles,
 * and the rows that are sums (Total…, Gross Profit, Net Income…), which are never lines.
 */
import type { StatementLineKey } from '@fina/contract';

export type StatementKind = 'income' | 'balance' | 'cash_flow';

export type Section =
  | 'income'
  | 'cost_of_sales'
  | 'expenses'
  | 'other_income'
  | 'other_expenses'
  | 'assets'
  | 'bank'
  | 'current_assets'
  | 'fixed_assets'
  | 'liabilities'
  | 'current_liabilities'
  | 'non_current_liabilities'
  | 'equity';

const INCOME_SECTIONS: readonly Section[] = [
  'income',
  'cost_of_sales',
  'expenses',
  'other_income',
  'other_expenses',
];

export function sectionStatement(section: Section): StatementKind {
  return INCOME_SECTIONS.includes(section) ? 'income' : 'balance';
}

/**
 * "4000 Sales" / "400 - Sales" / "  Sales:" → "sales": lower case, without account codes,
 * punctuation or extra spaces.
 */
export function normalizeLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/^\s*\d{2,6}(\.\d+)?\s*[-–:·]?\s*/, '')
    .replace(/[’']/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const test = (pattern: RegExp) => (label: string) => pattern.test(label);

export const isIncomeTitle = test(
  /\b(profit and loss|income statement|statement of (profit|income|operations|comprehensive income|financial performance)|p and l|profit or loss|statement of earnings)\b/,
);
export const isBalanceTitle = test(
  /\b(balance sheet|statement of financial position|financial position|statement of condition)\b/,
);
export const isCashFlowTitle = test(/\b(cash ?flows?|statement of cash|source and use of funds)\b/);

/** A title row naming a statement: which one. */
export function statementTitle(label: string): StatementKind | null {
  if (isCashFlowTitle(label)) return 'cash_flow';
  if (isBalanceTitle(label)) return 'balance';
  if (isIncomeTitle(label)) return 'income';
  return null;
}

/** Rows that add up other rows: never a line (the balance sheet's Net Income is the exception). */
const TOTAL_ROW =
  /^(total\b|sub ?total|gross (profit|margin|loss)|net (income|profit|loss|earnings|operating (income|profit|loss)|ordinary income|other income|other expenses?|assets|current assets|revenue|sales)\b|operating (income|profit|loss)\b|profit (before|after|for)|loss (before|for)|ebitda?\b|earnings before|income before|profit$|net$|total$|balance$|check$|difference$)/;

export function isTotalRow(label: string): boolean {
  return TOTAL_ROW.test(label);
}

/** A row with a label and no amount: the section it opens, if it is a known header. */
export function sectionHeader(label: string): Section | null {
  const l = label.replace(/:$/, '');
  if (/^(ordinary income( and)? expenses?|income and expenses?)$/.test(l)) return null;
  if (/^(income|revenues?|sales|trading income|operating revenues?|turnover)$/.test(l))
    return 'income';
  if (/^(cost of (goods sold|sales|revenue)|cogs|direct costs?|costs? of sales)$/.test(l))
    return 'cost_of_sales';
  if (
    /^(expenses?|operating expenses?|overheads?|administrative expenses?|general and administrative( expenses)?|selling general and administrative( expenses)?|less operating expenses|operating costs?)$/.test(
      l,
    )
  )
    return 'expenses';
  if (/^(other income|non operating income|other revenues?|plus other income)$/.test(l))
    return 'other_income';
  if (/^(other expenses?|non operating expenses?|less other expenses)$/.test(l))
    return 'other_expenses';
  if (/^(assets?)$/.test(l)) return 'assets';
  if (/^(bank|bank accounts?|cash and cash equivalents|cash and bank)$/.test(l)) return 'bank';
  if (/^(current assets?|other current assets?)$/.test(l)) return 'current_assets';
  if (
    /^(fixed assets?|non current assets?|long term assets?|property plant and equipment|other assets?|noncurrent assets?)$/.test(
      l,
    )
  )
    return 'fixed_assets';
  if (/^(liabilities( and (equity|owners equity|shareholders equity))?)$/.test(l))
    return 'liabilities';
  if (/^(current liabilities|other current liabilities)$/.test(l)) return 'current_liabilities';
  if (/^(non current liabilities|long term liabilities|noncurrent liabilities)$/.test(l))
    return 'non_current_liabilities';
  if (/^(equity|owners equity|shareholders equity|stockholders equity|capital|net worth)$/.test(l))
    return 'equity';
  return null;
}

export type Meaning = StatementLineKey | 'other_income' | null;

/** An income-statement row's meaning; null when the row is not used. */
export function incomeMeaning(label: string, section: Section | null): Meaning {
  if (/\b(depreciation|amortization|amortisation)\b/.test(label)) return 'depreciation';
  if (/\binterest (income|received|earned|revenue)\b/.test(label)) return 'other_income';
  if (/\b(interest|finance (costs?|charges?)|loan interest)\b/.test(label)) return 'interest';
  if (
    /\b(income tax(es)?|corporate tax|tax expense|taxation|provision for (income )?tax(es)?)\b|^tax(es)?$/.test(
      label,
    )
  )
    return 'tax';
  if (section === 'other_income') return 'other_income';
  if (
    section === 'cost_of_sales' ||
    /\b(cost of (goods sold|sales|revenue|goods)|cogs|direct costs?|purchases|cost of merchandise)\b/.test(
      label,
    )
  )
    return 'cost_of_sales';
  if (section === 'income') return 'revenue';
  if (section === 'expenses' || section === 'other_expenses') return 'operating_expense';
  if (/\b(other income|gain on|gains?)\b/.test(label)) return 'other_income';
  if (
    /^(sales|revenues?|turnover|income|fees?|sales revenue|service (income|revenue)|services)$|\b(sales|revenues?|turnover)\b/.test(
      label,
    )
  )
    return 'revenue';
  return 'operating_expense';
}

const LIABILITY_SECTIONS: readonly (Section | null)[] = [
  'liabilities',
  'current_liabilities',
  'non_current_liabilities',
];

/** A balance-sheet row's meaning; null when it cannot be placed. */
export function balanceMeaning(label: string, section: Section | null): Meaning {
  const inLiabilities = LIABILITY_SECTIONS.includes(section);
  if (section === 'equity') return 'equity';
  if (/\baccumulated (depreciation|amortization|amortisation)\b|^less depreciation/.test(label))
    return 'fixed_assets';
  if (
    /\b(tax|gst|vat|wages|salaries|interest|accrued|accruals|unearned|deferred)\b.*payable|\b(gst|vat|sales tax)\b|\baccrue/.test(
      label,
    )
  )
    return 'other_liabilities';
  if (/\b(loans? (to|receivable)|cash advances?|advances? to)\b/.test(label))
    return 'other_current_assets';
  if (/\b(loans?|borrowings?|mortgage|notes? payable|line of credit|overdraft|debt)\b/.test(label))
    return 'loans';
  if (/\b(credit cards?)\b/.test(label)) return 'other_liabilities';
  if (/\b(accounts payable|trade payables?|trade creditors|creditors|payables?|a\/p)\b/.test(label))
    return 'payables';
  if (
    /\b(owners? (equity|capital|investment|contribution)|share capital|capital stock|common stock|paid in capital|retained (earnings|profits)|drawings?|distributions?|dividends paid|current year earnings|net income|profit for the (year|period)|opening balance equity|reserves?|capital)\b/.test(
      label,
    )
  )
    return 'equity';
  if (inLiabilities) return 'other_liabilities';
  if (/\b(receivables?|debtors|a\/r)\b/.test(label)) return 'receivables';
  if (/\b(inventory|inventories|stock on hand|merchandise|^stock$)\b/.test(label))
    return 'inventory';
  if (
    section === 'bank' ||
    /\b(cash|bank|checking|cheque|savings|petty cash|current account)\b/.test(label)
  )
    return 'cash';
  if (
    section === 'fixed_assets' ||
    /\b(equipment|property|plant|furniture|fixtures|vehicles?|computers?|buildings?|land|machinery|leasehold|fixed assets?|motor)\b/.test(
      label,
    )
  )
    return 'fixed_assets';
  if (
    section === 'assets' ||
    section === 'current_assets' ||
    /\b(prepaid|prepayments?|deposits?)\b/.test(label)
  )
    return 'other_current_assets';
  return null;
}

/** Whether a label reads like a balance-sheet line (to place rows of a sheet without a title). */
export function looksLikeBalanceLine(label: string): boolean {
  return (
    /\b(cash|bank|receivables?|debtors|inventory|payables?|creditors|loans?|equity|capital|retained|equipment|furniture|vehicles?|buildings?|land|prepaid|accrued|assets?|liabilit(y|ies)|drawings)\b/.test(
      label,
    ) && !/\b(expense|fees?|charges?|interest|depreciation|sales|revenue)\b/.test(label)
  );
}
