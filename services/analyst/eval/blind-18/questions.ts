/** Every blind-18 question, gathered from the books (each book keeps its questions beside its generator). */
import type { BlindQuestion } from './books/kit';
import { BLIND18_BOOKS } from './workbooks';

export const BLIND18_QUESTIONS: BlindQuestion[] = BLIND18_BOOKS.flatMap((b) => b.questions);
