/**
 * Runs blind-44 once against the engine (the loop is eval/blind-kit/run-blind.ts): ingests
 * each book, answers each question with now = 2026-12-08, scores it with the owners' scorer,
 * prints totals and per-book lines.
 * The wrong answers go ONLY to $BLIND44_WRONG (default /tmp/blind44-wrong.txt), never stdout,
 * so the questions do not leak to the engine's engineers.
 */
import { runBlind } from '../blind-kit/run-blind';
import { BOOKS } from './workbooks';

void runBlind({
  name: 'blind-44',
  books: BOOKS,
  now: new Date('2026-12-08T12:00:00Z'),
  wrongEnv: 'BLIND44_WRONG',
  wrongDefault: '/tmp/blind44-wrong.txt',
});
