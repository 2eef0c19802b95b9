import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import Highcharts from 'highcharts';
import { chartTitle } from '../shared-ui/charts/chart-format';
import { FinaProvider } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import type { Scenario, SolutionApplication } from '@fina/contract';
import { MESSAGES } from '@fina/contract';
import { COMPANY_ID, signIn } from '../shared-ui/testing/signed-in-companies';
import { PHONE_QUERY } from '@fina/ui';
import { CashflowOverviewPage } from './cashflow-overview-page';
import { budgetFixture } from '../shared-ui/testing/budget-fixture';

const GENERATE = '/api/chat/generate_budget';
const SOLUTIONS = `/api/account/company/${COMPANY_ID}/solution_application`;
const SCENARIOS = `/api/account/company/${COMPANY_ID}/scenario`;
const ASK = `/api/chat/company/${COMPANY_ID}/forecast/ask`;

const BUDGET = budgetFixture();
let api: FakeApi;
let applications: SolutionApplication[];
let scenarios: Scenario[];

beforeEach(() => {
  signIn();
  applications = [];
  scenarios = [];
  api = installFakeApi()
    .on('POST', GENERATE, () => BUDGET)
    .on('GET', SOLUTIONS, () => applications)
    .on('POST', SOLUTIONS, ({ body }) => {
      const created: SolutionApplication = {
        application_id: `a${applications.length + 1}`,
        solutions: (body as { solutions: SolutionApplication['solutions'] }).solutions,
        status: 'submitted',
        created_at: '2027-01-15T10:00:00.000Z',
      };
      applications = [created, ...applications];
      return { status: 201, body: created };
    })
    .on('GET', SCENARIOS, () => scenarios)
    .on('POST', SCENARIOS, ({ body }) => {
      const created = {
        ...(body as Omit<Scenario, 'scenario_id' | 'created_at'>),
        scenario_id: `5c1d2e3f-0000-4000-8000-00000000000${scenarios.length + 1}`,
        created_at: '2027-01-15T10:00:00.000Z',
      };
      scenarios = [created, ...scenarios];
      return { status: 201, body: created };
    })
    .on('POST', ASK, () => ({ session_id: 'session-42', filename: 'Fina forecast 2027.xlsx' }));
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderPage(path = '/cashflow-overview') {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cashflow-overview/*" element={<CashflowOverviewPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

/** The drawn cash chart (real Highcharts in jsdom), once its lazy chunk has loaded. */
async function cashChart(): Promise<Highcharts.Chart> {
  await waitFor(() => expect(document.querySelector('.highcharts-container')).not.toBeNull());
  const chart = Highcharts.charts.find(
    (c) => c && document.body.contains(c.container) && chartTitle(c)?.startsWith('Cash'),
  );
  if (!chart) throw new Error('no cash chart');
  return chart;
}

/** The y values Highcharts drew for a series (undefined when there is no such series). */
const seriesNamed = (chart: Highcharts.Chart, name: string) =>
  chart.series.find((s) => s.name === name)?.points.map((p) => p.y as number);

const cell = (row: string, column: number) => {
  const table = screen.getByLabelText('Saved plan and what-if compared');
  const tr = within(table).getByText(row).closest('tr')!;
  return tr.querySelectorAll('td')[column]?.textContent;
};

describe('the cashflow overview', () => {
  it('draws the forecast titled with its real year, its low point, runway and recommendations', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.on('POST', GENERATE, () => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await waitFor(() => expect(document.querySelector('.ant-spin')).not.toBeNull());
    await act(async () => answer(BUDGET));
    const chart = await cashChart();
    expect(chartTitle(chart)).toBe('Cash forecast 2027');
    expect(chart.xAxis[0]!.categories.slice(0, 3)).toEqual(['Jan 31', 'Feb 28', 'Mar 31']);
    expect(seriesNamed(chart, 'Saved plan')?.[0]).toBeCloseTo(15845.16, 2);
    expect(api.bodiesOf('POST', GENERATE)).toEqual([{ company_id: COMPANY_ID }]);

    const lowest = screen.getByLabelText('Lowest cash month');
    expect(lowest).toHaveTextContent('March 2027');
    expect(lowest.closest('.ant-card')).toHaveTextContent('$10,000.00');
    expect(
      screen.getByText('2 months', { selector: '.ant-statistic-content-value' }),
    ).toBeInTheDocument();

    const borrow = screen.getByText('Borrow').closest('tr')!;
    expect(borrow).toHaveTextContent('March 2027');
    expect(borrow).toHaveTextContent('$13,754.84');
    expect(borrow).toHaveTextContent('4.5% per 90 days');
  });

  it('shows each recommendation as a stacked card on a phone, every column in view', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === PHONE_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as typeof window.matchMedia;
    try {
      renderPage();
      const list = await screen.findByRole('list', { name: 'Recommendation' });
      const borrow = within(list).getByText('Borrow').closest('li')!;
      expect(borrow).toHaveTextContent('$13,754.84');
      expect(borrow).toHaveTextContent('(March 2027)');
      expect(borrow).toHaveTextContent('4.5% per 90 days');
      expect(within(borrow).getByText('Why:')).toBeInTheDocument();
      // The fixture's plan has 8 lines: three at first, the rest on ask.
      expect(BUDGET.advice).toHaveLength(8);
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      await userEvent.click(screen.getByRole('button', { name: 'Show all 8 lines' }));
      expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    } finally {
      window.matchMedia = original;
    }
  });

  it('recomputes the forecast in the browser when a slider moves, beside the saved plan', async () => {
    renderPage();
    const chart = await cashChart();
    // Unchanged, the what-if is the saved plan to the cent.
    expect(cell('Cash at month 12', 2)).toBe(cell('Cash at month 12', 1));
    expect(seriesNamed(chart, 'What-if')).toBeUndefined();
    const planYearEnd = cell('Cash at month 12', 1);

    const price = screen.getByRole('slider', { name: 'Price change' });
    act(() => price.focus());
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(price, { key: 'ArrowRight', keyCode: 39 });

    expect(screen.getByLabelText('Price change percent')).toHaveValue('5');
    await waitFor(() => expect(seriesNamed(chart, 'What-if')).toBeDefined());
    const whatIf = seriesNamed(chart, 'What-if')!;
    const plan = seriesNamed(chart, 'Saved plan')!;
    // Higher prices with the same volume: more cash by year end.
    expect(whatIf.at(-1)!).toBeGreaterThan(plan.at(-1)!);
    expect(cell('Cash at month 12', 2)).not.toBe(planYearEnd);

    // Collecting later holds cash back: the year end falls again.
    const before = whatIf.at(-1)!;
    fireEvent.change(screen.getByLabelText('Days to collect value'), { target: { value: '90' } });
    await waitFor(() => expect(seriesNamed(chart, 'What-if')!.at(-1)!).toBeLessThan(before));

    await userEvent.click(screen.getByRole('button', { name: 'Back to the saved plan' }));
    await waitFor(() => expect(seriesNamed(chart, 'What-if')).toBeUndefined());
    expect(cell('Cash at month 12', 2)).toBe(planYearEnd);
  });

  it('saves a scenario and compares it on the chart', async () => {
    renderPage();
    const chart = await cashChart();
    fireEvent.change(screen.getByLabelText('Price change percent'), { target: { value: '-10' } });
    await userEvent.type(screen.getByLabelText('Scenario name'), 'Discount year');
    await userEvent.click(screen.getByRole('button', { name: 'Save scenario' }));
    await waitFor(() => expect(api.bodiesOf('POST', SCENARIOS)).toHaveLength(1));
    expect(api.bodiesOf('POST', SCENARIOS)[0]).toEqual({
      name: 'Discount year',
      growth_rate: 20,
      price_change_percent: -10,
      days_to_collect: 30,
      hire_start_shift_months: 0,
    });
    await userEvent.click(await screen.findByLabelText('Compare Discount year'));
    await waitFor(() => expect(seriesNamed(chart, 'Discount year')).toBeDefined());
    expect(seriesNamed(chart, 'Discount year')!.at(-1)!).toBeLessThan(
      seriesNamed(chart, 'Saved plan')!.at(-1)!,
    );
  });

  it("applies for a solution only once one is ticked, shows the spec's dialog and the status", async () => {
    renderPage();
    await cashChart();
    const apply = screen.getByRole('button', { name: 'Apply for a solution' });
    expect(apply).toBeDisabled();
    expect(screen.getByText(/0.625%-1.250% per annum/)).toBeInTheDocument();
    expect(screen.getByText(/0.25%-0.75% per annum/)).toBeInTheDocument();
    expect(screen.getByText(/3% per month/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Credit line/ }));
    expect(apply).toBeEnabled();
    await userEvent.click(apply);
    expect(await screen.findByText(MESSAGES.loanSuccess)).toBeInTheDocument();
    expect(api.bodiesOf('POST', SOLUTIONS)).toEqual([{ solutions: ['credit_line'] }]);
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
  });

  it('opens a chat about the forecast', async () => {
    renderPage();
    await cashChart();
    await userEvent.click(screen.getByRole('button', { name: /Ask Fina about this forecast/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/chat-with-fina/session-42');
  });

  it('turns a missing budget into a next step, and a server error into the spec message', async () => {
    api.on('POST', GENERATE, () => ({
      status: 404,
      body: { message: 'No budget yet', field: 'company_id' },
    }));
    const { unmount } = renderPage('/cashflow-overview/1');
    const create = await screen.findByRole('button', { name: 'Create your budget' });
    expect(create.closest('a')).toHaveAttribute('href', '/financial-plans/create-a-budget');
    unmount();

    api.on('POST', GENERATE, () => ({ status: 500, body: { message: 'boom' } }));
    renderPage();
    expect(await screen.findByText(MESSAGES.chartsOops)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.chartsIssue)).toBeInTheDocument();
  });
});
