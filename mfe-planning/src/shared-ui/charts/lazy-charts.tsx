/**
 * The chart components, loaded on demand: importing this file costs nothing until a chart is
 * drawn, then one chunk brings Highcharts. Pages import charts from here only.
 */
import { lazy, Suspense } from 'react';
import type { ComponentProps, ComponentType, LazyExoticComponent } from 'react';
import { Skeleton } from 'antd';
import { CHART_HEIGHT } from './chart-size';

function withFallback<P extends object>(Lazy: LazyExoticComponent<ComponentType<P>>) {
  return function ChartWhenLoaded(props: P) {
    return (
      <Suspense
        fallback={
          <div style={{ height: CHART_HEIGHT }} aria-busy="true">
            <Skeleton active />
          </div>
        }
      >
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}

export const RevenueCostsChart = withFallback(lazy(() => import('./revenue-costs-chart')));
export const ProfitMarginsChart = withFallback(lazy(() => import('./profit-margins-chart')));
export const CashForecastChart = withFallback(lazy(() => import('./cash-forecast-chart')));
export type { RevenueCostsChartProps } from './revenue-costs-chart';
export type { ProfitMarginsChartProps } from './profit-margins-chart';
export type { CashForecastChartProps, CashSeries } from './cash-forecast-chart';
