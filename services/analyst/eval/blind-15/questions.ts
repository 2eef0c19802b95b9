/** Every blind-15 question, book by book (each book keeps its questions beside its generator). */
import type { BlindQuestion } from './kit';
import { BOOKS } from './workbooks';

export const QUESTIONS: BlindQuestion[] = BOOKS.flatMap((b) => b.questions);
