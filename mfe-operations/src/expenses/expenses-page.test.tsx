import '../testing/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { installFakeApi } from '@fina/build/jest/fake-api';
import { DEFAULT_EXPENSE_CATEGORIES } from '@fina/contract';
import type { Expense } from '@fina/contract';
import { COMPANY_ID, signIn } from '../testing/signed-in';
import { fill, renderAt } from '../testing/ledger-render';
import { monthOf, todayIso } from '../shared-ui/ledger-dates';
import { ExpensesPage } from './expenses-page';

const BASE = `/api/account/company/${COMPANY_ID}/expenses`;
const CATEGORIES = `/api/account/company/${COMPANY_ID}/expense_categories`;
const MONTH = monthOf(todayIso());

const cents = (text: string) => Math.round(Number(text) * 100);
const text = (c: number) => (c / 100).toFixed(2);

/** Expenses kept in memory behind the fake network: summaries are computed from them. */
function expenseStore(api: FakeApi, initial: Expense[]) {
  const expenses = [...initial];
  const own: string[] = [];
  const listQueries: URLSearchParams[] = [];
  api
    .on('GET', CATEGORIES, () => [
      ...DEFAULT_EXPENSE_CATEGORIES.map((name) => ({ name, is_default: true })),
      ...own.map((name) => ({ name, is_default: false })),
    ])
    .on('POST', CATEGORIES, ({ body }) => {
      const name = (body as { name: string }).name;
      own.push(name);
      return { status: 201, body: { name, is_default: false } };
    })
    .on('GET', `${BASE}/summary`, ({ url }) => {
      const month = url.searchParams.get('month')!;
      const inMonth = expenses.filter((e) => e.date.startsWith(month));
      const byCategory = new Map<string, number>();
      for (const e of inMonth)
        byCategory.set(e.category, (byCategory.get(e.category) ?? 0) + cents(e.amount));
      return {
        month,
        currency: 'USD',
        days: [],
        categories: [...byCategory]
          .sort((a, b) => b[1] - a[1])
          .map(([category, c]) => ({ category, total: text(c) })),
        total: text(inMonth.reduce((sum, e) => sum + cents(e.amount), 0)),
        count: inMonth.length,
      };
    })
    .on('GET', BASE, ({ url }) => {
      listQueries.push(url.searchParams);
      const category = url.searchParams.get('category');
      const shown = expenses.filter(
        (e) =>
          e.date >= url.searchParams.get('from')! &&
          e.date <= url.searchParams.get('to')! &&
          (!category || e.category === category),
      );
      return { total: shown.length, expenses: shown };
    })
    .on('POST', BASE, ({ body }) => {
      const input = body as Omit<Expense, 'expense_id' | 'currency' | 'created_at' | 'note'> & {
        note?: string;
      };
      const made: Expense = {
        expense_id: `00000000-0000-4000-8000-00000000009${expenses.length}`,
        currency: 'USD',
        created_at: '2026-01-01T00:00:00Z',
        ...input,
        note: input.note ?? '',
        amount: text(cents(input.amount)),
        tax: text(cents(input.tax)),
      };
      expenses.push(made);
      return { status: 201, body: made };
    });
  return { expenses, listQueries };
}

const expense = (id: string, vendor: string, category: string, amount: string): Expense => ({
  expense_id: `00000000-0000-4000-8000-00000000000${id}`,
  date: `${MONTH}-01`,
  vendor,
  category,
  amount,
  tax: '0.00',
  note: '',
  currency: 'USD',
  created_at: '2026-01-01T00:00:00Z',
});

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi();
});

const total = () => screen.getByLabelText('Expenses total').textContent;

describe('expenses', () => {
  it('lists the month with totals per category and filters by category', async () => {
    const store = expenseStore(api, [
      expense('1', 'Landlord', 'Rent', '1200.00'),
      expense('2', 'Grab', 'Travel', '15.50'),
      expense('3', 'Grab', 'Travel', '4.50'),
    ]);
    renderAt(<ExpensesPage />);
    await waitFor(() => expect(total()).toContain('$1,220.00'));
    const byCategory = screen.getByRole('table', { name: 'Totals by category' });
    expect(within(byCategory).getByText('$20.00')).toBeInTheDocument();
    expect(screen.getByText('Landlord')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Category filter' }));
    await userEvent.click(await screen.findByTitle('Travel'));
    await waitFor(() => expect(total()).toContain('Travel'));
    expect(total()).toContain('$20.00');
    await waitFor(() => expect(screen.queryByText('Landlord')).not.toBeInTheDocument());
    expect(store.listQueries.at(-1)?.get('category')).toBe('Travel');
  });

  it('adds an expense in a category of its own, after the client checks', async () => {
    const store = expenseStore(api, []);
    renderAt(<ExpensesPage />);
    expect(await screen.findByText(/No expenses for/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an expense' }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText(/Amount/), '10');
    await fill(within(dialog).getByLabelText('Tax'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findByText('Vendor is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Pick a category.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Tax cannot be more than the amount/)).toBeInTheDocument();
    expect(api.bodiesOf('POST', BASE)).toHaveLength(0);

    await fill(within(dialog).getByLabelText(/Vendor/), 'Box Co');
    await fill(within(dialog).getByLabelText('Tax'), '1.07');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a category' }));
    await fill(within(dialog).getByLabelText('New category'), 'Packaging');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(api.bodiesOf('POST', CATEGORIES)).toEqual([{ name: 'Packaging' }]));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add expense' }));

    await waitFor(() => expect(total()).toContain('$10.00'));
    expect(api.bodiesOf('POST', BASE)).toEqual([
      { date: todayIso(), vendor: 'Box Co', category: 'Packaging', amount: '10', tax: '1.07' },
    ]);
    expect(store.expenses[0]?.category).toBe('Packaging');
    expect(screen.getByText('Box Co')).toBeInTheDocument();
  });

  it("puts the server's 400 next to the field it names", async () => {
    expenseStore(api, []);
    api.on('POST', BASE, () => ({
      status: 400,
      body: { message: 'date must be a date written YYYY-MM-DD.', field: 'date' },
    }));
    renderAt(<ExpensesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add an expense' }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText(/Vendor/), 'Shop');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await userEvent.click(await screen.findByTitle('Supplies'));
    await fill(within(dialog).getByLabelText(/Amount/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(
      await within(dialog).findByText('date must be a date written YYYY-MM-DD.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true');
  });
});
