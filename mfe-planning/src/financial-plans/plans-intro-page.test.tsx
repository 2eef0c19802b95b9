import '../shared-ui/testing/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { COMPANY_ID, signIn } from '../shared-ui/testing/signed-in';
import { renderPlanning } from '../shared-ui/testing/render-planning';

const HISTORY_PATH = `/api/account/company/${COMPANY_ID}/budget_workflows`;

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi();
});

describe('/financial-plans', () => {
  it('lists the saved budgets newest first, the latest with Open', async () => {
    api.on('GET', HISTORY_PATH, () => [
      { workflow_id: 'w2', kind: 'new', saved_at: '2026-11-21T10:30:00.000Z' },
      { workflow_id: 'w1', kind: 'existing', saved_at: '2026-10-02T08:00:00.000Z' },
    ]);
    renderPlanning('/financial-plans');
    expect(await screen.findByText('Automated 1-year budget creation')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved budgets' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Nov 21, 2026.*New business/);
    expect(items[1]).toHaveTextContent(/Oct 2, 2026.*Existing business/);
    const open = within(list).getAllByRole('link', { name: /^Open/ });
    expect(open).toHaveLength(1);
    await userEvent.click(open[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/financial-plans/create-a-budget/new-business',
      ),
    );
  });

  it('says when there is no budget yet, and when the history cannot load', async () => {
    api.on('GET', HISTORY_PATH, () => []);
    const first = renderPlanning('/financial-plans');
    expect(await screen.findByText('No budget saved yet: create one above.')).toBeInTheDocument();
    first.unmount();
    api.on('GET', HISTORY_PATH, () => ({ status: 500, body: { message: 'down' } }));
    renderPlanning('/financial-plans');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks new or existing, and the close icon goes back to /financial-plans', async () => {
    api.on('GET', HISTORY_PATH, () => []);
    renderPlanning('/create-a-budget');
    expect(
      await screen.findByText('Is this for a new or an existing business?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute(
      'href',
      '/create-a-budget/new-business',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/financial-plans$/),
    );
  });
});
