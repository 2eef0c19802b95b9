import '../shared-ui/testing/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@fina/contract';
import type { LoanApplication } from '@fina/contract';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { COMPANY_ID, signIn } from '../shared-ui/testing/signed-in';
import { renderPlanning } from '../shared-ui/testing/render-planning';

const LOANS_PATH = `/api/account/company/${COMPANY_ID}/loan_application`;

const application = (overrides: Partial<LoanApplication> = {}): LoanApplication => ({
  application_id: 'c1b2c3d4-0000-4000-8000-000000000003',
  amount: '10000.00',
  currency: 'PHP',
  term: '6 months',
  purpose: 'working capital',
  notes: '',
  status: 'submitted',
  created_at: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

let api: FakeApi;
let saved: LoanApplication[];
beforeEach(() => {
  signIn();
  saved = [];
  api = installFakeApi().on('GET', LOANS_PATH, () => saved);
});

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  await userEvent.click(matches[matches.length - 1]!);
}
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));

describe('the loan form', () => {
  it('tells a new business it needs 6 months of operations, sends nothing, and Cancel leaves', async () => {
    renderPlanning('/financing/apply-loan');
    expect(await screen.findByRole('link', { name: 'Financing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'New business' }));
    expect(screen.getByText(MESSAGES.loanNewBusiness)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/financing$/));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('enforces the starred fields with a message next to each', async () => {
    renderPlanning('/financing/apply-loan');
    await userEvent.click(await screen.findByRole('radio', { name: 'Existing business' }));
    await apply();
    expect(await screen.findByText('Choose the amount you need.')).toBeInTheDocument();
    expect(screen.getByText('Choose the term.')).toBeInTheDocument();
    expect(screen.getByText('Choose what the loan is for.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Amount' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await choose('Amount', '15,000 PHP');
    expect(screen.queryByText('Choose the amount you need.')).not.toBeInTheDocument();
    await apply();
    expect(screen.getByText('Choose the term.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('saves an existing business’s application, shows the spec’s dialog and lists it with its status', async () => {
    api.on('POST', LOANS_PATH, ({ body }) => {
      const sent = body as { amount: number; term: string; purpose: string; notes?: string };
      const created = application({
        amount: `${sent.amount}.00`,
        term: sent.term,
        purpose: sent.purpose,
        notes: sent.notes ?? '',
      });
      saved = [created];
      return { status: 201, body: created };
    });
    renderPlanning('/financing/apply-loan');
    await userEvent.click(await screen.findByRole('radio', { name: 'Existing business' }));
    await choose('Amount', '20,000 PHP');
    await choose('Term', '3 years');
    await choose('Purpose', 'Refinance an existing loan');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Notes for the lender' }),
      'Bank loan at 9%',
    );
    await apply();

    expect(await screen.findByText(MESSAGES.loanSuccess)).toBeInTheDocument();
    expect(api.bodiesOf('POST', LOANS_PATH)).toEqual([
      {
        business_kind: 'existing',
        amount: 20000,
        term: '3 years',
        purpose: 'refinance an existing loan',
        notes: 'Bank loan at 9%',
      },
    ]);
    // The dialog opens over the list, which already shows the new application.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/financing$/));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('20,000 PHP')).toBeInTheDocument();
    expect(within(table).getByText('Refinance an existing loan')).toBeInTheDocument();
    expect(within(table).getByText('Submitted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.loanSuccess)).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/financing$/);
  });

  it('shows the spec’s alerts when saving fails, and the server’s message beside its field', async () => {
    api.on('POST', LOANS_PATH, () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'term must be one of the terms.',
        field: 'term',
      },
    }));
    renderPlanning('/financing/apply-loan');
    await userEvent.click(await screen.findByRole('radio', { name: 'Existing business' }));
    await choose('Amount', '5,000 PHP');
    await choose('Term', '1 month');
    await choose('Purpose', 'Other');
    await apply();
    expect(await screen.findByText(MESSAGES.checkInputs)).toBeInTheDocument();
    expect(screen.getAllByText('term must be one of the terms.').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Term' })).toHaveAttribute('aria-invalid', 'true');

    api.on('POST', LOANS_PATH, () => ({ status: 500, body: { message: 'down' } }));
    await apply();
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});

describe('the financing page', () => {
  it('lists the applications with their status, says when there are none, and a failure', async () => {
    saved = [
      application({ status: 'approved', amount: '5000.00', term: '1 month' }),
      application({ application_id: 'd1', status: 'in_review', purpose: 'capital expenditure' }),
    ];
    const { unmount } = renderPlanning('/financing');
    expect(screen.getByText('Loading your applications…')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('In review')).toBeInTheDocument();
    expect(within(table).getByText('5,000 PHP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/financing/apply-loan',
    );
    unmount();

    saved = [];
    const second = renderPlanning('/financing');
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
    second.unmount();

    api.on('GET', LOANS_PATH, () => ({ status: 500, body: { message: 'down' } }));
    renderPlanning('/financing');
    expect(await screen.findByText(MESSAGES.chartsIssue)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
