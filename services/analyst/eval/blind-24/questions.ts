/** All questions of blind hold-out 24, in book order (each book keeps its own beside its generator). */
import type { BlindQuestion } from './kit';
import type { BlindBook } from './workbooks';

export function blindQuestions(books: readonly BlindBook[]): BlindQuestion[] {
  return books.flatMap((b) => b.questions);
}
