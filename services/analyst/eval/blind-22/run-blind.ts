/**
 * npm run eval:blind-22 -w @fina/analyst: blind hold-out 22, scored right / rightly refused /
 * refused / wrong with the owners' scorer. Prints totals and one line per book; the wrong
 * answers go ONLY to $BLIND22_WRONG (default /tmp/blind22-wrong.txt), never to stdout, so
 * the questions do not leak into logs the engine's engineers read.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src';
import { headlineFirst, scoreOwner, type OwnerOutcome } from '../owners/score';
import { BOOKS } from './workbooks';

const NOW = new Date('2026-11-24T12:00:00Z');
const WRONG_FILE = process.env.BLIND22_WRONG ?? '/tmp/blind22-wrong.txt';
const OUTCOMES: OwnerOutcome[] = ['right', 'rightly-refused', 'refused', 'wrong'];

async function main(): Promise<void> {
  const all: Record<OwnerOutcome, number> = {
    right: 0,
    'rightly-refused': 0,
    refused: 0,
    wrong: 0,
  };
  const wrongLines: string[] = [];
  const bookLines: string[] = [];
  let headlineMisses = 0;
  let n = 0;
  for (const book of BOOKS) {
    const wb = await ingestWorkbook(await book.build());
    const mine: Record<OwnerOutcome, number> = {
      right: 0,
      'rightly-refused': 0,
      refused: 0,
      wrong: 0,
    };
    for (const q of book.questions) {
      const answer = answerQuestion(wb, q.question, { now: NOW });
      const s = scoreOwner(q.expect, answer);
      mine[s.outcome] += 1;
      all[s.outcome] += 1;
      n += 1;
      if (!headlineFirst(answer)) headlineMisses += 1;
      if (s.outcome === 'wrong') {
        wrongLines.push(
          `${q.id}: ${q.question}\n  means: ${q.means}\n  ${s.why ?? ''}\n  answer: ${answer.text.split('\n')[0]}`,
        );
      }
    }
    bookLines.push(
      `${book.name.padEnd(18)} ${String(book.questions.length).padStart(3)} q  ` +
        OUTCOMES.map((o) => `${o} ${mine[o]}`).join(', '),
    );
  }
  writeFileSync(WRONG_FILE, wrongLines.join('\n\n') + '\n');
  const p = (x: number): string => `${x} (${((x / n) * 100).toFixed(1)}%)`;
  console.log(`Blind hold-out 22: ${n} questions over ${BOOKS.length} workbooks`);
  console.log(`Right:            ${p(all.right)}`);
  console.log(`Rightly refused:  ${p(all['rightly-refused'])}`);
  console.log(`Refused (missed): ${p(all.refused)}`);
  console.log(`Wrong:            ${p(all.wrong)}  (listed in ${WRONG_FILE})`);
  console.log(`Right or rightly refused: ${p(all.right + all['rightly-refused'])}`);
  console.log(`Headline not first: ${headlineMisses}\n`);
  for (const line of bookLines) console.log(line);
  if (all.wrong > 0) process.exitCode = 1;
}

void main();
