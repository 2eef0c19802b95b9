/**
 * Runs tuning set C against the embedded engine through its public API: ingests each workbook
 * once, answers every question, and scores it with the owners' scorer (right / refused /
 * rightly refused / wrong, figures compared within the question's tolerance).
 */
import { answerQuestion, ingestWorkbook, type Answer, type Workbook } from '../../src';
import { headlineFirst, scoreOwner, type OwnerOutcome } from '../owners/score';
import type { SetCQuestion } from './figures';
import type { SetCBookName, SetCBooks } from './workbooks';

export interface SetCScored {
  q: SetCQuestion;
  answer: Answer;
  outcome: OwnerOutcome;
  headline: boolean;
  ms: number;
  why?: string;
}

export interface Tally {
  questions: number;
  right: number;
  rightlyRefused: number;
  refused: number;
  wrong: number;
}

export function tally(results: SetCScored[]): Tally {
  const n = (o: OwnerOutcome): number => results.filter((r) => r.outcome === o).length;
  return {
    questions: results.length,
    right: n('right'),
    rightlyRefused: n('rightly-refused'),
    refused: n('refused'),
    wrong: n('wrong'),
  };
}

export async function runSetC(books: SetCBooks, questions: SetCQuestion[]): Promise<SetCScored[]> {
  const read = new Map<SetCBookName, Workbook>();
  for (const name of Object.keys(books) as SetCBookName[]) {
    read.set(name, await ingestWorkbook(books[name].bytes));
  }
  return questions.map((q) => {
    const t0 = performance.now();
    const answer = answerQuestion(read.get(q.book)!, q.question);
    const ms = performance.now() - t0;
    const s = scoreOwner(q.expect, answer);
    return {
      q,
      answer,
      outcome: s.outcome,
      headline: headlineFirst(answer),
      ms,
      ...(s.why ? { why: s.why } : {}),
    };
  });
}
