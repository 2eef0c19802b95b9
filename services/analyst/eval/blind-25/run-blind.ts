/**
 * Runs the twenty-fifth blind set once: ingests each book, answers every question with the
 * run date fixed, scores with the owners' scorer, prints the totals and per-book lines, and
 * writes the wrong answers ONLY to a file ($BLIND25_WRONG or /tmp/blind25-wrong.txt).
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { loadQuestions } from './questions';
import { buildBooks } from './workbooks';

const NOW = new Date('2026-11-24T12:00:00Z');

async function main(): Promise<void> {
  const books = await buildBooks();
  const questions = await loadQuestions();
  const read = new Map<string, Awaited<ReturnType<typeof ingestWorkbook>>>();
  for (const [name, b] of books) read.set(name, await ingestWorkbook(b.bytes));

  const tally = (): Record<OwnerOutcome, number> => ({
    right: 0,
    refused: 0,
    'rightly-refused': 0,
    wrong: 0,
  });
  const all = tally();
  const perBook = new Map<string, Record<OwnerOutcome, number>>();
  const wrong: string[] = [];
  for (const q of questions) {
    const answer = answerQuestion(read.get(q.book)!, q.question, { now: NOW });
    const s = scoreOwner(q.expect, answer);
    all[s.outcome] += 1;
    const t = perBook.get(q.book) ?? tally();
    t[s.outcome] += 1;
    perBook.set(q.book, t);
    if (s.outcome === 'wrong') wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(${q.means})`);
  }
  const line = (label: string, t: Record<OwnerOutcome, number>): string => {
    const n = t.right + t.refused + t['rightly-refused'] + t.wrong;
    const ok = t.right + t['rightly-refused'];
    return `${label.padEnd(22)} n=${n} right=${t.right} rightly-refused=${t['rightly-refused']} refused=${t.refused} wrong=${t.wrong} right-or-rightly-refused=${ok} (${((100 * ok) / n).toFixed(1)}%)`;
  };
  console.log(`blind-25: ${questions.length} questions over ${books.size} books`);
  console.log(line('ALL', all));
  for (const [name, t] of perBook) console.log(line(name, t));
  const file = process.env.BLIND25_WRONG ?? '/tmp/blind25-wrong.txt';
  writeFileSync(file, wrong.join('\n') + (wrong.length ? '\n' : ''));
  console.log(`wrong answers (${wrong.length}) written to ${file}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
