/** Every question of blind set 23 (each book keeps its questions beside its generator). */
import type { BlindQuestion } from './lib';
import { BOOKS } from './workbooks';

export const QUESTIONS: BlindQuestion[] = BOOKS.flatMap((b) => b.questions);
