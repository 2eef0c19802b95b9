/**
 * Imported first by this remote's component tests.
 * - jsdom's getComputedStyle walks every CSS rule antd injects (slow, and it throws for a
 *   pseudo-element): jsdom lays nothing out, so the inline style is all it could answer.
 * - A desktop screen (1280 px wide, no reduced motion) unless a test says otherwise, so
 *   antd's breakpoints show the side-by-side layout.
 * - antd pages render slowly in jsdom on a busy machine: wait up to 10 s for what a test
 *   looks for, and give each test 2 minutes.
 */
import { configure } from '@testing-library/react';

window.getComputedStyle = (element: Element) =>
  (element as HTMLElement).style ?? document.createElement('div').style;

export const screenSettings = { width: 1280, reducedMotion: false };

function matches(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return screenSettings.reducedMotion;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (min && screenSettings.width < Number(min[1])) return false;
  if (max && screenSettings.width > Number(max[1])) return false;
  return Boolean(min || max);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(120_000);
