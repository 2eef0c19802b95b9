/** All questions of blind set 17, in book order (they live beside their generators in books/). */
import type { BlindQuestion } from './kit';
import { BOOKS } from './workbooks';

export const QUESTIONS: BlindQuestion[] = BOOKS.flatMap((b) => b.questions);
