/**
 * After blind-44: a supplier price check keeps "Weekly cost (current)" beside "Weekly cost
 * (cheapest)": what we spend now, and what we would spend if we switched. "What do we spend a
 * week" was asked back between the two. Two columns that differ only by the qualifier in their
 * brackets, one of them "current" (actual, now, today), are what is and what could be: the
 * question that names neither is about what is; naming "cheapest" still reads that column.
 */
import type { Target, TableView } from './view';

const QUALIFIED = /^(.*?)\s*\(([^)]+)\)\s*$/;
const CURRENT = /^(current|actual|now|today|as is|present)$/i;

/** The "(current)" column when the two columns asked back are it and its alternative. */
export function currentColumnTarget(view: TableView, candidates: string[]): Target | undefined {
  if (candidates.length !== 2) return undefined;
  const parts = candidates.map((c) => QUALIFIED.exec(c.trim()));
  if (!parts[0] || !parts[1]) return undefined;
  if (parts[0][1]!.toLowerCase() !== parts[1][1]!.toLowerCase()) return undefined;
  const current = parts.findIndex((p) => CURRENT.test(p![2]!.trim()));
  if (current < 0 || CURRENT.test(parts[1 - current]![2]!.trim())) return undefined;
  const name = candidates[current]!.trim();
  return view.targets.find((t) => t.kind === 'col' && t.name.trim() === name);
}
