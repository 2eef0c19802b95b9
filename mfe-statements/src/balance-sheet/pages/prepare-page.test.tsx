import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { bus } from '@fina/bus';
import { installFakeApi } from '../../testing/fake-api';
import type { FakeApi } from '../../testing/fake-api';
import { COMPANY, OTHER_COMPANY, renderApp, signIn } from '../../testing/render-app';
import { savedSheet } from '../../testing/fixtures';

const PREPARE = '/balance-sheet/prepare-my-balance-sheet';
const UPDATE = '/api/account/update_balance_sheet';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', `/api/chat/company/${COMPANY.company_id}/balance-sheet`, () => savedSheet());
  signIn();
});

// This file drives many antd inputs: the slow steps are filled in one change each.
jest.setTimeout(120_000);

/** Sets an input's whole value at once (jsdom's date input takes no keystrokes anyway). */
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const setDate = (value: string) => fill('Date', value);
// Queries by label and text: role queries walk antd's large trees too slowly.
const nextButton = (): HTMLElement =>
  screen.queryByLabelText('Next') ?? (screen.getByText('Next').closest('button') as HTMLElement);
const next = (user: UserEvent) => user.click(nextButton());
/** The wizard's error alert (its title). */
const alertText = '.ant-alert-title';
const question = (text: string | RegExp) => screen.findByText(text, { selector: 'h2' });

/** Company, date, cash on hand and one bank: the required steps, answered. */
async function answerRequired(user: UserEvent) {
  await question(/Which company/);
  await next(user);
  await question(/What date/);
  setDate('2025-12-31');
  await next(user);
  await question(/cash do you have on hand/);
  await user.type(screen.getByLabelText('Cash on hand'), '1000');
  await next(user);
  await question(/each bank account/);
  fill('Name of bank, row 1', 'BPI');
  fill('Amount, row 1', '2500.50');
  await next(user);
}

async function skipTo(user: UserEvent, heading: RegExp) {
  while (!screen.queryByText(heading, { selector: 'h2' })) await next(user);
}

it('enforces the required steps with the spec messages', async () => {
  const user = userEvent.setup({ delay: null });
  signIn([COMPANY], COMPANY);
  act(() => bus.publish('shell:company:selected', null));
  renderApp(PREPARE);
  await question(/Which company/);
  await next(user);
  expect(
    await screen.findByText('Please select an option.', { selector: '.ant-alert *' }),
  ).toBeInTheDocument();
  await user.click(screen.getByLabelText('Select a company'));
  await user.click(await screen.findByTitle('Cafe Uno (PHP)'));
  await next(user);

  await question(/What date/);
  await next(user);
  expect(
    await screen.findByText('Please fill in the required field.', { selector: alertText }),
  ).toBeInTheDocument();
  expect(screen.getByText('You are 14% complete')).toBeInTheDocument();
  setDate('2025-12-31');
  await next(user);

  await question(/cash do you have on hand/);
  await next(user);
  expect(
    await screen.findByText('Please fill in the required field.', { selector: alertText }),
  ).toBeInTheDocument();
  fill('Cash on hand', '0');
  await next(user);

  await question(/each bank account/);
  await next(user); // the one row is blank: it does not count
  expect(
    await screen.findByText(/Cash in bank: add at least one bank/, { selector: alertText }),
  ).toBeInTheDocument();
  fill('Amount, row 1', '0');
  await next(user);
  await question(/clients still owe you/);
});

it('shows a row problem next to its cell and does not move on', async () => {
  const user = userEvent.setup({ delay: null });
  renderApp(PREPARE);
  await answerRequired(user);
  await question(/clients still owe you/);
  fill('Name, row 1', 'Acme'); // a name, no amount
  await next(user);
  expect(
    await screen.findByText('Amount is required.', { selector: alertText }),
  ).toBeInTheDocument();
  expect(screen.getAllByText('Amount is required.')).toHaveLength(2); // the alert and the cell
  expect(screen.getByText(/clients still owe you/, { selector: 'h2' })).toBeInTheDocument();
});

it('adds and deletes rows of a table', async () => {
  const user = userEvent.setup({ delay: null });
  renderApp(PREPARE);
  await answerRequired(user);
  await user.click(screen.getByText('Add Row'));
  fill('Name, row 1', 'Acme');
  fill('Name, row 2', 'Globex');
  await user.click(screen.getByLabelText('Delete row 1 of Clients who owe you'));
  expect(screen.getByLabelText('Name, row 1')).toHaveValue('Globex');
  expect(screen.queryByLabelText('Name, row 2')).not.toBeInTheDocument();
});

it('prepares a balance sheet through every step and submits it, other assets included', async () => {
  const user = userEvent.setup({ delay: null });
  api.on('POST', UPDATE, () => ({
    message: 'Form submitted successfully!',
    balance_sheet: savedSheet(),
  }));
  renderApp(PREPARE);
  await answerRequired(user);
  await skipTo(user, /any other assets/);
  fill('Name of asset, row 1', 'Software licence');
  await user.type(screen.getByLabelText('Amount, row 1'), '250');
  // The running totals come from the engine as the user types: 1,000 + 2,500.50 + 250, and
  // with nothing owed yet, equity is the same.
  expect(within(screen.getByLabelText('Running totals')).getAllByText('₱3,750.50')).toHaveLength(2);
  await next(user);
  await question(/equipment, land and buildings/);
  fill('Type, row 1', 'Laptop');
  fill('Cost, row 1', '1500');
  fill('Years of use, row 1', '1');
  fill('Useful life (years), row 1', '3');
  await next(user);
  await question(/suppliers do you owe/);
  fill('Amount, row 1', '750.50');
  await skipTo(user, /owner and partners invest/);
  fill('Amount, row 1', '3000');
  await next(user);

  // The review: the statement, computed by the engine, balanced.
  await question('Your balance sheet');
  const statement = screen.getByLabelText(/as of 31 December 2025/);
  const row = (label: string) => within(statement).getByText(label).closest('tr') as HTMLElement;
  expect(row('Total current assets')).toHaveTextContent('₱3,750.50');
  expect(row('Less: accumulated depreciation')).toHaveTextContent('(₱500.00)');
  expect(row('Total assets')).toHaveTextContent('₱4,750.50');
  expect(row('Total liabilities')).toHaveTextContent('₱750.50');
  expect(row('Retained earnings')).toHaveTextContent('₱1,000.00');
  expect(row('Total liabilities and equity')).toHaveTextContent('₱4,750.50');
  expect(screen.getByText(/Balanced/)).toBeInTheDocument();

  await user.click(screen.getByText('Submit'));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/balance-sheet$/),
  );
  const [sent] = api.callsTo('POST', UPDATE);
  const fields = sent?.body as Record<string, string>;
  expect(fields.company_id).toBe(COMPANY.company_id);
  expect(fields.date).toBe('2025-12-31');
  expect(fields.cash_on_hand).toBe('1000');
  // antd's string mode keeps the exact value, without the trailing zero.
  expect(JSON.parse(fields.cib_rows ?? '')).toEqual([{ nameOfBank: 'BPI', amount: '2500.5' }]);
  expect(JSON.parse(fields.other_asset_rows ?? '')).toEqual([
    { nameOfAsset: 'Software licence', amount: '250' },
  ]);
  expect(JSON.parse(fields.client_rows ?? '')).toEqual([]); // the blank row is not sent
  expect(fields.total_assets).toBe('4750.50');
  expect(fields.total_equity).toBe('4000.00');
  expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
});

it('shows the spec alerts when the submit fails', async () => {
  const user = userEvent.setup({ delay: null });
  let status = 500;
  api.on('POST', UPDATE, () => ({
    status,
    body: { statusCode: status, message: 'total_assets does not match', field: 'total_assets' },
  }));
  renderApp(PREPARE);
  await answerRequired(user);
  await skipTo(user, /^Your balance sheet/);
  await user.click(screen.getByText('Submit'));
  expect(
    await screen.findByText('Internal Server Error. Please try again later.'),
  ).toBeInTheDocument();
  status = 400;
  await user.click(screen.getByText('Submit'));
  expect(
    await screen.findByText('An error occurred. Please check your inputs and try again.'),
  ).toBeInTheDocument();
  expect(screen.getByText('total_assets does not match')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(PREPARE);
});

it('follows the side nav company until one is chosen, and closes to /balance-sheet', async () => {
  const user = userEvent.setup({ delay: null });
  renderApp(PREPARE);
  await question(/Which company/);
  expect(screen.getByText('Cafe Uno (PHP)')).toBeInTheDocument();
  act(() => bus.publish('shell:company:selected', OTHER_COMPANY.company_id));
  expect(await screen.findByText('Bakery Dos (USD)')).toBeInTheDocument();
  await user.click(screen.getByLabelText('Close'));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/balance-sheet$/);
});
