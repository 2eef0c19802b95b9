import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import type { GenerateBudgetResponse, Scenario } from '@fina/contract';
import type { ForecastInput } from '@fina/finance';
import type { ApiClient } from '@fina/api-client';
import { CashForecastChart } from '../../shared-ui/charts/lazy-charts';
import type { CashSeries } from '../../shared-ui/charts/lazy-charts';
import { decimalToPlot, minorToPlot } from '../../shared-ui/charts/chart-format';
import { OutcomeTable, outcomeColumn, planColumn } from './outcome-table';
import type { WhatIfOutcome } from './run-what-if';
import { runWhatIf } from './run-what-if';
import { ScenarioList } from './scenario-list';
import { useScenarios } from './use-scenarios';
import { WhatIfControls } from './what-if-controls';
import type { WhatIfSettings } from './what-if-input';
import { planSettings, sameSettings } from './what-if-input';

const COMPARE_COLORS = ['#722ed1', '#13c2c2', '#eb2f96', '#a0d911'];

function settingsOf(scenario: Scenario): WhatIfSettings {
  const { growth_rate, price_change_percent, days_to_collect, hire_start_shift_months } = scenario;
  return { growth_rate, price_change_percent, days_to_collect, hire_start_shift_months };
}

/** Runs the engine, or says why it could not (an input the what-if made invalid). */
function tryRun(input: ForecastInput, settings: WhatIfSettings): WhatIfOutcome | string {
  try {
    return runWhatIf(input, settings);
  } catch (error) {
    return error instanceof Error ? error.message : 'This what-if cannot be computed.';
  }
}

/**
 * The cash forecast chart with the what-if: the saved plan (as the server computed it) beside
 * the forecast recomputed in the browser on every change, and any saved scenarios compared.
 */
export function WhatIfSection({
  api,
  companyId,
  budget,
}: {
  api: ApiClient;
  companyId: string;
  budget: GenerateBudgetResponse;
}) {
  const input = budget.input as unknown as ForecastInput;
  const plan = useMemo(() => planSettings(input), [input]);
  const [settings, setSettings] = useState<WhatIfSettings>(plan);
  const [compared, setCompared] = useState<string[]>([]);
  const { scenarios, save, remove } = useScenarios(api, companyId);

  const outcome = useMemo(() => tryRun(input, settings), [input, settings]);
  const comparedOutcomes = useMemo(
    () =>
      scenarios
        .filter((s) => compared.includes(s.scenario_id))
        .map((s) => ({ scenario: s, outcome: tryRun(input, settingsOf(s)) })),
    [scenarios, compared, input],
  );

  const changed = !sameSettings(settings, plan);
  const digits = typeof outcome === 'string' ? 2 : outcome.result.minor_digits;
  const series: CashSeries[] = [
    {
      name: 'Saved plan',
      values: budget.statements.cash_flow.map((m) => decimalToPlot(m.closing_cash) ?? 0),
      color: '#1677ff',
    },
  ];
  if (changed && typeof outcome !== 'string') {
    series.push({
      name: 'What-if',
      values: outcome.closingCash.map((c) => minorToPlot(c, digits)),
      color: '#fa8c16',
      dashed: true,
    });
  }
  comparedOutcomes.forEach(({ scenario, outcome: o }, i) => {
    if (typeof o === 'string') return;
    series.push({
      name: scenario.name,
      values: o.closingCash.map((c) => minorToPlot(c, digits)),
      color: COMPARE_COLORS[i % COMPARE_COLORS.length],
      dashed: true,
    });
  });

  const columns = [planColumn(budget)];
  if (typeof outcome !== 'string') {
    columns.push(outcomeColumn('what-if', 'What-if', outcome, budget.currency));
  }
  for (const { scenario, outcome: o } of comparedOutcomes) {
    if (typeof o !== 'string') {
      columns.push(outcomeColumn(scenario.scenario_id, scenario.name, o, budget.currency));
    }
  }

  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Card size="small">
        <CashForecastChart
          dates={budget.dates}
          year={budget.year}
          currency={budget.currency}
          series={series}
          minimumCash={decimalToPlot(budget.minimum_cash)}
        />
      </Card>
      <Card
        size="small"
        title="What if…"
        extra={
          <Button size="small" disabled={!changed} onClick={() => setSettings(plan)}>
            Back to the saved plan
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          Move a slider: Fina recomputes the whole forecast on your device as you go. Nothing is
          saved until you save a scenario.
        </Typography.Paragraph>
        <WhatIfControls
          settings={settings}
          onChange={setSettings}
          existing={input.business_type === 'existing'}
          hasHires={Boolean(input.hires?.length)}
        />
        {typeof outcome === 'string' && (
          <Alert style={{ marginTop: 12 }} type="warning" showIcon title={outcome} />
        )}
        <div style={{ marginTop: 16 }}>
          <OutcomeTable columns={columns} />
        </div>
        <div style={{ marginTop: 16 }}>
          <ScenarioList
            scenarios={scenarios}
            compared={compared}
            onCompare={setCompared}
            onUse={(s) => setSettings(settingsOf(s))}
            onSave={(name) => save(name, settings)}
            onDelete={async (id) => {
              await remove(id);
              setCompared((list) => list.filter((x) => x !== id));
            }}
          />
        </div>
      </Card>
    </Flex>
  );
}
