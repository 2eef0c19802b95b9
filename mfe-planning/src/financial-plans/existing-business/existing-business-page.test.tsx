import '../../shared-ui/testing/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@fina/contract';
import type { ConfirmedStatements, StatementsRead } from '@fina/contract';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { COMPANY_ID, signIn } from '../../shared-ui/testing/signed-in';
import { renderPlanning } from '../../shared-ui/testing/render-planning';
import { quickBooksStatements, workbookFile } from '../../shared-ui/testing/workbooks';
import { forgetDrafts } from '../questionnaire/draft-memory';

const READ_PATH = `/api/account/company/${COMPANY_ID}/statements/read`;
const LATEST_PATH = '/api/account/get_income_statement_workflow';
const SAVE_PATH = '/api/account/upload_income_statement_workflow';
const START = '/financial-plans/create-a-budget/existing-business';

const line = (key: string, label: string, amount: string, sheet: string, cell: string) =>
  ({ key, label, amount, sheet, cell }) as StatementsRead['income']['lines'][number];

/** What the account service answers for the QuickBooks-style workbook the test builds. */
const READ: StatementsRead = {
  layout: 'quickbooks',
  income: {
    sheet: 'Profit and Loss',
    period_label: 'January - December 2025',
    period_end: '2025-12',
    months: null,
    monthly_revenues: null,
    lines: [
      line('revenue', 'Sales', '120000.00', 'Profit and Loss', 'B6'),
      line('cost_of_sales', 'Ingredients', '48000.00', 'Profit and Loss', 'B9'),
      line('operating_expense', 'Rent or Lease', '12000.00', 'Profit and Loss', 'B13'),
      line('operating_expense', 'Utilities', '3600.00', 'Profit and Loss', 'B14'),
    ],
  },
  balance: {
    sheet: 'Balance Sheet',
    date: '2025-12-31',
    lines: [
      line('cash', 'Checking', '25000.00', 'Balance Sheet', 'B5'),
      line('payables', 'Accounts Payable', '3000.00', 'Balance Sheet', 'B7'),
    ],
  },
  warnings: ['No inventory line found: the opening inventory is zero.'],
};

let api: FakeApi;
beforeEach(() => {
  forgetDrafts();
  signIn();
  api = installFakeApi()
    .on('GET', LATEST_PATH, () => ({
      exists: false,
      kind: null,
      workflow_id: null,
      saved_at: null,
      answers: null,
    }))
    .on('POST', READ_PATH, () => READ);
});

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
const next = async () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const heading = (text: string) => screen.findByRole('heading', { name: new RegExp(text) });

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function startAndUpload(container: HTMLElement) {
  await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await heading('Upload your latest financial statements');
  await userEvent.upload(fileInput(container), await quickBooksStatements());
  await heading('Check what Fina read');
}

/** From the review step to the last step: one product, 10% growth, a new branch. */
async function answerTheRest() {
  await next(); // review
  await heading('monthly revenues');
  await next();
  await heading('Your employees');
  await next();
  await heading('What do you sell');
  await fill(screen.getByRole('textbox', { name: 'Product, row 1' }), 'Sourdough loaf');
  await fill(screen.getByRole('textbox', { name: 'Selling price, row 1' }), '1,250.50');
  await next();
  await heading('grow next year');
  await next();
  await heading('How will you get there');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Open a new branch' }));
  await next();
  for (const team of ['operations', 'sales and marketing', 'technology']) {
    await heading(`hire for ${team}`);
    await next();
  }
  await heading('big purchases');
  await next();
  await heading('Ready to make your budget');
}

describe('the existing-business questionnaire', () => {
  it('requires the financial statement before going on, and reads nothing without one', async () => {
    renderPlanning(START);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await heading('Upload your latest financial statements');
    expect(screen.getByText('You are 15% complete')).toBeInTheDocument();
    await next();
    expect(await screen.findByText(MESSAGES.uploadFinancialStatement)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Upload your latest/ })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === READ_PATH)).toHaveLength(0);
  });

  it('reads the workbook at once and shows each line with its sheet and cell, by statement', async () => {
    const { container } = renderPlanning(START);
    await startAndUpload(container);
    const sent = api.calls.find((c) => c.path === READ_PATH)!.form!.get('financial_statement');
    expect((sent as File).name).toBe('statements.xlsx');

    const income = screen.getByRole('group', { name: 'Income statement' });
    expect(within(income).getByDisplayValue('Sales')).toBeInTheDocument();
    expect(within(income).getByDisplayValue('120000.00')).toBeInTheDocument();
    expect(within(income).getByText('Profit and Loss!B6')).toBeInTheDocument();
    expect(within(income).getByText('Profit and Loss!B14')).toBeInTheDocument();
    const balance = screen.getByRole('group', { name: 'Balance sheet' });
    expect(within(balance).getByDisplayValue('Checking')).toBeInTheDocument();
    expect(within(balance).getByText('Balance Sheet!B5')).toBeInTheDocument();
    expect(screen.getByText(/January - December 2025/)).toBeInTheDocument();
    expect(screen.getByText(READ.warnings[0]!)).toBeInTheDocument();
  });

  it('shows the server’s words and the template link for a workbook it cannot read', async () => {
    const missing = 'No income statement found: no sheet has a Revenue or Sales line.';
    api.on('POST', READ_PATH, () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: missing,
        field: 'financial_statement',
      },
    }));
    const { container } = renderPlanning(START);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await userEvent.upload(
      fileInput(container),
      await workbookFile('notes.xlsx', { Notes: [['Shopping list'], ['Flour', 3]] }),
    );
    expect(await screen.findByText(missing)).toBeInTheDocument();
    expect(screen.getByText('Fina could not read this workbook')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the template' })).toBeInTheDocument();
    await next();
    expect(screen.getByRole('heading', { name: /Upload your latest/ })).toBeInTheDocument();
  });

  it('sends the corrected lines and every answer, then opens the cash flow overview', async () => {
    api.on('POST', SAVE_PATH, () => ({
      status: 201,
      body: { message: 'Saved.', workflow_id: 'a1b2c3d4-0000-4000-8000-000000000001' },
    }));
    const { container } = renderPlanning(START);
    await startAndUpload(container);

    // Correct an amount, re-label a line's words, remove the utilities line.
    await fill(screen.getByRole('textbox', { name: 'Income statement: amount, line 1' }), '125000');
    await fill(screen.getByRole('textbox', { name: 'Income statement: line 3' }), 'Shop rent');
    await userEvent.click(
      screen.getByRole('combobox', { name: 'Income statement: counts as, line 3' }),
    );
    await userEvent.click((await screen.findAllByTitle('Cost of sales')).at(-1)!);
    const income = screen.getByRole('group', { name: 'Income statement' });
    await userEvent.click(within(income).getByRole('button', { name: 'Delete row 4' }));
    expect(within(income).queryByDisplayValue('Utilities')).not.toBeInTheDocument();

    await answerTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.formSubmitted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/cashflow-overview'),
    );

    const form = api.calls.find((c) => c.path === SAVE_PATH)!.form!;
    expect(form.get('company_id')).toBe(COMPANY_ID);
    expect((form.get('financial_statement') as File).name).toBe('statements.xlsx');
    expect(form.get('monthly_revenues')).toBeNull();
    expect(form.get('growth_rate')).toBe('10%');
    expect(JSON.parse(form.get('product_table') as string)).toEqual([
      { product: 'Sourdough loaf', price: '1250.50' },
    ]);
    expect(JSON.parse(form.get('growth_plan') as string)).toMatchObject({
      new_branch: true,
      new_product_line: false,
    });
    expect(JSON.parse(form.get('operations_hiring_table') as string)).toEqual([]);
    const statements = JSON.parse(form.get('statement_lines') as string) as ConfirmedStatements;
    expect(statements.income.period_end).toBe('2025-12');
    expect(statements.income.lines).toEqual([
      { key: 'revenue', label: 'Sales', amount: '125000', sheet: 'Profit and Loss', cell: 'B6' },
      READ.income.lines[1],
      { ...READ.income.lines[2], key: 'cost_of_sales', label: 'Shop rent' },
    ]);
    expect(statements.balance?.lines).toEqual(READ.balance.lines);
  });

  it('refuses a review without a revenue line or with an amount that is not a number', async () => {
    const { container } = renderPlanning(START);
    await startAndUpload(container);
    await fill(screen.getByRole('textbox', { name: 'Income statement: amount, line 2' }), '48k');
    const income = screen.getByRole('group', { name: 'Income statement' });
    await userEvent.click(within(income).getByRole('button', { name: 'Delete row 1' }));
    const balance = screen.getByRole('group', { name: 'Balance sheet' });
    await userEvent.click(within(balance).getByRole('button', { name: 'Add a line' }));
    expect(within(balance).getByText('Added by you')).toBeInTheDocument();
    await next();
    expect(
      await screen.findByText('Keep at least one Revenue line: the forecast grows it.'),
    ).toBeInTheDocument();
    // The income line typed '48k' and the blank line added to the balance sheet.
    expect(screen.getAllByText('Amount must be a number like 1200.50.')).toHaveLength(2);
    expect(within(balance).getByText('Name this line.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Check what Fina read/ })).toBeInTheDocument();
  });

  it('requires a product with its price and a plan, and Enter advances', async () => {
    const { container } = renderPlanning(START);
    await startAndUpload(container);
    await next();
    await next();
    await next();
    await heading('What do you sell');
    await next();
    expect(await screen.findByText('Check the fields marked in red.')).toBeInTheDocument();
    expect(screen.getByText('Product is required.')).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Product, row 1' }), 'Cake');
    await fill(screen.getByRole('textbox', { name: 'Selling price, row 1' }), '-3');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Selling price cannot be negative.')).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Selling price, row 1' }), '30');
    await userEvent.keyboard('{Enter}');
    await heading('grow next year');
    expect(screen.getByText('10%')).toBeInTheDocument();
    await next();
    await next();
    expect(
      await screen.findByText('Tick at least one way you plan to get there.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    await next();
    expect(await screen.findByText('Say what your other plan is.')).toBeInTheDocument();
  });

  it('on a 500 goes back to create-a-budget with the spec’s alert, answers kept for a retry', async () => {
    api.on('POST', SAVE_PATH, () => ({ status: 500, body: { message: 'boom' } }));
    const { container } = renderPlanning(START);
    await startAndUpload(container);
    await answerTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/financial-plans\/create-a-budget$/,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Existing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByText('Chosen:')).toBeInTheDocument();
    expect(screen.getByText('statements.xlsx')).toBeInTheDocument();
  });

  it('on a 400 shows the other alert with the server’s words', async () => {
    api.on('POST', SAVE_PATH, () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'product_table.0.price: too large.',
        field: 'product_table.0.price',
      },
    }));
    const { container } = renderPlanning(START);
    await startAndUpload(container);
    await answerTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.checkInputs)).toBeInTheDocument();
    expect(screen.getByText('product_table.0.price: too large.')).toBeInTheDocument();
  });

  it('reopens the saved questionnaire with its answers', async () => {
    api.on('GET', LATEST_PATH, () => ({
      exists: true,
      kind: 'existing',
      workflow_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      saved_at: '2026-11-20T10:00:00.000Z',
      answers: {
        growth_rate: '30%',
        product_table: [{ product: 'Croissant', price: '95.00' }],
        operations_hiring_table: [{ role: 'Baker', salary: '18000.00', month: 'March' }],
        sales_marketing_hiring_table: [],
        technology_hiring_table: [],
        ppe_table: [],
        growth_plan: { add_a_salesperson: true },
        statement_lines: {
          income: {
            period_label: '2025',
            period_end: '2025-12',
            months: null,
            monthly_revenues: null,
            lines: READ.income.lines,
          },
          balance: { date: null, lines: [] },
        },
        files: {
          financial_statement: 'last-year.xlsx',
          monthly_revenues: null,
          employee_file: null,
        },
        monthly_revenues: null,
        employees: [],
      },
    }));
    const { container } = renderPlanning(START);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByText('Last time you sent last-year.xlsx.')).toBeInTheDocument();
    // The files are not kept: the workbook is asked for again.
    await next();
    expect(await screen.findByText(MESSAGES.uploadFinancialStatement)).toBeInTheDocument();
    await userEvent.upload(fileInput(container), await quickBooksStatements());
    await heading('Check what Fina read');
    await next();
    await next();
    await next();
    await heading('What do you sell');
    expect(screen.getByRole('textbox', { name: 'Product, row 1' })).toHaveValue('Croissant');
    expect(screen.getByRole('textbox', { name: 'Selling price, row 1' })).toHaveValue('95.00');
    await next();
    expect(await screen.findByText('30%')).toBeInTheDocument();
    await next();
    expect(screen.getByRole('checkbox', { name: 'Add a salesperson' })).toBeChecked();
    await next();
    expect(await screen.findByDisplayValue('Baker')).toBeInTheDocument();
    expect(screen.getByText('March')).toBeInTheDocument();
  });
});
