import '../testing/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { Sale } from '@fina/contract';
import { COMPANY_ID, signIn } from '../testing/signed-in';
import { renderAt, fill } from '../testing/ledger-render';
import { monthLabel, shiftMonth } from '../shared-ui/ledger-dates';
import { SalesPage } from './sales-page';

const BASE = `/api/account/company/${COMPANY_ID}/sales`;
const THIS_MONTH = (() => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
})();

/** A tiny in-memory sales store behind the fake network, so totals follow what was typed. */
function salesStore(api: FakeApi, initial: Sale[]) {
  let sales = [...initial];
  let next = 100;
  const months: string[] = [];
  const sum = (list: Sale[]) =>
    (list.reduce((cents, s) => cents + Math.round(Number(s.amount) * 100), 0) / 100).toFixed(2);
  api
    .on('GET', `${BASE}/summary`, ({ url }) => {
      const month = url.searchParams.get('month')!;
      months.push(month);
      const inMonth = sales.filter((s) => s.date.startsWith(month));
      const dates = [...new Set(inMonth.map((s) => s.date))].sort();
      return {
        month,
        currency: 'USD',
        days: dates.map((date) => {
          const day = inMonth.filter((s) => s.date === date);
          return { date, total: sum(day), count: day.length };
        }),
        total: sum(inMonth),
        count: inMonth.length,
      };
    })
    .on('GET', BASE, ({ url }) => {
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const inRange = sales.filter((s) => s.date >= from && s.date <= to);
      return { total: inRange.length, sales: inRange };
    })
    .on('POST', BASE, ({ body }) => {
      const input = body as { date: string; amount: string; product?: string };
      const sale: Sale = {
        sale_id: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
        date: input.date,
        amount: Number(input.amount.replace(/,/g, '')).toFixed(2),
        product: input.product ?? '',
        payment_method: '',
        currency: 'USD',
        source: 'manual',
        created_at: '2026-01-01T00:00:00Z',
      };
      sales.push(sale);
      return { status: 201, body: sale };
    });
  return {
    get sales() {
      return sales;
    },
    months,
    onItem(id: string) {
      api
        .on('PUT', `${BASE}/${id}`, ({ body }) => {
          const input = body as { date: string; amount: string };
          sales = sales.map((s) =>
            s.sale_id === id
              ? { ...s, date: input.date, amount: Number(input.amount).toFixed(2) }
              : s,
          );
          return sales.find((s) => s.sale_id === id);
        })
        .on('DELETE', `${BASE}/${id}`, () => {
          sales = sales.filter((s) => s.sale_id !== id);
          return { message: 'Deleted.' };
        });
    },
  };
}

const sale = (id: string, date: string, amount: string, product = ''): Sale => ({
  sale_id: id,
  date,
  amount,
  product,
  payment_method: 'Cash',
  currency: 'USD',
  source: 'manual',
  created_at: '2026-01-01T00:00:00Z',
});

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi();
});

const totalText = () => screen.getByLabelText('Month total').textContent;

describe('sales per day', () => {
  it('shows the month by day with its total, and adds a sale checked on the client first', async () => {
    const store = salesStore(api, [
      sale('00000000-0000-4000-8000-000000000001', `${THIS_MONTH}-02`, '100.10', 'Bread'),
      sale('00000000-0000-4000-8000-000000000002', `${THIS_MONTH}-02`, '0.20', 'Tea'),
      sale('00000000-0000-4000-8000-000000000003', `${THIS_MONTH}-05`, '50.00'),
    ]);
    renderAt(<SalesPage />);
    await waitFor(() => expect(totalText()).toContain('$150.30'));
    expect(totalText()).toContain('3 sales');
    const days = screen.getByRole('table', { name: 'Daily totals' }) ?? null;
    expect(within(days).getByText('$100.30')).toBeInTheDocument();
    expect(screen.getByText('$100.10')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a sale' }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText(/Amount/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add sale' }));
    expect(await within(dialog).findByText('Amount must be more than zero.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText(/Amount/), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add sale' }));
    expect(
      await within(dialog).findByText('Amount can have at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST', BASE)).toHaveLength(0);

    await fill(within(dialog).getByLabelText(/Date/), `${THIS_MONTH}-05`);
    await fill(within(dialog).getByLabelText(/Amount/), '1,000.50');
    await fill(within(dialog).getByLabelText('Product'), 'Cake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add sale' }));
    await waitFor(() => expect(totalText()).toContain('$1,150.80'));
    expect(api.bodiesOf('POST', BASE)).toEqual([
      { date: `${THIS_MONTH}-05`, amount: '1,000.50', product: 'Cake' },
    ]);
    expect(store.sales).toHaveLength(4);
  });

  it('edits and deletes a sale, and moves between months', async () => {
    const store = salesStore(api, [
      sale('00000000-0000-4000-8000-000000000001', `${THIS_MONTH}-03`, '40.00', 'Pie'),
    ]);
    store.onItem('00000000-0000-4000-8000-000000000001');
    renderAt(<SalesPage />);
    await waitFor(() => expect(totalText()).toContain('$40.00'));

    await userEvent.click(screen.getByRole('button', { name: /^Edit sale of/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('40.00');
    await fill(within(dialog).getByLabelText(/Amount/), '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save sale' }));
    await waitFor(() => expect(totalText()).toContain('$45.00'));

    await userEvent.click(screen.getByRole('button', { name: /^Delete sale of/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No sales recorded in/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(store.months).toContain(shiftMonth(THIS_MONTH, -1)));
    expect(screen.getByText(monthLabel(shiftMonth(THIS_MONTH, -1)))).toBeInTheDocument();
  });

  it("shows the server's message when the month cannot be loaded, and tries again", async () => {
    let fail = true;
    salesStore(api, []);
    const summaryOk = api;
    summaryOk.on('GET', `${BASE}/summary`, ({ url }) =>
      fail
        ? { status: 400, body: { message: 'month must be written YYYY-MM.' } }
        : {
            month: url.searchParams.get('month'),
            currency: 'USD',
            days: [],
            total: '0.00',
            count: 0,
          },
    );
    renderAt(<SalesPage />);
    expect(await screen.findByText('month must be written YYYY-MM.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No sales recorded in/)).toBeInTheDocument();
  });
});
