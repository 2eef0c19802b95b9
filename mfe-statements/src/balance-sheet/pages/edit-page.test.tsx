import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../testing/fake-api';
import type { FakeApi } from '../../testing/fake-api';
import { COMPANY, renderApp, signIn } from '../../testing/render-app';
import { savedSheet } from '../../testing/fixtures';

jest.setTimeout(90_000);

const SHEET = `/api/chat/company/${COMPANY.company_id}/balance-sheet`;
const UPDATE = '/api/account/update_balance_sheet';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', SHEET, () => savedSheet());
  signIn();
});

it('prefills the saved balance sheet, previews changes and saves them back', async () => {
  api.on('POST', UPDATE, () => ({
    message: 'Form submitted successfully!',
    balance_sheet: savedSheet(),
  }));
  const user = userEvent.setup({ delay: null });
  renderApp('/balance-sheet/edit-balance-sheet');
  expect(await screen.findByLabelText('Date')).toHaveValue('2025-12-31');
  expect(screen.getByLabelText('Cash on hand')).toHaveValue('1000');
  const banks = screen.getByLabelText('Cash in bank', { selector: 'table' });
  expect(within(banks).getByLabelText('Name of bank, row 1')).toHaveValue('BPI');
  const others = screen.getByLabelText('Other assets', { selector: 'table' });
  expect(within(others).getByLabelText('Amount, row 1')).toHaveValue('250');

  fireEvent.change(within(others).getByLabelText('Amount, row 1'), { target: { value: '750' } });
  // The preview follows: total assets 6,075.50 + 500.
  const preview = screen.getByLabelText('As of 31 December 2025');
  expect(within(preview).getByText('Total assets').closest('tr')).toHaveTextContent('₱6,575.50');

  await user.click(screen.getByText('Save'));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/balance-sheet$/),
  );
  const fields = api.callsTo('POST', UPDATE)[0]?.body as Record<string, string>;
  expect(JSON.parse(fields.other_asset_rows ?? '')).toEqual([
    { nameOfAsset: 'Software licence', amount: '750' },
  ]);
  expect(fields.total_assets).toBe('6575.50');
  expect(JSON.parse(fields.building_rows ?? '')).toEqual([
    { type: 'Laptop', cost: '1500', numberOfYears: '1', usefulLife: '3' },
  ]);
});

it('refuses to save without cash on hand, marking the field, and sends nothing', async () => {
  const user = userEvent.setup({ delay: null });
  renderApp('/balance-sheet/edit-balance-sheet');
  fireEvent.change(await screen.findByLabelText('Cash on hand'), { target: { value: '' } });
  await user.click(screen.getByText('Save'));
  expect(await screen.findByText('Please correct the fields marked in red.')).toBeInTheDocument();
  // The field's own message, said once: the banner only points to it.
  expect(screen.getAllByText('Please fill in the required field.')).toHaveLength(1);
  expect(api.callsTo('POST', UPDATE)).toHaveLength(0);
});

it('shows the upload and prepare options when there is nothing to edit', async () => {
  api.on('GET', SHEET, () => ({ status: 404, body: { message: 'No balance sheet yet.' } }));
  renderApp('/balance-sheet/edit-balance-sheet');
  expect(await screen.findByText('There is no balance sheet to edit yet.')).toBeInTheDocument();
  expect(screen.getByText('Upload a balance sheet', { selector: 'button *' })).toBeInTheDocument();
});
