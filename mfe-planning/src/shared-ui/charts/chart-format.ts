/**
 * Number formatting for chart axes and tooltips. Charts draw floats (a plotted point needs no
 * exactness); every figure a user reads as an amount elsewhere is formatted from exact decimals.
 */
export function moneyAxisFormatter(currency: string): (value: number) => string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (value) => format.format(value);
}

export function moneyTooltipFormatter(currency: string): (value: number) => string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return (value) => format.format(value);
}

/** Cents (or any minor unit) → a plotted major-unit number. */
export function minorToPlot(minor: number, minorDigits = 2): number {
  return minor / 10 ** minorDigits;
}

/** A decimal string from the API ("1234.50") → a plotted number; null stays a gap. */
export function decimalToPlot(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The text of a drawn chart's title (tests and logs). */
export function chartTitle(chart: {
  options: { title?: { text?: string | null } };
}): string | undefined {
  return chart.options.title?.text ?? undefined;
}
