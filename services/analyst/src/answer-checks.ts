/**
 * The engine tests' two checks (passes 6–11), written once. Each names the question in the
 * assertion, so a failure says which question was refused or answered.
 */
import { answerQuestion } from './answer';
import type { Workbook } from './model';

/** The first figure of an answer that must not be a refusal. */
export function value(wb: Workbook, q: string): number {
  const a = answerQuestion(wb, q);
  expect(`${q} -> ${a.refused ? a.text.split('\n')[0] : 'answered'}`).toBe(`${q} -> answered`);
  return Number(a.figures[0]!.value);
}

/** The question must be refused (or asked back). */
export function refused(wb: Workbook, q: string): void {
  const a = answerQuestion(wb, q);
  expect(`${q} -> ${a.refused ? 'refused' : a.text.split('\n')[0]}`).toBe(`${q} -> refused`);
}
