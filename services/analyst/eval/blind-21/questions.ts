/** All blind-21 questions, in book order (each book's questions are written beside its generator). */
import type { BlindBook, BlindQuestion } from './common';

export function allQuestions(books: BlindBook[]): BlindQuestion[] {
  return books.flatMap((b) => b.questions);
}
