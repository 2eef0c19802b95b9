import type { SeriesOptionsType } from 'highcharts';
import { FinaChart } from './fina-chart';
import { moneyAxisFormatter, moneyTooltipFormatter } from './chart-format';
import { monthEndLabel } from './month-labels';

export interface RevenueCostsChartProps {
  /** Month-end dates ('2026-01-31'), one per point. */
  dates: string[];
  currency: string;
  /** The budget's lines; left out (actual figures only) before a budget exists. */
  budgetRevenue?: (number | null)[];
  budgetCosts?: (number | null)[];
  /** Recorded figures; drawn only when at least one month has them. */
  actualRevenue?: (number | null)[];
  actualCosts?: (number | null)[];
}

const hasAny = (values?: (number | null)[]) => Boolean(values?.some((v) => v !== null));

/** Revenue and Costs: the budget's lines (when there is one), and the recorded ones beside them. */
export default function RevenueCostsChart(props: RevenueCostsChartProps) {
  const axis = moneyAxisFormatter(props.currency);
  const tooltip = moneyTooltipFormatter(props.currency);
  const series: SeriesOptionsType[] = [];
  if (props.budgetRevenue) {
    series.push({
      type: 'line',
      name: 'Budget revenue',
      data: props.budgetRevenue,
      color: '#1677ff',
    });
  }
  if (props.budgetCosts) {
    series.push({ type: 'line', name: 'Budget costs', data: props.budgetCosts, color: '#fa8c16' });
  }
  if (hasAny(props.actualRevenue)) {
    series.push({
      type: 'column',
      name: 'Actual revenue',
      data: props.actualRevenue,
      color: '#69b1ff',
    });
  }
  if (hasAny(props.actualCosts)) {
    series.push({
      type: 'column',
      name: 'Actual costs',
      data: props.actualCosts,
      color: '#ffc069',
    });
  }
  return (
    <FinaChart
      label="Revenue and costs by month"
      fileName="revenue-and-costs"
      options={{
        title: { text: 'Revenue and Costs' },
        xAxis: { categories: props.dates.map(monthEndLabel) },
        yAxis: {
          title: { text: undefined },
          labels: { formatter: (ctx) => axis(Number(ctx.value)) },
        },
        tooltip: {
          shared: true,
          pointFormatter: function () {
            return `<span style="color:${String(this.color)}">●</span> ${this.series.name}: <b>${tooltip(this.y ?? 0)}</b><br/>`;
          },
        },
        series,
      }}
    />
  );
}
