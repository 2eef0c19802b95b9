/**
 * The questions of the twenty-fifth blind set, gathered from the books (each book keeps its
 * questions beside its generator, since the expected figures come from the generated data).
 */
import type { BlindQuestion } from './lib';
import { buildBooks } from './workbooks';

export type { BlindExpect, BlindQuestion } from './lib';

export async function loadQuestions(): Promise<BlindQuestion[]> {
  const books = await buildBooks();
  return [...books.values()].flatMap((b) => b.questions);
}
