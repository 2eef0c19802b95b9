import '../../shared-ui/testing/test-setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@fina/contract';
import type { NewBusinessWorkflowBody } from '@fina/contract';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { COMPANY_ID, signIn } from '../../shared-ui/testing/signed-in';
import { renderPlanning } from '../../shared-ui/testing/render-planning';
import { forgetDrafts } from '../questionnaire/draft-memory';

const LATEST_PATH = '/api/account/get_income_statement_workflow';
const SAVE_PATH = '/api/account/save_new_business_workflow';
const START = '/create-a-budget/new-business';

let api: FakeApi;
beforeEach(() => {
  forgetDrafts();
  signIn();
  api = installFakeApi().on('GET', LATEST_PATH, () => ({
    exists: false,
    kind: null,
    workflow_id: null,
    saved_at: null,
    answers: null,
  }));
});

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const heading = (text: string) => screen.findByRole('heading', { name: new RegExp(text) });
const addRow = () => userEvent.click(screen.getByRole('button', { name: 'Add Row' }));

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}
const box = (name: string) => screen.getByRole('textbox', { name });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  await userEvent.click(matches[matches.length - 1]!);
}

async function answerProductsAndPlan() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await heading('What will you sell');
  await fill(box('Product, row 1'), 'Coffee');
  await fill(box('Price, row 1'), '3.50');
  await fill(box('Units this year, row 1'), '12000');
  await next();
  await heading('How do you plan to grow');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Launch a new product line' }));
  await fill(screen.getByRole('textbox', { name: 'Which product line?' }), 'Pastries');
  await next();
}

describe('the new-business questionnaire', () => {
  it('requires products with price and units, and the plan', async () => {
    renderPlanning(START);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await heading('What will you sell');
    await next();
    expect(await screen.findByText('Product is required.')).toBeInTheDocument();
    expect(screen.getByText('Units this year is required.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await next();
    expect(
      await screen.findByText('Add at least one product with its price and units.'),
    ).toBeInTheDocument();
    await addRow();
    await fill(box('Product, row 1'), 'Coffee');
    await fill(box('Price, row 1'), '3.50');
    await fill(box('Units this year, row 1'), '0');
    await next();
    expect(
      await screen.findByText('Units this year must be a whole number of at least 1.'),
    ).toBeInTheDocument();
    await fill(box('Units this year, row 1'), '100');
    await next();
    await heading('How do you plan to grow');
    await next();
    expect(
      await screen.findByText('Tick at least one way you plan to get there.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === SAVE_PATH)).toHaveLength(0);
  });

  it('saves hires, purchases and funding by source, then opens /cashflow-overview/1', async () => {
    api.on('POST', SAVE_PATH, () => ({
      status: 201,
      body: { message: 'Saved.', workflow_id: 'b1b2c3d4-0000-4000-8000-000000000002' },
    }));
    renderPlanning(START);
    await answerProductsAndPlan();

    await heading('Who will you hire');
    await addRow();
    await fill(box('Role, row 1'), 'Barista');
    await fill(box('Monthly salary, row 1'), '15000');
    await choose('Start month, row 1', 'March');
    await next();

    await heading('What will you buy');
    await addRow();
    await fill(box('Purchase, row 1'), 'Espresso machine');
    await fill(box('Cost, row 1'), '80,000.00');
    await fill(box('Useful life (years), row 1'), '2.5');
    await next();

    await heading('Where will the money come from');
    await addRow();
    await fill(box('Amount, row 1'), '200000');
    await addRow();
    await choose('Source, row 2', 'Family and friends');
    await fill(box('Amount, row 2'), '50000');
    await next();

    await heading('Ready to make your budget');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.formSubmitted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/cashflow-overview/1'),
    );
    const [body] = api.bodiesOf('POST', SAVE_PATH) as NewBusinessWorkflowBody[];
    expect(body).toEqual({
      company_id: COMPANY_ID,
      products: [{ product: 'Coffee', price: '3.50', units: '12000' }],
      plan: {
        new_product_line: true,
        strategy1Input: 'Pastries',
        new_branch: false,
        add_a_salesperson: false,
        other_strategy: false,
        otherStrategyInput: '',
      },
      employees: [{ role: 'Barista', salary: '15000', month: 'March' }],
      purchases: [
        { purchase: 'Espresso machine', amount: '80000.00', month: 'January', lifespan: '2.5' },
      ],
      funding: [
        { source: 'Own money', amount: '200000' },
        { source: 'Family and friends', amount: '50000' },
      ],
    });
  });

  it('starts the plan next month unless the owner picks another first month', async () => {
    const now = new Date();
    const month = (offset: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const label = (date: Date) =>
      date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const iso = (date: Date) => date.toISOString().slice(0, 7);
    api.on('POST', SAVE_PATH, () => ({
      status: 201,
      body: { message: 'Saved.', workflow_id: 'b1b2c3d4-0000-4000-8000-000000000003' },
    }));
    renderPlanning(START);
    await answerProductsAndPlan();
    await next();
    await next();
    await next();
    await heading('Ready to make your budget');
    expect(
      screen.getByText(`The budget covers 12 months from ${label(month(1))}.`),
    ).toBeInTheDocument();

    await choose('First month of the plan', label(month(3)));
    expect(
      screen.getByText(`The budget covers 12 months from ${label(month(3))}.`),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(MESSAGES.formSubmitted);
    const [body] = api.bodiesOf('POST', SAVE_PATH) as NewBusinessWorkflowBody[];
    expect(body?.start_month).toBe(iso(month(3)));
  });

  it('shows the spec’s alert on a failed save and stays on the last step', async () => {
    api.on('POST', SAVE_PATH, () => ({ status: 500, body: { message: 'down' } }));
    renderPlanning(START);
    await answerProductsAndPlan();
    await next();
    await next();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(START);
  });

  it('reopens the saved new-business answers', async () => {
    api.on('GET', LATEST_PATH, () => ({
      exists: true,
      kind: 'new',
      workflow_id: 'b1b2c3d4-0000-4000-8000-000000000002',
      saved_at: '2026-11-20T10:00:00.000Z',
      answers: {
        products: [{ product: 'Tea', price: '2.00', units: '500' }],
        plan: { new_branch: true },
        employees: [],
        purchases: [],
        funding: [{ source: 'VCs', amount: '1000000' }],
      },
    }));
    renderPlanning(START);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(box('Product, row 1')).toHaveValue('Tea');
    expect(box('Units this year, row 1')).toHaveValue('500');
    await next();
    expect(await screen.findByRole('checkbox', { name: 'Open a new branch' })).toBeChecked();
  });

  it('shows loading, then starts afresh when the saved answers cannot be loaded', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.on('GET', LATEST_PATH, () => new Promise((resolve) => (answer = resolve)));
    renderPlanning(START);
    expect(await screen.findByText('Loading your saved answers…')).toBeInTheDocument();
    answer({ status: 500, body: { message: 'down' } });
    expect(
      await screen.findByText('Your saved answers could not be loaded; you can start afresh.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(box('Product, row 1')).toHaveValue('');
  });

  it('asks for a company when none is selected', async () => {
    signIn(null);
    renderPlanning(START);
    expect(
      await screen.findByText('Select or add a company in the side menu to create its budget.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === LATEST_PATH)).toHaveLength(0);
  });
});
