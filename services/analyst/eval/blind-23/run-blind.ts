/**
 * Runs blind set 23 once against the engine: ingests each book, answers every question with
 * now = 2026-11-24, scores with the owners' scorer, prints totals and per-book lines. The
 * wrong answers go ONLY to a file ($BLIND23_WRONG or /tmp/blind23-wrong.txt), never to stdout,
 * so the questions are not shown to whoever watches the run.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import type { Workbook } from '../../src/model';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { QUESTIONS } from './questions';
import { BOOKS } from './workbooks';

const NOW = new Date('2026-11-24T12:00:00Z');
const OUTCOMES: OwnerOutcome[] = ['right', 'rightly-refused', 'refused', 'wrong'];

async function main(): Promise<void> {
  const read = new Map<string, Workbook>();
  for (const b of BOOKS) read.set(b.name, await ingestWorkbook(await b.build()));
  const bookOf = new Map(BOOKS.flatMap((b) => b.questions.map((q) => [q.id, b.name] as const)));
  const tally = new Map<string, Record<OwnerOutcome, number>>();
  const wrong: string[] = [];
  for (const q of QUESTIONS) {
    const book = bookOf.get(q.id)!;
    const answer = answerQuestion(read.get(book)!, q.question, { now: NOW });
    const s = scoreOwner(q.expect as Parameters<typeof scoreOwner>[0], answer);
    const t = tally.get(book) ?? { right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 };
    t[s.outcome] += 1;
    tally.set(book, t);
    if (s.outcome === 'wrong')
      wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\tmeans: ${q.means}`);
  }
  const total: Record<OwnerOutcome, number> = {
    right: 0,
    'rightly-refused': 0,
    refused: 0,
    wrong: 0,
  };
  for (const t of tally.values()) for (const o of OUTCOMES) total[o] += t[o];
  const n = QUESTIONS.length;
  const share = (k: number): string => `${((100 * k) / n).toFixed(1)}%`;
  console.log(`blind-23: ${n} questions over ${BOOKS.length} books`);
  console.log(`right ${total.right} (${share(total.right)})`);
  console.log(`rightly refused ${total['rightly-refused']} (${share(total['rightly-refused'])})`);
  console.log(`refused ${total.refused} (${share(total.refused)})`);
  console.log(`wrong ${total.wrong} (${share(total.wrong)})`);
  const ok = total.right + total['rightly-refused'];
  console.log(`right-or-rightly-refused ${ok} (${share(ok)})`);
  for (const b of BOOKS) {
    const t = tally.get(b.name)!;
    console.log(
      `  ${b.name.padEnd(22)} right ${t.right}  rightly-refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}`,
    );
  }
  const file = process.env.BLIND23_WRONG ?? '/tmp/blind23-wrong.txt';
  writeFileSync(file, wrong.join('\n') + '\n');
  console.log(`wrong answers written to ${file}`);
}

void main();
