/**
 * Runs the eval question set against the embedded engine and scores it. Shared by
 * run-eval.ts (prints the report) and evaluate.test.ts (asserts it in CI).
 */
import { answerQuestion } from '../src/answer';
import type { Answer } from '../src/answer-types';
import { ingestWorkbook } from '../src/ingest';
import type { Workbook } from '../src/model';
import { sameNumber } from './expect';
import type { EvalQuestion, WorkbookName } from './questions';
import { buildQuestions } from './questions';
import { buildAll } from './workbooks';

export type Outcome = 'correct' | 'right-refusal' | 'missed' | 'wrong' | 'uncited';

export interface Scored {
  q: EvalQuestion;
  answer: Answer;
  outcome: Outcome;
  ms: number;
  why?: string;
}

export interface EvalReport {
  questions: number;
  answerable: number;
  correct: number;
  expectedRefusals: number;
  rightRefusals: number;
  missed: number;
  wrong: number;
  uncited: number;
  accuracy: number;
  p50: number;
  p95: number;
  ingestMs: Record<string, number>;
  results: Scored[];
}

/** Every figure names a sheet and a range, and the text names the sheet of each figure. */
export function citesCells(a: Answer): boolean {
  return a.figures.every(
    (f) =>
      f.source.sheet.length > 0 &&
      /^[A-Z]+\d+/.test(f.source.range) &&
      a.text.includes(`sheet '${f.source.sheet}'`),
  );
}

export function score(q: EvalQuestion, a: Answer): { outcome: Outcome; why?: string } {
  const e = q.expect;
  if (e.refuse) {
    if (a.refused) return { outcome: 'right-refusal' };
    return {
      outcome: 'wrong',
      why: `answered (${a.figures[0]?.value ?? 'no figure'}) instead of refusing`,
    };
  }
  if (a.refused) return { outcome: 'missed', why: a.text.split('\n')[0] };
  if (!citesCells(a)) return { outcome: 'uncited', why: 'a figure lacks its cells in the text' };
  if (e.text) {
    const missing = e.text.filter((w) => !a.text.includes(w));
    return missing.length
      ? { outcome: 'wrong', why: `text lacks ${missing.join(', ')}` }
      : { outcome: 'correct' };
  }
  const first = a.figures[0];
  if (e.value !== undefined && (!first || !sameNumber(first.value, e.value))) {
    return {
      outcome: 'wrong',
      why: `expected ${e.value}, got ${first?.value ?? 'nothing'} (${first?.label ?? ''})`,
    };
  }
  if (e.values) {
    const have = a.figures.map((f) => f.value);
    const missing = e.values.filter((v) => !have.some((h) => sameNumber(h, v)));
    if (missing.length) return { outcome: 'wrong', why: `missing figures ${missing.join(', ')}` };
  }
  if (e.at && !(first?.at ?? '').includes(e.at)) {
    return { outcome: 'wrong', why: `expected at ${e.at}, got ${first?.at ?? 'nothing'}` };
  }
  return { outcome: 'correct' };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)]!;
}

export async function runEval(): Promise<EvalReport> {
  const built = await buildAll();
  const books = new Map<WorkbookName, Workbook>();
  const ingestMs: Record<string, number> = {};
  for (const name of Object.keys(built) as WorkbookName[]) {
    const t0 = performance.now();
    books.set(name, await ingestWorkbook(built[name].bytes));
    ingestMs[name] = Math.round((performance.now() - t0) * 10) / 10;
  }
  const questions = buildQuestions(built);
  const results: Scored[] = [];
  for (const q of questions) {
    const wb = books.get(q.workbook)!;
    const t0 = performance.now();
    const answer = answerQuestion(wb, q.question);
    const ms = performance.now() - t0;
    const s = score(q, answer);
    results.push({ q, answer, ms, outcome: s.outcome, ...(s.why ? { why: s.why } : {}) });
  }
  const count = (o: Outcome): number => results.filter((r) => r.outcome === o).length;
  const answerable = questions.filter((q) => !q.expect.refuse).length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    questions: questions.length,
    answerable,
    correct: count('correct'),
    expectedRefusals: questions.length - answerable,
    rightRefusals: count('right-refusal'),
    missed: count('missed'),
    wrong: count('wrong'),
    uncited: count('uncited'),
    accuracy: answerable ? count('correct') / answerable : 0,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    ingestMs,
    results,
  };
}
