/** A saved balance sheet as the server answers it, its statement computed by the engine. */
import { BALANCE_SHEET_ROW_LISTS } from '@fina/contract';
import type { BalanceSheetRead } from '@fina/contract';
import { computeBalanceSheet } from '@fina/finance';
import { COMPANY } from './render-app';

export const SAVED_ROWS = {
  cib_rows: [{ nameOfBank: 'BPI', amount: '2500.5' }],
  client_rows: [{ name: 'Acme', amount: '1200' }],
  inventory_rows: [{ productName: 'Beans', numberOfItems: '10', costPerItem: '12.5' }],
  cash_advance_rows: [],
  loan_rows: [],
  other_asset_rows: [{ nameOfAsset: 'Software licence', amount: '250' }],
  building_rows: [{ type: 'Laptop', cost: '1500', numberOfYears: '1', usefulLife: '3' }],
  supplier_rows: [{ nameOfSupplier: 'Roaster', amount: '2000' }],
  other_loan_rows: [],
  investment_rows: [{ name: 'Maria', typeOfInvestment: 'Owner', amount: '3000' }],
};

export function savedSheet(
  overrides: Partial<{ id: string; date: string; cash_on_hand: string }> = {},
): BalanceSheetRead {
  const id = overrides.id ?? 'a1b2c3d4-0000-4000-8000-000000000001';
  const date = overrides.date ?? '2025-12-31';
  const cashOnHand = overrides.cash_on_hand ?? '1000';
  const figures = computeBalanceSheet({
    currency: COMPANY.company_currency,
    date,
    cash_on_hand: cashOnHand,
    ...SAVED_ROWS,
  });
  const rows = Object.fromEntries(
    BALANCE_SHEET_ROW_LISTS.map((list) => [list, JSON.stringify(SAVED_ROWS[list])]),
  ) as Record<(typeof BALANCE_SHEET_ROW_LISTS)[number], string>;
  return {
    id,
    company_id: COMPANY.company_id,
    date,
    saved_at: '2026-01-03T10:04:00.000Z',
    currency: 'PHP',
    cash_on_hand: cashOnHand,
    ...rows,
    statement: {
      ...figures,
      inventory_lines: [...figures.inventory_lines],
      property_lines: [...figures.property_lines],
    },
    balanced: figures.balances,
    versions: [
      { id, date, saved_at: '2026-01-03T10:04:00.000Z' },
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000000',
        date: '2024-12-31',
        saved_at: '2025-01-05T09:00:00.000Z',
      },
    ],
  };
}
