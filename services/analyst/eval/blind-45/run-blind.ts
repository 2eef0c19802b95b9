/**
 * Runs blind-45 once against the engine (the loop is eval/blind-kit/run-blind.ts): ingests
 * each book, answers each question with now = 2026-12-09, scores it with the owners' scorer,
 * prints totals and per-book lines.
 * The wrong answers go ONLY to $BLIND45_WRONG (default /tmp/blind45-wrong.txt), never stdout,
 * so the questions do not leak to the engine's engineers.
 */
import { runBlind } from '../blind-kit/run-blind';
import { BOOKS } from './workbooks';

void runBlind({
  name: 'blind-45',
  books: BOOKS,
  now: new Date('2026-12-09T12:00:00Z'),
  wrongEnv: 'BLIND45_WRONG',
  wrongDefault: '/tmp/blind45-wrong.txt',
});
