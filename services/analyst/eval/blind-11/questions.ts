/** All questions of blind hold-out 11, in book order (each book keeps its questions beside its generator). */
import type { BlindQuestion } from './kit';
import type { BlindBook } from './workbooks';

export function blind11Questions(books: readonly BlindBook[]): BlindQuestion[] {
  return books.flatMap((b) => b.questions);
}
