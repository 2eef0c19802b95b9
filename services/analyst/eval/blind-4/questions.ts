/** The blind-4 questions: each book's questions, ids prefixed with the book's name. */
import type { BlindExpect } from './kit/types';
import type { Blind4BookName, Blind4Books } from './workbooks';

export interface Blind4Question {
  id: string;
  book: Blind4BookName;
  question: string;
  expect: BlindExpect;
  means: string;
}

export function blind4Questions(books: Blind4Books): Blind4Question[] {
  return (Object.keys(books) as Blind4BookName[]).flatMap((book) =>
    books[book].questions.map((q) => ({ ...q, id: `${book}/${q.id}`, book })),
  );
}
