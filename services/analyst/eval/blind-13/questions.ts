/** All blind-13 questions, book by book (each book defines its own next to its generator). */
import type { BlindQuestion } from './kit';
import { BOOKS } from './workbooks';

export const QUESTIONS: BlindQuestion[] = BOOKS.flatMap((b) => b.questions);
