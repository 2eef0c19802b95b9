/** The blind-7 questions: each book keeps its questions beside its generator. */
import type { BlindQuestion } from './kit';
import { buildBlind7 } from './workbooks';

export async function blind7Questions(): Promise<BlindQuestion[]> {
  return (await buildBlind7()).flatMap((b) => b.questions);
}
