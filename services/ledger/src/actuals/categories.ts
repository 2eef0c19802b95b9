/**
 * How a category counts in the actuals. Cost-of-sales categories feed gross margin; transfers,
 * loans and owner money move cash but are neither revenue nor expense.
 */
const COST_OF_SALES = ['inventory', 'cost of sales', 'cost of goods sold', 'cogs'];
const NOT_OPERATING = [
  'transfer',
  'transfers',
  'loan',
  'loans',
  'owner contribution',
  'owner drawings',
  'capital',
];

/** SQL-ready lower-case lists (compared with lower(category)). */
export const COST_OF_SALES_CATEGORIES: readonly string[] = COST_OF_SALES;
export const NON_OPERATING_CATEGORIES: readonly string[] = NOT_OPERATING;

export function isCostOfSales(category: string): boolean {
  return COST_OF_SALES.includes(category.trim().toLowerCase());
}
export function isNonOperating(category: string): boolean {
  return NOT_OPERATING.includes(category.trim().toLowerCase());
}
