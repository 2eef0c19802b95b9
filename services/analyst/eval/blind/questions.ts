/**
 * The blind hold-out's questions, asked the way owners talk. Each book's questions and the
 * meaning of every expected figure live beside its generator (books/*.ts); this ties them to
 * their book and gives each a set-wide id "<book>/<id>".
 */
import type { BlindQuestion } from './types';
import type { BlindBook } from './workbooks';

export function buildBlindQuestions(books: Map<string, BlindBook>): BlindQuestion[] {
  const out: BlindQuestion[] = [];
  for (const [name, book] of books)
    for (const q of book.spec.questions(book.facts))
      out.push({ ...q, id: `${name}/${q.id}`, book: name });
  return out;
}
