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

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Cash forecast 2026" for a calendar year; "Cash forecast Dec 2026 – Nov 2027" when the
 * 12 months cross a year end (a plan made in November starts in December).
 */
export function cashForecastTitle(dates: readonly string[], year: number): string {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last || first.slice(0, 4) === last.slice(0, 4)) return `Cash forecast ${year}`;
  const label = (date: string) => MONTH_YEAR.format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`));
  return `Cash forecast ${label(first)} – ${label(last)}`;
}

/** The cash forecast: closing cash per month, the saved plan beside any what-if. */
export default function CashForecastChart(props: CashForecastChartProps) {
  const title = cashForecastTitle(props.dates, props.year);
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
      label={title}
      fileName={`cash-forecast-${props.year}`}
      options={{
        title: { text: title },
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
