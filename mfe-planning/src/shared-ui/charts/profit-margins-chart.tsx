import type { SeriesOptionsType } from 'highcharts';
import { FinaChart } from './fina-chart';
import { monthEndLabel } from './month-labels';

export interface ProfitMarginsChartProps {
  dates: string[];
  /** Percent of sales per month. */
  grossProfit: (number | null)[];
  operatingIncome: (number | null)[];
  netIncome: (number | null)[];
  /** Recorded gross margin, when actual figures exist. */
  actualGrossProfit?: (number | null)[];
}

/** Profit Margins: gross, operating and net margin of the budget, in percent. */
export default function ProfitMarginsChart(props: ProfitMarginsChartProps) {
  const series: SeriesOptionsType[] = [
    { type: 'line', name: 'Gross margin', data: props.grossProfit, color: '#52c41a' },
    { type: 'line', name: 'Operating margin', data: props.operatingIncome, color: '#1677ff' },
    { type: 'line', name: 'Net margin', data: props.netIncome, color: '#722ed1' },
  ];
  if (props.actualGrossProfit?.some((v) => v !== null)) {
    series.push({
      type: 'line',
      name: 'Actual gross margin',
      data: props.actualGrossProfit,
      color: '#95de64',
      dashStyle: 'ShortDash',
    });
  }
  return (
    <FinaChart
      label="Profit margins by month"
      fileName="profit-margins"
      options={{
        title: { text: 'Profit Margins' },
        xAxis: { categories: props.dates.map(monthEndLabel) },
        yAxis: { title: { text: undefined }, labels: { format: '{value}%' } },
        tooltip: { shared: true, valueSuffix: '%', valueDecimals: 2 },
        series,
      }}
    />
  );
}
