import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useChartSize } from './chart-size';
import { cashForecastTitle } from './cash-forecast-chart';

/** A ResizeObserver the test drives: `resize(width)` is the browser laying the box out. */
let observed: { callback: () => void; element: Element } | null = null;
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(element: Element) {
    observed = { callback: this.callback, element };
  }
  disconnect() {
    observed = null;
  }
}
function resize(width: number) {
  const element = observed!.element as HTMLElement;
  element.getBoundingClientRect = () => ({ width }) as DOMRect;
  act(() => observed!.callback());
}

function Sized() {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useChartSize(box);
  return (
    <div ref={box}>
      <span data-testid="size">{`${width}×${height}`}</span>
    </div>
  );
}

describe('the chart size', () => {
  const original = globalThis.ResizeObserver;
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it('fills the box it sits in and follows it as it resizes', () => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
    render(<Sized />);
    // Not laid out yet: the spec's desktop width.
    expect(screen.getByTestId('size')).toHaveTextContent('700×300');
    resize(1016);
    expect(screen.getByTestId('size')).toHaveTextContent('1016×300');
    resize(640);
    expect(screen.getByTestId('size')).toHaveTextContent('640×300');
  });

  it('falls back to the window rule where nothing measures the box', () => {
    globalThis.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    render(<Sized />);
    expect(screen.getByTestId('size')).toHaveTextContent('358×300');
  });
});

describe('the cash forecast title', () => {
  it('names the year of a calendar-year forecast', () => {
    const dates = ['2026-01-31', '2026-06-30', '2026-12-31'];
    expect(cashForecastTitle(dates, 2026)).toBe('Cash forecast 2026');
  });

  it('names both ends of a forecast that crosses a year end', () => {
    const dates = ['2026-12-31', '2027-06-30', '2027-11-30'];
    expect(cashForecastTitle(dates, 2026)).toBe('Cash forecast Dec 2026 – Nov 2027');
  });
});
