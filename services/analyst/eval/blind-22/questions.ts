/** Every question of blind hold-out 22, in book order (ids are `<book>-<n>`). */
import type { BlindQuestion } from './lib';
import { BOOKS } from './workbooks';

export const QUESTIONS: readonly BlindQuestion[] = BOOKS.flatMap((b) => b.questions);
