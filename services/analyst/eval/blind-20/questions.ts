/** All blind-20 questions, in book order. Each book's questions live beside its generator. */
import type { BlindQuestion } from './lib';
import { BLIND20_BOOKS } from './workbooks';

export const BLIND20_QUESTIONS: BlindQuestion[] = BLIND20_BOOKS.flatMap((b) => b.questions);
