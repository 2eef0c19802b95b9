import type { Problems } from './row-tables';

export const CHECK_MARKED = 'Check the fields marked in red.';

/**
 * The message the wizard shows under a refused step: a problem about the step as a whole
 * (a missing file, no product) in its own words; problems of single cells, which are shown
 * next to each cell, as one line pointing at them.
 */
export function stepError(problems: Problems): string | null {
  if (problems.size === 0) return null;
  for (const [path, message] of problems) {
    if (!/\.(\d+|line-\d+)\./.test(path) && !path.endsWith('.otherStrategyInput')) return message;
  }
  return CHECK_MARKED;
}
