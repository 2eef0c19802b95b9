/**
 * Test support for the passNN tests: ask a question as of the blind sets' day, and expect a
 * figure (to the cent, optionally its place) or a refusal, with the question in every failure.
 */
import { expect } from '@jest/globals';
import { answerQuestion } from './answer';

export type Book = Parameters<typeof answerQuestion>[0];
export const NOW = new Date('2026-11-24T12:00:00Z');
export const ask = (wb: Book, q: string) => answerQuestion(wb, q, { now: NOW });
export const r2 = (n: number): number => Math.round(n * 100) / 100;
export const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

export const expectValue = (wb: Book, q: string, v: number, at?: string): void => {
  const a = ask(wb, q);
  const got = a.refused ? a.text.split('\n')[0] : r2(Number(a.figures[0]!.value));
  expect([q, got]).toEqual([q, r2(v)]);
  if (at) expect([q, a.figures[0]!.at]).toEqual([q, at]);
};

export const expectRefused = (wb: Book, q: string, says?: RegExp): void => {
  const a = ask(wb, q);
  expect([q, a.refused]).toEqual([q, true]);
  if (says) expect(a.text).toMatch(says);
};
