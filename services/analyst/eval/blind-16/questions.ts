/**
 * All questions of blind set 16, in book order. The questions are written next to each
 * book's generator (books/<name>.ts) so that an expected figure is computed from the same
 * data that was written into the sheet.
 */
import type { BlindQuestion, BuiltBook } from './lib';

export function blind16Questions(built: Map<string, BuiltBook>): BlindQuestion[] {
  return [...built.values()].flatMap((b) => b.questions);
}
