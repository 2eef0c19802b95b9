import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The spec's chart height. */
export const CHART_HEIGHT = 300;
/** Under this window width the chart follows the window (the spec's mobile rule). */
export const MOBILE_BREAKPOINT = 768;
const DESKTOP_CHART_WIDTH = 700;
const MOBILE_MARGIN = 32;

/**
 * The width before the chart's box is measured (and where nothing can measure it):
 * window width − 32 under 768 px, else 700 (spec section 9).
 */
export function chartWidth(windowWidth: number): number {
  return windowWidth < MOBILE_BREAKPOINT
    ? Math.max(windowWidth - MOBILE_MARGIN, 0)
    : DESKTOP_CHART_WIDTH;
}

/**
 * The chart's width and height. The width is the box the chart sits in (a card fills the
 * page, so a fixed 700 px left an empty band on a wide screen), followed as it resizes;
 * until that box has a width, the spec's window rule.
 */
export function useChartSize(box?: RefObject<HTMLElement | null>): {
  width: number;
  height: number;
} {
  const [windowBased, setWindowBased] = useState(() => chartWidth(window.innerWidth));
  const [measured, setMeasured] = useState(0);
  useEffect(() => {
    const onResize = () => setWindowBased(chartWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useEffect(() => {
    const element = box?.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setMeasured(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return { width: measured > 0 ? measured : windowBased, height: CHART_HEIGHT };
}
