/**
 * Scores the owners' eval: each answer is right, refused (a plain question not answered),
 * rightly refused, or wrong (a figure that is not the expected one, or an answer where a
 * refusal was expected). Numbers compare within the question's tolerance.
 */
import { firstSentence } from '../../src/headline';
import type { Answer } from '../../src/answer-types';
import type { OwnerExpect } from './questions';

export type OwnerOutcome = 'right' | 'refused' | 'rightly-refused' | 'wrong';

const list = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

function close(got: string, want: string, tol: number, abs: boolean): boolean {
  let g = Number(got);
  let w = Number(want);
  if (!Number.isFinite(g) || !Number.isFinite(w)) return false;
  if (abs) {
    g = Math.abs(g);
    w = Math.abs(w);
  }
  return Math.abs(g - w) <= tol + 1e-9;
}

export function scoreOwner(e: OwnerExpect, a: Answer): { outcome: OwnerOutcome; why?: string } {
  if (e.refuse) {
    return a.refused
      ? { outcome: 'rightly-refused' }
      : {
          outcome: 'wrong',
          why: `answered ${a.figures[0]?.value ?? '(no figure)'} instead of refusing`,
        };
  }
  if (a.refused) return { outcome: 'refused', why: firstSentence(a.text) };
  const first = a.figures[0];
  const values = list(e.value);
  if (values.length) {
    const tol = e.tol ?? 0.005;
    if (!first || !values.some((v) => close(first.value, v, tol, e.abs ?? false))) {
      return {
        outcome: 'wrong',
        why: `expected ${values.join(' or ')}, got ${first?.value ?? 'nothing'} (${first?.label ?? ''})`,
      };
    }
  }
  const places = list(e.at);
  if (places.length) {
    const where = `${first?.at ?? ''} | ${firstSentence(a.text)}`.toLowerCase();
    if (!places.some((p) => where.includes(p.toLowerCase()))) {
      return {
        outcome: 'wrong',
        why: `expected at ${places.join(' or ')}, got ${first?.at ?? 'nothing'}`,
      };
    }
  }
  const words = e.text ?? [];
  const missing = words.filter((w) => !a.text.toLowerCase().includes(w.toLowerCase()));
  if (missing.length) return { outcome: 'wrong', why: `text lacks ${missing.join(', ')}` };
  return { outcome: 'right' };
}

/** The headline rule: the first sentence states the answer's figure as displayed. */
export function headlineFirst(a: Answer): boolean {
  const first = a.figures[0];
  if (a.refused || !first) return true;
  return firstSentence(a.text).includes(first.display);
}
