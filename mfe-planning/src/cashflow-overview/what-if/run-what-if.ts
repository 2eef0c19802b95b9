import type { ForecastInput, ForecastResult } from '@fina/finance';
import { forecast } from '@fina/finance';
import type { WhatIfSettings } from './what-if-input';
import { applyWhatIf } from './what-if-input';

/** The name of the browser performance entry each recompute leaves (read by the e2e bench). */
export const WHAT_IF_MEASURE = 'fina:what-if';

/** What the what-if shows beside the saved plan; amounts in minor units. */
export interface WhatIfOutcome {
  months: string[];
  closingCash: number[];
  lowPoint: { month: string; cash: number };
  yearEndCash: number;
  borrowing: number;
  /** Months until cash before any borrowing falls below zero; null when it never does. */
  runwayMonths: number | null;
  /** The engine's answer, for anyone who needs more. */
  result: ForecastResult;
}

export function outcomeOf(result: ForecastResult): WhatIfOutcome {
  const closingCash = result.cash_flow.map((m) => m.closing_cash);
  const months = result.cash_flow.map((m) => m.month);
  let low = 0;
  closingCash.forEach((cash, i) => {
    if (cash < (closingCash[low] ?? cash)) low = i;
  });
  const beforeFinancing = result.schedules.financing.cash_before_financing;
  const firstNegative = beforeFinancing.findIndex((cash) => cash < 0);
  return {
    months,
    closingCash,
    lowPoint: { month: months[low] ?? result.start_month, cash: closingCash[low] ?? 0 },
    yearEndCash: closingCash[Math.min(11, closingCash.length - 1)] ?? 0,
    borrowing: result.advice
      .filter((line) => line.action === 'borrow')
      .reduce((sum, line) => sum + line.amount, 0),
    runwayMonths: firstNegative < 0 ? null : firstNegative,
    result,
  };
}

/**
 * Runs the finance engine in the browser on the what-if input. The engine call is timed and
 * left as a performance entry (nothing is shown to the user).
 */
export function runWhatIf(input: ForecastInput, settings: WhatIfSettings): WhatIfOutcome {
  const changed = applyWhatIf(input, settings);
  const started = performance.now();
  const result = forecast(changed);
  const elapsed = performance.now() - started;
  try {
    performance.measure(WHAT_IF_MEASURE, { start: started, duration: elapsed });
  } catch {
    // Older engines (and jsdom) without User Timing Level 3: the figure is only a measurement.
  }
  return outcomeOf(result);
}
