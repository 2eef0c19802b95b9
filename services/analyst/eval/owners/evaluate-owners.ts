/**
 * Runs a set of owners' questions against the embedded engine: ingests each workbook once,
 * answers every question, scores it, and times it. Shared by run-owners.ts and the test.
 */
import { answerQuestion } from '../../src/answer';
import type { Answer } from '../../src/answer-types';
import { ingestWorkbook } from '../../src/ingest';
import type { Workbook } from '../../src/model';
import type { OwnerQuestion } from './questions';
import { headlineFirst, scoreOwner, type OwnerOutcome } from './score';
import type { OwnerBookName, OwnerBooks } from './workbooks';

export interface OwnerScored {
  q: OwnerQuestion;
  answer: Answer;
  outcome: OwnerOutcome;
  ms: number;
  headline: boolean;
  why?: string;
}

export interface OwnerReport {
  questions: number;
  books: number;
  right: number;
  refused: number;
  rightlyRefused: number;
  wrong: number;
  headlineMisses: number;
  p50: number;
  p95: number;
  results: OwnerScored[];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[
    Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export async function runOwnerSet(
  books: OwnerBooks,
  questions: OwnerQuestion[],
): Promise<OwnerReport> {
  const read = new Map<OwnerBookName, Workbook>();
  for (const name of Object.keys(books) as OwnerBookName[]) {
    read.set(name, await ingestWorkbook(books[name].bytes));
  }
  const results: OwnerScored[] = questions.map((q) => {
    const t0 = performance.now();
    const answer = answerQuestion(read.get(q.book)!, q.question);
    const ms = performance.now() - t0;
    const s = scoreOwner(q.expect, answer);
    return {
      q,
      answer,
      ms,
      outcome: s.outcome,
      headline: headlineFirst(answer),
      ...(s.why ? { why: s.why } : {}),
    };
  });
  const count = (o: OwnerOutcome): number => results.filter((r) => r.outcome === o).length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    questions: questions.length,
    books: new Set(questions.map((q) => q.book)).size,
    right: count('right'),
    refused: count('refused'),
    rightlyRefused: count('rightly-refused'),
    wrong: count('wrong'),
    headlineMisses: results.filter((r) => !r.headline).length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    results,
  };
}
