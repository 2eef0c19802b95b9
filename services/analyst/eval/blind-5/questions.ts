/** All blind-5 questions, in book order; each book keeps its questions beside its generator. */
import type { BlindQuestion, BuiltBook } from './kit/kit';

export function blind5Questions(books: BuiltBook[]): BlindQuestion[] {
  return books.flatMap((b) => b.questions);
}
