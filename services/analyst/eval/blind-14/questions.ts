/** Every blind-14 question, in book order (each book's questions live beside its generator). */
import type { BlindQuestion } from './kit';
import { blindBooks } from './workbooks';

export async function blindQuestions(): Promise<BlindQuestion[]> {
  return (await blindBooks()).flatMap((b) => b.questions);
}
