import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BalanceSheetUploadResult } from '@fina/contract';
import { installFakeApi } from '../../testing/fake-api';
import type { FakeApi } from '../../testing/fake-api';
import { COMPANY, renderApp, signIn } from '../../testing/render-app';
import { savedSheet } from '../../testing/fixtures';

jest.setTimeout(90_000);

const PARSE = `/api/chat/company/${COMPANY.company_id}/balance-sheet/parse_upload`;
const UPDATE = '/api/account/update_balance_sheet';

const FOUND: BalanceSheetUploadResult = {
  layout: 'common',
  date: '2025-12-31',
  cash_on_hand: '500',
  rows: {
    cib_rows: [{ nameOfBank: 'Cash in bank - BPI', amount: '12000.5' }],
    client_rows: [],
    inventory_rows: [],
    cash_advance_rows: [],
    loan_rows: [],
    other_asset_rows: [{ nameOfAsset: 'Trademark', amount: '900' }],
    building_rows: [],
    supplier_rows: [{ nameOfSupplier: 'Accounts payable', amount: '1800' }],
    other_loan_rows: [],
    investment_rows: [],
  },
  lines: [
    { sheet: 'BS', row: 5, label: 'Cash on hand', amount: '500', target: 'cash_on_hand', note: '' },
    {
      sheet: 'BS',
      row: 6,
      label: 'Cash in bank - BPI',
      amount: '12000.5',
      target: 'cib_rows',
      note: '',
    },
    {
      sheet: 'BS',
      row: 9,
      label: 'Trademark',
      amount: '900',
      target: 'other_asset_rows',
      note: '',
    },
    {
      sheet: 'BS',
      row: 12,
      label: 'Accounts payable',
      amount: '1800',
      target: 'supplier_rows',
      note: '',
    },
    {
      sheet: 'BS',
      row: 14,
      label: 'Retained earnings',
      amount: '4150.5',
      target: 'skipped',
      note: 'Retained earnings: Fina computes them as the balancing figure.',
    },
  ],
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  signIn();
});

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;
const xlsx = (name: string) =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

it('refuses a file that is not .xlsx before sending it', async () => {
  const { container } = renderApp('/balance-sheet/upload');
  await screen.findByText('Click or drop an .xlsx file here');
  // The picker filters by type; a dropped or forced file is checked again here.
  fireEvent.change(fileInput(container), { target: { files: [new File(['a,b'], 'sheet.csv')] } });
  expect(await screen.findByText('Invalid file format.')).toBeInTheDocument();
  expect(api.callsTo('POST', PARSE)).toHaveLength(0);
});

it("shows the server's reason when it cannot read the workbook", async () => {
  api.on('POST', PARSE, () => ({
    status: 400,
    body: {
      message:
        'Sheet "Cash in bank": expected the columns Name of bank, Amount in row 1 (found: Bank).',
      field: 'file',
    },
  }));
  const user = userEvent.setup({ delay: null });
  const { container } = renderApp('/balance-sheet/upload');
  await user.upload(fileInput(container), xlsx('mine.xlsx'));
  expect(await screen.findByText(/expected the columns Name of bank, Amount/)).toBeInTheDocument();
});

it('shows what was read for review, then saves the reviewed rows', async () => {
  api.on('POST', PARSE, () => FOUND);
  api.on('POST', UPDATE, () => ({
    message: 'Form submitted successfully!',
    balance_sheet: savedSheet(),
  }));
  api.on('GET', `/api/chat/company/${COMPANY.company_id}/balance-sheet`, () => savedSheet());
  const user = userEvent.setup({ delay: null });
  const { container } = renderApp('/balance-sheet/upload');
  await user.upload(fileInput(container), xlsx('balance.xlsx'));

  const read = await screen.findByLabelText('What Fina read');
  expect(
    within(read).getByText('Retained earnings: Fina computes them as the balancing figure.'),
  ).toBeInTheDocument();
  expect(api.callsTo('POST', PARSE)[0]?.body).toEqual({ file: 'file:balance.xlsx' });
  expect(screen.getByLabelText('Date')).toHaveValue('2025-12-31');
  const banks = screen.getByLabelText('Cash in bank', { selector: 'table' });
  expect(within(banks).getByLabelText('Name of bank, row 1')).toHaveValue('Cash in bank - BPI');
  // The user corrects a row before saving.
  const others = screen.getByLabelText('Other assets', { selector: 'table' });
  fireEvent.change(within(others).getByLabelText('Amount, row 1'), { target: { value: '950' } });

  await user.click(screen.getByText('Save balance sheet'));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/balance-sheet$/),
  );
  const fields = api.callsTo('POST', UPDATE)[0]?.body as Record<string, string>;
  expect(fields.company_id).toBe(COMPANY.company_id);
  expect(fields.cash_on_hand).toBe('500');
  expect(JSON.parse(fields.other_asset_rows ?? '')).toEqual([
    { nameOfAsset: 'Trademark', amount: '950' },
  ]);
  expect(JSON.parse(fields.supplier_rows ?? '')).toEqual([
    { nameOfSupplier: 'Accounts payable', amount: '1800' },
  ]);
  expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
});
