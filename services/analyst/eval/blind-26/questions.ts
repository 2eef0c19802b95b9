/** All questions of blind set 26, book by book (each book keeps its own next to its generator). */
import type { BlindQuestion } from './kit';
import { BOOKS } from './workbooks';

export const QUESTIONS: BlindQuestion[] = BOOKS.flatMap((b) => b.questions);
