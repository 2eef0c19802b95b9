/**
 * Runs the blind hold-out against the embedded engine through its public API (ingestWorkbook,
 * answerQuestion) and scores every answer with the owners' scorer (right / refused / rightly
 * refused / wrong), per set and per book.
 */
import { answerQuestion, ingestWorkbook } from '../../src';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import type { BlindQuestion } from './types';
import type { BlindBook } from './workbooks';

export interface BlindScored {
  q: BlindQuestion;
  outcome: OwnerOutcome;
  /** the answer's first figure and place, or its first line */
  got: string;
  why?: string;
}

export interface Tally {
  questions: number;
  right: number;
  refused: number;
  rightlyRefused: number;
  wrong: number;
}

export function tally(results: BlindScored[]): Tally {
  const n = (o: OwnerOutcome): number => results.filter((r) => r.outcome === o).length;
  return {
    questions: results.length,
    right: n('right'),
    refused: n('refused'),
    rightlyRefused: n('rightly-refused'),
    wrong: n('wrong'),
  };
}

export async function runBlindSet(
  books: Map<string, BlindBook>,
  questions: BlindQuestion[],
): Promise<BlindScored[]> {
  const read = new Map<string, Awaited<ReturnType<typeof ingestWorkbook>>>();
  for (const [name, book] of books) read.set(name, await ingestWorkbook(book.bytes));
  return questions.map((q) => {
    const answer = answerQuestion(read.get(q.book)!, q.question);
    const s = scoreOwner(q.expect, answer);
    const first = answer.figures[0];
    const got = answer.refused
      ? `refused: ${answer.text.split('\n')[0]}`
      : `${first?.value ?? '(no figure)'}${first?.at ? ` at ${first.at}` : ''}: ${answer.text.split('\n')[0]}`;
    return { q, outcome: s.outcome, got, ...(s.why ? { why: s.why } : {}) };
  });
}
