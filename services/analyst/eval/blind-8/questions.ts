/** Every blind-8 question, in book order (the questions live beside their generators). */
import type { BlindQuestion } from './kit';
import { blindBooks } from './workbooks';

export async function blindQuestions(): Promise<BlindQuestion[]> {
  return (await blindBooks()).flatMap((b) => b.questions);
}
