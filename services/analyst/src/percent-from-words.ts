/**
 * Issue 13, pass 32 (M3): "what % of takings came from key cutting" on a sales log was refused
 * (a percentage asked, an amount found); "what share of takings came from key cutting" was
 * answered (the Amount where Job = Key cutting over all Amount × 100). The "%" form is asked
 * again as a share, kept only when the answer is a share.
 */
import type { Answer } from './answer-types';

const PERCENT_FROM =
  /^what (?:%|percent|percentage|proportion|part) of (?:our |the )?(takings|sales|revenue|income|turnover)( \w+)? (came|comes|come|was|is) from (.+?)\??$/i;

export function percentFromWording(question: string): string | undefined {
  const m = PERCENT_FROM.exec(question.trim());
  if (!m) return undefined;
  return `what share of ${m[1]}${m[2] ?? ''} ${m[3]} from ${m[4]}`;
}

export const isShare = (a: Answer): boolean => !a.refused && a.kind === 'share';
