/**
 * The one place that loads Highcharts (with its offline PNG export). Only the chart modules in
 * this folder import it, and pages load those with `import()`, so a page without charts (the
 * dashboard) never downloads it.
 */
import { forwardRef, useRef } from 'react';
import Highcharts from 'highcharts';
import 'highcharts/modules/exporting';
import 'highcharts/modules/offline-exporting';
import HighchartsReact from 'highcharts-react-official';
import { CHART_HEIGHT, useChartSize } from './chart-size';

export { Highcharts };
export type ChartHandle = { chart: Highcharts.Chart };

interface FinaChartProps {
  /** What the chart shows, for screen readers (the figures are also in a table below it). */
  label: string;
  /** File name of the PNG export, without extension. */
  fileName: string;
  options: Highcharts.Options;
}

/** A Highcharts chart as wide as its box, 300 px high, with a PNG download made in the browser. */
export const FinaChart = forwardRef<ChartHandle, FinaChartProps>(function FinaChart(
  { label, fileName, options },
  ref,
) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useChartSize(box);
  const merged: Highcharts.Options = {
    ...options,
    chart: {
      ...options.chart,
      width,
      height: CHART_HEIGHT,
      // No animated redraws: the what-if updates the chart on every slider step, and animations
      // cut short by the next update left the new y-axis labels invisible (negative opacity),
      // so at 1366 px the cash chart showed only "$0". The first draw still animates.
      animation: false,
    },
    credits: { enabled: false },
    // Our tables under the charts carry the figures for assistive technology.
    accessibility: { enabled: false },
    exporting: {
      enabled: true,
      // Offline only: the image is drawn in the browser, nothing is sent to an export server.
      local: true,
      fallbackToExportServer: false,
      filename: fileName,
      buttons: { contextButton: { menuItems: ['downloadPNG'] } },
    },
  };
  return (
    <div
      ref={box}
      role="figure"
      aria-label={label}
      style={{ width: '100%', maxWidth: '100%', overflowX: 'hidden' }}
    >
      <HighchartsReact
        ref={ref as never}
        highcharts={Highcharts}
        options={merged}
        containerProps={{ style: { width, height } }}
      />
    </div>
  );
});

/** Saves a drawn chart as PNG, rendered in the browser (offline-exporting). */
export async function downloadChartPng(chart: Highcharts.Chart, fileName: string): Promise<void> {
  const withExporting = chart as Highcharts.Chart & {
    exporting?: { exportChart(options: Highcharts.ExportingOptions): Promise<void> };
  };
  await withExporting.exporting?.exportChart({ type: 'image/png', filename: fileName });
}
