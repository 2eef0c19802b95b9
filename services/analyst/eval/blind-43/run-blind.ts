/**
 * Runs blind-43 once against the engine (the loop is eval/blind-kit/run-blind.ts): ingests
 * each book, answers each question with now = 2026-12-07, scores it with the owners' scorer,
 * prints totals and per-book lines.
 * The wrong answers go ONLY to $BLIND43_WRONG (default /tmp/blind43-wrong.txt), never stdout,
 * so the questions do not leak to the engine's engineers.
 */
import { runBlind } from '../blind-kit/run-blind';
import { BOOKS } from './workbooks';

void runBlind({
  name: 'blind-43',
  books: BOOKS,
  now: new Date('2026-12-07T12:00:00Z'),
  wrongEnv: 'BLIND43_WRONG',
  wrongDefault: '/tmp/blind43-wrong.txt',
});
