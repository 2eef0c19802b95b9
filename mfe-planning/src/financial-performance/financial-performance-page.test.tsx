import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import Highcharts from 'highcharts';
import { chartTitle } from '../shared-ui/charts/chart-format';
import { FinaProvider } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import type { PerformanceResponse } from '@fina/contract';
import { MESSAGES } from '@fina/contract';
import { COMPANY_ID, signIn } from '../shared-ui/testing/signed-in-companies';
import { budgetFixture } from '../shared-ui/testing/budget-fixture';
import { FinancialPerformancePage } from './financial-performance-page';

const GENERATE = '/api/chat/generate_budget';
const PERFORMANCE = `/api/chat/company/${COMPANY_ID}/performance`;
const BUDGET = budgetFixture();

/** January and February recorded; the rest of the year not yet. */
function performanceWithActuals(): PerformanceResponse {
  return {
    currency: 'USD',
    from: '2027-01',
    to: '2027-12',
    has_budget: true,
    has_actuals: true,
    actuals_source: 'invoices',
    months: BUDGET.statements.income.map((m, i) => {
      const recorded = i < 2;
      return {
        month: m.month,
        date: m.date,
        budget: {
          revenue: m.revenue,
          costs: '15000.00',
          gross_profit: m.gross_profit,
          net_income: m.net_income,
          margins: { gross_profit: 40, operating_income: 10, net_income: 9 },
        },
        actual: {
          revenue: recorded ? '21000.00' : '0.00',
          cost_of_sales: recorded ? '8000.00' : '0.00',
          expenses: recorded ? '9000.00' : '0.00',
          costs: recorded ? '17000.00' : '0.00',
          gross_profit: recorded ? '13000.00' : '0.00',
          gross_margin: recorded ? 61.9 : null,
        },
        variance: recorded
          ? { revenue: '-1000.00', costs: '2000.00', gross_profit: '-500.00' }
          : null,
      };
    }),
  };
}

/** No budget: the server's default months, actual figures only (March recorded). */
function actualsWithoutBudget(): PerformanceResponse {
  const months = ['2027-01', '2027-02', '2027-03'];
  return {
    currency: 'USD',
    from: months[0]!,
    to: months.at(-1)!,
    has_budget: false,
    has_actuals: true,
    actuals_source: 'ledger',
    months: months.map((month, i) => {
      const recorded = i === 2;
      return {
        month,
        date: ['2027-01-31', '2027-02-28', '2027-03-31'][i]!,
        budget: null,
        actual: {
          revenue: recorded ? '1250.40' : '0.00',
          cost_of_sales: recorded ? '300.00' : '0.00',
          expenses: recorded ? '150.25' : '0.00',
          costs: recorded ? '450.25' : '0.00',
          gross_profit: recorded ? '950.40' : '0.00',
          gross_margin: recorded ? 76.01 : null,
        },
        variance: null,
      };
    }),
  };
}

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi()
    .on('POST', GENERATE, () => BUDGET)
    .on('GET', PERFORMANCE, () => ({ ...performanceWithActuals(), has_actuals: false }));
});

function renderPage() {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={['/financial-performance']}>
        <FinancialPerformancePage />
      </MemoryRouter>
    </FinaProvider>,
  );
}

async function charts(): Promise<Highcharts.Chart[]> {
  await waitFor(() => expect(document.querySelectorAll('.highcharts-container')).toHaveLength(2));
  return Highcharts.charts.filter((c): c is Highcharts.Chart =>
    Boolean(c && document.body.contains(c.container)),
  );
}

describe('financial performance', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
  });

  it('draws Revenue and Costs and Profit Margins at 700 × 300 with month-end labels', async () => {
    renderPage();
    expect(document.querySelector('.ant-spin')).not.toBeNull();
    const [revenue, margins] = await charts();
    expect(chartTitle(revenue!)).toBe('Revenue and Costs');
    expect(chartTitle(margins!)).toBe('Profit Margins');
    expect(revenue!.chartWidth).toBe(700);
    expect(revenue!.chartHeight).toBe(300);
    expect(revenue!.xAxis[0]!.categories).toEqual([
      'Jan 31',
      'Feb 28',
      'Mar 31',
      'Apr 30',
      'May 31',
      'Jun 30',
      'Jul 31',
      'Aug 31',
      'Sep 30',
      'Oct 31',
      'Nov 30',
      'Dec 31',
    ]);
    const budgetRevenue = revenue!.series.find((s) => s.name === 'Budget revenue')!;
    expect(budgetRevenue.points[0]!.y).toBeCloseTo(Number(BUDGET.statements.income[0]!.revenue), 2);
    expect(revenue!.series.map((s) => s.name)).toEqual(['Budget revenue', 'Budget costs']);
    expect(margins!.series.find((s) => s.name === 'Gross margin')!.points[0]!.y).toBe(
      BUDGET.margins.gross_profit[0],
    );
    // Asked for the forecast's own months.
    await waitFor(() => expect(api.calls.some((c) => c.path === PERFORMANCE)).toBe(true));
  });

  it('follows the spec width rule on a phone: window width − 32', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    renderPage();
    const [revenue] = await charts();
    expect(revenue!.chartWidth).toBe(358);
  });

  it('puts actual figures beside the budget, with the variance per month', async () => {
    api.on('GET', PERFORMANCE, () => performanceWithActuals());
    renderPage();
    const table = await screen.findByLabelText('Budget against actual by month');
    const january = within(table).getAllByText('Jan 31')[0]!.closest('tr')!;
    expect(january).toHaveTextContent('$21,000.00');
    expect(january).toHaveTextContent('-$1,000.00');
    expect(january).toHaveTextContent('$17,000.00');
    const [revenue] = await charts();
    await waitFor(() =>
      expect(revenue!.series.map((s) => s.name)).toEqual([
        'Budget revenue',
        'Budget costs',
        'Actual revenue',
        'Actual costs',
      ]),
    );
    expect(revenue!.series[2]!.points[0]!.y).toBe(21000);
  });

  it("says 'No data' with a button to create a budget, and 'Oops!' on a server error", async () => {
    api.on('POST', GENERATE, () => ({ status: 404, body: { message: 'No budget yet' } }));
    const { unmount } = renderPage();
    expect(
      await screen.findByText(MESSAGES.noData, { selector: '.ant-empty-description' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a budget' }).closest('a')).toHaveAttribute(
      'href',
      '/financial-plans/create-a-budget',
    );
    unmount();
    api.on('POST', GENERATE, () => ({ status: 500, body: { message: 'boom' } }));
    renderPage();
    expect(await screen.findByText(MESSAGES.chartsOops)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.chartsIssue)).toBeInTheDocument();
  });

  it('shows the actual figures before any budget exists, with a call to create one', async () => {
    const asked: URLSearchParams[] = [];
    api
      .on('POST', GENERATE, () => ({ status: 404, body: { message: 'No budget yet' } }))
      .on('GET', PERFORMANCE, ({ url }) => {
        asked.push(url.searchParams);
        return actualsWithoutBudget();
      });
    renderPage();
    const table = await screen.findByLabelText('Actual figures by month');
    const march = within(table).getByText('Mar 31').closest('tr')!;
    expect(march).toHaveTextContent('$1,250.40');
    expect(march).toHaveTextContent('$150.25');
    expect(march).toHaveTextContent('76.01%');
    expect(
      screen.getByRole('button', { name: 'Create a budget to compare' }).closest('a'),
    ).toHaveAttribute('href', '/financial-plans/create-a-budget');
    expect(screen.queryByText(MESSAGES.noData)).toBeNull();
    // No budget months to ask for: the server's default range.
    expect(asked[0]?.has('from')).toBe(false);
    await waitFor(() => expect(document.querySelectorAll('.highcharts-container')).toHaveLength(1));
    const [revenue] = Highcharts.charts.filter((c): c is Highcharts.Chart =>
      Boolean(c && document.body.contains(c.container)),
    );
    expect(revenue!.series.map((s) => s.name)).toEqual(['Actual revenue', 'Actual costs']);
    expect(revenue!.series[0]!.points[2]!.y).toBeCloseTo(1250.4, 2);
    expect(revenue!.xAxis[0]!.categories).toEqual(['Jan 31', 'Feb 28', 'Mar 31']);
  });

  it('follows a window resize, and redraws without animation', async () => {
    renderPage();
    const [revenue] = await charts();
    expect(revenue!.chartWidth).toBe(700);
    expect(revenue!.options.chart?.animation).toBe(false);
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(revenue!.chartWidth).toBe(358));
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(revenue!.chartWidth).toBe(700));
  });
});
