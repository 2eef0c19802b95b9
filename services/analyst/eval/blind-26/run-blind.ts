/**
 * Runs blind set 26 once against the engine and prints right / rightly refused / refused /
 * wrong / right-or-rightly-refused, overall and per book. Wrong answers go ONLY to a file
 * ($BLIND26_WRONG or /tmp/blind26-wrong.txt), never to stdout, so the questions stay blind.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { BOOKS } from './workbooks';

const NOW = new Date('2026-11-24T12:00:00Z');

interface Tally {
  right: number;
  rightlyRefused: number;
  refused: number;
  wrong: number;
  n: number;
}
const empty = (): Tally => ({ right: 0, rightlyRefused: 0, refused: 0, wrong: 0, n: 0 });
const key: Record<OwnerOutcome, keyof Tally> = {
  right: 'right',
  'rightly-refused': 'rightlyRefused',
  refused: 'refused',
  wrong: 'wrong',
};
const pc = (x: number, n: number): string => `${((100 * x) / n).toFixed(1)}%`;
const line = (name: string, t: Tally): string =>
  `${name.padEnd(20)} ${String(t.n).padStart(4)} q  right ${t.right}  rightly refused ${t.rightlyRefused}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${pc(t.right + t.rightlyRefused, t.n)}`;

async function main(): Promise<void> {
  const all = empty();
  const wrong: string[] = [];
  const perBook: string[] = [];
  for (const book of BOOKS) {
    const wb = await ingestWorkbook(await book.build());
    const t = empty();
    for (const q of book.questions) {
      const s = scoreOwner(q.expect, answerQuestion(wb, q.question, { now: NOW }));
      for (const x of [t, all]) {
        x[key[s.outcome]] += 1;
        x.n += 1;
      }
      if (s.outcome === 'wrong') wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(${q.means})`);
    }
    perBook.push(line(book.name, t));
  }
  console.log(`blind-26: ${BOOKS.length} books`);
  console.log(line('ALL', all));
  perBook.forEach((l) => console.log(l));
  const file = process.env.BLIND26_WRONG ?? '/tmp/blind26-wrong.txt';
  writeFileSync(file, wrong.join('\n') + (wrong.length ? '\n' : ''));
  console.log(`${wrong.length} wrong answers listed in ${file}`);
}

void main();
