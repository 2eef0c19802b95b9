import { useEffect, useState } from 'react';

/** The spec's chart height. */
export const CHART_HEIGHT = 300;
/** Under this window width the chart follows the window (the spec's mobile rule). */
export const MOBILE_BREAKPOINT = 768;
const DESKTOP_CHART_WIDTH = 700;
const MOBILE_MARGIN = 32;

/** Window width − 32 under 768 px, else 700 (spec section 9). */
export function chartWidth(windowWidth: number): number {
  return windowWidth < MOBILE_BREAKPOINT
    ? Math.max(windowWidth - MOBILE_MARGIN, 0)
    : DESKTOP_CHART_WIDTH;
}

/** The chart's width and height, following window resizes. */
export function useChartSize(): { width: number; height: number } {
  const [width, setWidth] = useState(() => chartWidth(window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(chartWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return { width, height: CHART_HEIGHT };
}
