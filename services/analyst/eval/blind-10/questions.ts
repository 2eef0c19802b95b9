/**
 * All blind-10 questions, in book order. Each book's questions sit beside its generator in
 * books/<name>.ts; this file only gathers them.
 */
import type { BlindQuestion } from './kit';
import { BOOK_MAKERS } from './workbooks';

export function allQuestions(): BlindQuestion[] {
  return BOOK_MAKERS.flatMap((make) => make().questions);
}
