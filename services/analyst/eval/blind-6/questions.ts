/** Every question of the sixth blind hold-out, in book order. */
import { BLIND6_BOOKS } from './workbooks';
import type { BlindQuestion } from './kit';

export const BLIND6_QUESTIONS: BlindQuestion[] = BLIND6_BOOKS.flatMap((b) => b.questions);
