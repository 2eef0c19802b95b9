import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@fina/bus';
import { FinaProvider } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import type { KpiKey, KpiValue } from '@fina/contract';
import { KPI_KEYS, MESSAGES } from '@fina/contract';
import { COMPANY_ID, OTHER_COMPANY_ID, signIn } from '../shared-ui/testing/signed-in-companies';
import { DashboardPage } from './dashboard-page';

const KPIS = `/api/chat/company/${COMPANY_ID}/kpis`;
const PREFS = `/api/account/company/${COMPANY_ID}/kpi_preferences`;

const kpi = (
  key: KpiKey,
  label: string,
  value: KpiValue['value'],
  unit: KpiValue['unit'],
  extra: Partial<KpiValue> = {},
): KpiValue => ({
  key,
  label,
  value,
  unit,
  currency: 'USD',
  definition: `${label}: how it is worked out.`,
  source_path: '/reports',
  ...extra,
});

const FULL: KpiValue[] = [
  kpi('cash', 'Cash', '18250.5', 'money', { source_path: '/balance-sheet' }),
  kpi('revenue_this_month', 'Revenue this month', '4200.00', 'money'),
  kpi('outstanding_receivables', 'Outstanding receivables', '1250.00', 'money'),
  kpi('overdue_invoices', 'Overdue invoices', 2, 'count', { detail: '2 invoices, $1,250.00' }),
  kpi('monthly_burn', 'Monthly burn', '0.00', 'money', { detail: 'not burning' }),
  kpi('runway', 'Runway', null, 'months', { detail: 'not burning' }),
  kpi('gross_margin', 'Gross margin', 42.5, 'percent'),
];
const EMPTY: KpiValue[] = KPI_KEYS.map((key) =>
  kpi(key, key, key === 'overdue_invoices' ? 0 : null, 'money'),
);

let api: FakeApi;
let savedChoice: KpiKey[];
beforeEach(() => {
  signIn();
  savedChoice = [...KPI_KEYS];
  api = installFakeApi()
    .on('GET', KPIS, () => FULL)
    .on('GET', PREFS, () => ({ kpis: savedChoice }))
    .on('PUT', PREFS, ({ body }) => {
      savedChoice = (body as { kpis: KpiKey[] }).kpis;
      return { kpis: savedChoice };
    });
});

function renderDashboard() {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </FinaProvider>,
  );
}

const cardKeys = () =>
  Array.from(document.querySelectorAll('[data-kpi]')).map((el) => el.getAttribute('data-kpi'));

describe('the dashboard', () => {
  it('keeps the diary line and shows each KPI in the company currency with its source link', async () => {
    renderDashboard();
    expect(screen.getByText(MESSAGES.dashboardDiary)).toBeInTheDocument();
    expect(await screen.findByLabelText('Cash value')).toHaveTextContent('$18,250.50');
    expect(screen.getByLabelText('Gross margin value')).toHaveTextContent('42.5%');
    expect(screen.getByLabelText('Overdue invoices value')).toHaveTextContent('2');
    expect(screen.getByText('2 invoices, $1,250.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Runway value')).toHaveTextContent('—');
    expect(screen.getByLabelText('See where it comes from: Cash')).toHaveAttribute(
      'href',
      '/balance-sheet',
    );
    expect(cardKeys()).toEqual([...KPI_KEYS]);
    expect(screen.queryByText('Start here')).not.toBeInTheDocument();
  });

  it('shows the definition when its button gets keyboard focus', async () => {
    renderDashboard();
    await screen.findByLabelText('Cash value');
    const trigger = screen.getByRole('button', { name: 'What is Cash?' });
    act(() => trigger.focus());
    expect(await screen.findByText('Cash: how it is worked out.')).toBeInTheDocument();
  });

  it('saves the chosen KPIs for the company and shows the same choice after a reload', async () => {
    const { unmount } = renderDashboard();
    await screen.findByLabelText('Cash value');
    await userEvent.click(screen.getByRole('button', { name: /Choose KPIs/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Revenue this month'));
    await userEvent.click(within(dialog).getByLabelText('Monthly burn'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.bodiesOf('PUT', PREFS)).toHaveLength(1));
    expect(api.bodiesOf('PUT', PREFS)[0]).toEqual({
      kpis: ['cash', 'outstanding_receivables', 'overdue_invoices', 'runway', 'gross_margin'],
    });
    await waitFor(() => expect(cardKeys()).not.toContain('monthly_burn'));
    expect(cardKeys()).not.toContain('revenue_this_month');
    unmount();

    renderDashboard();
    await screen.findByLabelText('Cash value');
    expect(cardKeys()).toEqual([
      'cash',
      'outstanding_receivables',
      'overdue_invoices',
      'runway',
      'gross_margin',
    ]);
  });

  it('shows an empty company what to do first, each step a link', async () => {
    api.on('GET', KPIS, () => EMPTY);
    renderDashboard();
    expect(await screen.findByText('Start here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your balance sheet' })).toHaveAttribute(
      'href',
      '/balance-sheet',
    );
    expect(screen.getByRole('link', { name: 'Create a budget' })).toHaveAttribute(
      'href',
      '/financial-plans/create-a-budget',
    );
    expect(screen.getByRole('link', { name: 'Record an invoice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import a bank statement' })).toBeInTheDocument();
  });

  it('offers Try again when the KPIs cannot be loaded, and follows the selected company', async () => {
    api.on('GET', KPIS, () => ({ status: 500, body: { message: 'boom' } }));
    renderDashboard();
    expect(await screen.findByText('Your KPIs could not be loaded.')).toBeInTheDocument();
    api.on('GET', KPIS, () => FULL);
    await userEvent.click(screen.getByText('Try again'));
    expect(await screen.findByLabelText('Cash value')).toHaveTextContent('$18,250.50');

    api
      .on('GET', `/api/chat/company/${OTHER_COMPANY_ID}/kpis`, () => [
        { ...FULL[0]!, value: '500', currency: 'PHP' },
      ])
      .on('GET', `/api/account/company/${OTHER_COMPANY_ID}/kpi_preferences`, () => ({
        kpis: ['cash'],
      }));
    act(() => bus.publish('shell:company:selected', OTHER_COMPANY_ID));
    await waitFor(() => expect(screen.getByLabelText('Cash value')).toHaveTextContent('₱500.00'));
  });
});
