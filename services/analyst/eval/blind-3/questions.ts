/**
 * The questions of the third blind set. They are written beside their generators in
 * books/<name>.ts (the expected figures come from the data each generator writes); this module
 * lists them all, in book order.
 */
import type { Blind3Question } from './types';
import { buildBooks } from './workbooks';

export async function blind3Questions(): Promise<Blind3Question[]> {
  return (await buildBooks()).flatMap((b) => b.questions);
}
