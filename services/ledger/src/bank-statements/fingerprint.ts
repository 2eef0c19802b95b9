/**
 * A stable fingerprint per bank line: account, date, amount, normalised description, and the
 * occurrence among identical lines of the same file. Two real identical coffees on one day
 * get #0 and #1, so both count; re-importing the file (or an overlapping one holding the same
 * day) gives the same fingerprints, which the unique (company_id, fingerprint) refuses.
 */
import { createHash } from 'node:crypto';
import type { StatementLine } from './formats/types';

export function normaliseDescription(description: string): string {
  return description
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function fingerprintLines(account: string, lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  const accountKey = normaliseDescription(account);
  return lines.map((line) => {
    const key = `${accountKey}|${line.date}|${line.amount}|${normaliseDescription(line.description)}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return createHash('sha256').update(`${key}#${occurrence}`).digest('base64url').slice(0, 32);
  });
}
