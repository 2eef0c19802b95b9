/** All questions of blind-45 (each book's list, in book order). */
import type { BlindQuestion } from './lib';
import { BOOKS } from './workbooks';

export const QUESTIONS: BlindQuestion[] = BOOKS.flatMap((b) => b.questions);
