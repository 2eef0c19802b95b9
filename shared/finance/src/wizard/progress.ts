/**
 * Wizard progress (spec section 4): percent complete = round((step + 1) / total × 100),
 * capped at 100. `step` is the zero-based index of the current step; an index
 * below 0 counts as 0. Computed in integers so 12.5 rounds to 13 exactly.
 */
export function wizardProgress(step: number, totalSteps: number): number {
  if (!Number.isInteger(totalSteps) || totalSteps < 1) {
    throw new RangeError(`totalSteps must be a whole number of at least 1 (got ${totalSteps})`);
  }
  if (!Number.isInteger(step)) {
    throw new RangeError(`step must be a whole number (got ${step})`);
  }
  const index = Math.max(0, step);
  // round half-up of (index + 1) * 100 / total, in integers
  const percent = Math.floor(((index + 1) * 200 + totalSteps) / (2 * totalSteps));
  return Math.min(100, percent);
}

/** The line the wizards show: 'You are N% complete'. */
export function progressLabel(step: number, totalSteps: number): string {
  return `You are ${wizardProgress(step, totalSteps)}% complete`;
}
