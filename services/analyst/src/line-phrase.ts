/**
 * Pass 26: the lines an owner's short phrase names ("teachers" = "Teacher salaries", "repairs" =
 * "Boat repairs"): every word of the phrase (filler dropped, plural stemmed) is a word of the
 * line's name, or the start of one (4 letters or more). The caller decides what to do when the
 * phrase fits no line or several.
 */
import { STOP, stem } from './text';

const FILLER = /^(the|our|on|for|of|in|a|an|we|us|line|lines|cost|costs|spend|spending)$/;

const wordsOf = (s: string): string[] =>
  (
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  ).map(stem);

export function phraseWords(phrase: string): string[] {
  return wordsOf(phrase).filter((w) => !STOP.has(w) && !FILLER.test(w));
}

export function lineFits(phrase: string, name: string): boolean {
  const want = phraseWords(phrase);
  if (!want.length) return false;
  const have = wordsOf(name);
  return want.every((w) => have.some((h) => h === w || (w.length >= 4 && h.startsWith(w))));
}

export function linesNamed<T>(phrase: string, lines: T[], nameOf: (x: T) => string): T[] {
  return lines.filter((x) => lineFits(phrase, nameOf(x)));
}
