/**
 * Runs the blind-5 set against the embedded engine and scores each answer with the owners'
 * scorer (right / refused / rightly refused / wrong, numbers within the question's tolerance).
 */
import { answerQuestion } from '../../src/answer';
import type { Answer } from '../../src/answer-types';
import { ingestWorkbook } from '../../src/ingest';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import type { BlindQuestion, BuiltBook } from './kit/kit';

export interface BlindScored {
  q: BlindQuestion;
  answer: Answer;
  outcome: OwnerOutcome;
  why?: string;
}

export async function runBlind5(
  books: BuiltBook[],
  questions: BlindQuestion[],
): Promise<BlindScored[]> {
  const read = new Map<string, Awaited<ReturnType<typeof ingestWorkbook>>>();
  for (const b of books) read.set(b.name, await ingestWorkbook(b.bytes));
  return questions.map((q) => {
    const answer = answerQuestion(read.get(q.book)!, q.question);
    const s = scoreOwner(q.expect, answer);
    return { q, answer, outcome: s.outcome, ...(s.why ? { why: s.why } : {}) };
  });
}
