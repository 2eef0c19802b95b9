/**
 * The screens every signed-in page is checked at, and the signed-in pages themselves: one
 * list for the accessibility run and the screenshot script, so neither misses a new page.
 */
export const SCREEN_SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/financial-performance',
  '/cashflow-overview',
  '/financial-plans',
  '/financial-plans/create-a-budget',
  '/financial-plans/create-a-budget/new-business',
  '/financial-plans/create-a-budget/existing-business',
  '/financing',
  '/financing/apply-loan',
  '/balance-sheet',
  '/balance-sheet/prepare-my-balance-sheet',
  '/balance-sheet/edit-balance-sheet',
  '/balance-sheet/upload',
  '/record-operations',
  '/record-operations/invoice',
  '/record-operations/sales',
  '/record-operations/sales/upload',
  '/record-operations/expenses',
  '/record-operations/bank-statement',
  '/record-operations/transactions',
  '/record-operations/payroll',
  '/record-operations/purchase-requisition-form',
  '/record-operations/purchase-requisition-form/requisitions',
  '/reports',
  '/chat-with-fina',
  '/settings',
] as const;
