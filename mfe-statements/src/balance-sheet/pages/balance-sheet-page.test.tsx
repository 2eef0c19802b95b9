import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@fina/bus';
import { installFakeApi } from '../../testing/fake-api';
import type { FakeApi } from '../../testing/fake-api';
import { COMPANY, OTHER_COMPANY, renderApp, signIn } from '../../testing/render-app';
import { savedSheet } from '../../testing/fixtures';

jest.setTimeout(60_000);

const SHEET = `/api/chat/company/${COMPANY.company_id}/balance-sheet`;
const OTHER_SHEET = `/api/chat/company/${OTHER_COMPANY.company_id}/balance-sheet`;

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  signIn();
});

it('shows the saved balance sheet as a statement, balanced, with edit and its versions', async () => {
  api.on('GET', SHEET, ({ url }) =>
    url.searchParams.get('version_id')
      ? savedSheet({
          id: 'a1b2c3d4-0000-4000-8000-000000000000',
          date: '2024-12-31',
          cash_on_hand: '0',
        })
      : savedSheet(),
  );
  const user = userEvent.setup({ delay: null });
  renderApp();
  const statement = await screen.findByLabelText('As of 31 December 2025');
  const row = (label: string) => within(statement).getByText(label).closest('tr') as HTMLElement;
  // cash 1,000 + 2,500.50; receivables 1,200; inventory 125; other 250; laptop 1,500 less 500.
  expect(row('Cash on hand')).toHaveTextContent('₱1,000.00');
  expect(row('Total current assets')).toHaveTextContent('₱5,075.50');
  expect(row('Total non-current assets')).toHaveTextContent('₱1,000.00');
  expect(row('Total assets')).toHaveTextContent('₱6,075.50');
  expect(row('Total liabilities')).toHaveTextContent('₱2,000.00');
  expect(row("Owners' investment")).toHaveTextContent('₱3,000.00');
  expect(row('Retained earnings')).toHaveTextContent('₱1,075.50');
  expect(row('Total liabilities and equity')).toHaveTextContent('₱6,075.50');
  expect(screen.getByText('Balanced: assets = liabilities + equity')).toBeInTheDocument();

  // An older version, by its id.
  await user.click(screen.getByLabelText('Version'));
  await user.click(await screen.findByText(/As of 31 December 2024/));
  expect(await screen.findByLabelText('As of 31 December 2024')).toBeInTheDocument();
  expect(api.calls.at(-1)?.url.searchParams.get('version_id')).toBe(
    'a1b2c3d4-0000-4000-8000-000000000000',
  );

  await user.click(screen.getByText('Edit'));
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/balance-sheet/edit-balance-sheet?version_id=a1b2c3d4-0000-4000-8000-000000000000',
  );
});

it('offers prepare and upload when the company has none (404), and follows the company', async () => {
  api.on('GET', SHEET, () => ({ status: 404, body: { message: 'No balance sheet yet.' } }));
  api.on('GET', OTHER_SHEET, () => savedSheet());
  const user = userEvent.setup({ delay: null });
  renderApp();
  expect(await screen.findByText(/Cafe Uno has no balance sheet yet/)).toBeInTheDocument();
  expect(screen.getByText('Upload a balance sheet', { selector: 'button *' })).toBeInTheDocument();

  act(() => bus.publish('shell:company:selected', OTHER_COMPANY.company_id));
  expect(await screen.findByLabelText('As of 31 December 2025')).toBeInTheDocument();
  expect(api.callsTo('GET', OTHER_SHEET)).toHaveLength(1);

  act(() => bus.publish('shell:company:selected', COMPANY.company_id));
  await user.click(await screen.findByText('Prepare my balance sheet', { selector: 'button *' }));
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/balance-sheet/prepare-my-balance-sheet',
  );
});

it('still offers prepare and upload when loading fails, with a retry', async () => {
  let fail = true;
  api.on('GET', SHEET, () =>
    fail
      ? { status: 500, body: { message: 'Internal Server Error. Please try again later.' } }
      : savedSheet(),
  );
  const user = userEvent.setup({ delay: null });
  renderApp();
  expect(await screen.findByText('The balance sheet could not be loaded.')).toBeInTheDocument();
  expect(
    screen.getByText('Prepare my balance sheet', { selector: 'button *' }),
  ).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByText('Retry'));
  expect(await screen.findByLabelText('As of 31 December 2025')).toBeInTheDocument();
});

it('says to pick a company when none is selected', async () => {
  signIn([], COMPANY);
  act(() => bus.publish('shell:company:selected', null));
  renderApp();
  expect(await screen.findByText(/Select a company in the side menu/)).toBeInTheDocument();
  await waitFor(() => expect(api.calls).toHaveLength(0));
});
