/**
 * Issue 13, pass 44: a shape reader answers only a question whose every word it reads. The
 * words of a question that are neither grammar, filler, a period (a month, a weekday, a day
 * of the month, a year), an amount, nor one of the words the reader knows (its own words and
 * the table's headers and values): "how much did we sell of pronovias" on a log with no
 * Pronovias row leaves "pronovias" unread, so the reader leaves the question to the engine,
 * never answering it over every row.
 */
import { wordKey } from './daily-takings-log';
import { FILLER, STOP, normalizeText } from './text';

const PERIOD_WORD =
  /^(jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|(sun|mon|tues?|wed|wednes|thu|thur|thurs|fri|sat|satur)(day)?s?|\d+(st|nd|rd|th)?|\d+k|[$€£¥₹%])$/;

/** a month, a weekday, a day of the month, a number, an amount ("5k") */
export const periodWord = (w: string): boolean => PERIOD_WORD.test(w);

/** the words of `text` (keyed as wordKey) that `known` does not hold */
export function unreadWords(text: string, known: Iterable<string>): string[] {
  const keys = new Set([...known].map((w) => wordKey(w.toLowerCase())));
  return normalizeText(text)
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(
      (w) =>
        w.length > 1 &&
        !STOP.has(w) &&
        !FILLER.has(w) &&
        !PERIOD_WORD.test(w) &&
        !keys.has(wordKey(w)),
    );
}

/** the words of headers or values, for `known` */
export const wordsOf = (...texts: string[]): string[] =>
  texts.flatMap((t) =>
    normalizeText(t)
      .replace(/'s\b/g, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
