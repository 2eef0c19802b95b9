/**
 * Strings are clean at the door: no NUL (PostgreSQL refuses it in text, so it would surface as
 * a 500) and no lone UTF-16 surrogate (it cannot be stored as UTF-8 and would be silently
 * replaced). Every JSON body, query and path parameter is checked before validation; multipart
 * form fields are checked by the code that reads them.
 */
import { badRequest } from './http-error';

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNCLEAN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * No text field of any call needs more than this (the longest, notes and descriptions, stop at
 * 5,000); the calls' own schemas set tighter limits with their own messages.
 */
export const MAX_STRING_LENGTH = 20_000;

/** The dotted path of the first string (or key) in `value` holding a NUL or a lone surrogate. */
export function findUncleanString(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNCLEAN.test(value) ? path || 'body' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUncleanString(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNCLEAN.test(key)) return at;
    const found = findUncleanString(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The dotted path of the first string in `value` longer than `max` characters. */
export function findOverlongString(
  value: unknown,
  max: number,
  path = '',
  depth = 0,
): string | null {
  if (typeof value === 'string') return value.length > max ? path || 'body' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findOverlongString(item, max, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws 400 naming the field when a JSON body, query or parameter holds an overlong string. */
export function assertBoundedStrings(value: unknown, max = MAX_STRING_LENGTH): void {
  const field = findOverlongString(value, max);
  if (field)
    throw badRequest(
      `${field} is too long: at most ${max.toLocaleString('en-US')} characters.`,
      field,
    );
}

/** Throws 400 naming the field when `value` holds a NUL or a lone surrogate anywhere. */
export function assertCleanStrings(value: unknown, path = ''): void {
  const field = findUncleanString(value, path);
  if (field) {
    throw badRequest(
      `${field} contains a character that is not allowed (NUL or invalid text).`,
      field,
    );
  }
}
