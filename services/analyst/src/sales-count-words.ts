/**
 * Issue 13, pass 20 (M7): "how many sales did we ring up" on a sales log is "how many sales
 * did we make" (its rows counted); "ring up" named nothing in the workbook and was refused.
 */
export function salesCountWording(question: string): string | undefined {
  const q = question.toLowerCase();
  if (!/\bhow many (sales|transactions|orders)\b/.test(q)) return undefined;
  const put = q.replace(/\b(ring|rang|rung) (up|through)\b/g, 'make');
  return put === q ? undefined : put;
}
