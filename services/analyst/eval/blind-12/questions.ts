/** All blind-12 questions, in book order. */
import type { BlindQuestion } from './kit';
import { BOOKS } from './workbooks';

export const QUESTIONS: BlindQuestion[] = BOOKS.flatMap((b) => b.questions);
