import type { SeriesOptionsType } from 'highcharts';
import { FinaChart } from './fina-chart';
import { moneyAxisFormatter, moneyTooltipFormatter } from './chart-format';
import { monthEndLabel } from './month-labels';

export interface CashSeries {
  name: string;
  /** Closing cash per month, in major units. */
  values: number[];
  dashed?: boolean;
  color?: string;
}

export interface CashForecastChartProps {
  dates: string[];
  /** The forecast's own year: the title says it (DECISIONS.md: not a fixed year). */
  year: number;
  currency: string;
  series: CashSeries[];
  /** The cash buffer the plan keeps, drawn as a line. */
  minimumCash?: number | null;
}

/** The cash forecast: closing cash per month, the saved plan beside any what-if. */
export default function CashForecastChart(props: CashForecastChartProps) {
  const axis = moneyAxisFormatter(props.currency);
  const tooltip = moneyTooltipFormatter(props.currency);
  const series: SeriesOptionsType[] = props.series.map((s) => ({
    type: 'line',
    name: s.name,
    data: s.values,
    ...(s.color ? { color: s.color } : {}),
    ...(s.dashed ? { dashStyle: 'ShortDash' as const } : {}),
  }));
  return (
    <FinaChart
      label={`Cash forecast ${props.year}`}
      fileName={`cash-forecast-${props.year}`}
      options={{
        title: { text: `Cash forecast ${props.year}` },
        xAxis: { categories: props.dates.map(monthEndLabel) },
        yAxis: {
          title: { text: undefined },
          labels: { formatter: (ctx) => axis(Number(ctx.value)) },
          plotLines:
            props.minimumCash !== null && props.minimumCash !== undefined
              ? [
                  {
                    value: props.minimumCash,
                    color: '#ff4d4f',
                    dashStyle: 'Dot',
                    width: 1,
                    label: { text: 'Cash buffer' },
                  },
                ]
              : [],
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
