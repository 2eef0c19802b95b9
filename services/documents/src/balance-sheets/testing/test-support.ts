/** Set-up shared by the balance sheet service tests: owners, multipart bodies, a full sheet. */
import { SERVICE_PREFIX } from '@fina/contract';
import { createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner } from '@fina/service-kit/testing';

export const CHAT = SERVICE_PREFIX.chat;

/** A user with one company and a token: the kit's test helper, under this folder's name. */
export type Owner = CompanyOwner;
export const createOwner = createCompanyOwner;

/** A multipart body as a browser sends it (Node's FormData, encoded by Response). */
export async function multipartBody(
  parts: Record<string, string | { filename: string; data: Uint8Array; type?: string }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/**
 * The engine's hand-checked example (shared/finance balance-sheet.test.ts): total assets
 * 132,882.33; liabilities 32,000.00; investment 60,000.00; retained earnings 40,882.33.
 */
export const FULL_SHEET = {
  date: '2025-12-31',
  cash_on_hand: '1000',
  cib_rows: [
    { nameOfBank: 'First', amount: '2500.50' },
    { nameOfBank: 'Second', amount: '499.5' },
  ],
  client_rows: [
    { name: 'A', amount: '1200' },
    { name: 'B', amount: '300' },
  ],
  inventory_rows: [
    { productName: 'Beans', costPerItem: '12.50', numberOfItems: '10' },
    { productName: 'Cups', costPerItem: '7.333', numberOfItems: '' },
  ],
  cash_advance_rows: [{ typeOfDeposit: 'Rent deposit', paidToWhom: 'Landlord', amount: '600' }],
  loan_rows: [{ typeOfLoan: 'Staff loan', loanedTo: 'Ana', amount: '400' }],
  other_asset_rows: [{ nameOfAsset: 'Software licence', amount: '250' }],
  building_rows: [
    { type: 'Office building', cost: '100000', numberOfYears: '5', usefulLife: '' },
    { type: 'Land', cost: '50000', numberOfYears: '10', usefulLife: '' },
    { type: 'Laptop', cost: '1500', numberOfYears: '1', usefulLife: '3' },
  ],
  supplier_rows: [{ nameOfSupplier: 'Roaster', amount: '2000' }],
  other_loan_rows: [{ typeOfLoan: 'Bank', lender: 'BPI', amount: '30000' }],
  investment_rows: [
    { name: 'Maria', typeOfInvestment: 'Owner', amount: '50000' },
    { name: 'Jo', typeOfInvestment: 'Partner', amount: '10000' },
  ],
};

/** update_balance_sheet's form fields for a sheet: row lists as JSON text (spec section 7). */
export function sheetFields(
  companyId: string,
  sheet: Record<string, unknown> = FULL_SHEET,
  extra: Record<string, string> = {},
): Record<string, string> {
  const fields: Record<string, string> = { company_id: companyId };
  for (const [key, value] of Object.entries(sheet)) {
    fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return { ...fields, ...extra };
}
