/**
 * Runs blind set 19 once against the engine: prints totals and per-book lines to stdout and
 * writes the wrong answers ONLY to a file ($BLIND19_WRONG or /tmp/blind19-wrong.txt).
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import type { Workbook } from '../../src/model';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { QUESTIONS } from './questions';
import { buildBooks } from './workbooks';

async function main(): Promise<void> {
  const bytes = await buildBooks();
  const read = new Map<string, Workbook>();
  for (const [name, b] of bytes) read.set(name, await ingestWorkbook(b));
  const per = new Map<string, Record<OwnerOutcome, number>>();
  const wrong: string[] = [];
  const all: Record<OwnerOutcome, number> = {
    right: 0,
    refused: 0,
    'rightly-refused': 0,
    wrong: 0,
  };
  for (const q of QUESTIONS) {
    const answer = answerQuestion(read.get(q.book)!, q.question);
    const s = scoreOwner(q.expect as Parameters<typeof scoreOwner>[0], answer);
    all[s.outcome]++;
    const b = per.get(q.book) ?? { right: 0, refused: 0, 'rightly-refused': 0, wrong: 0 };
    b[s.outcome]++;
    per.set(q.book, b);
    if (s.outcome === 'wrong')
      wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(means: ${q.means})`);
  }
  const line = (label: string, c: Record<OwnerOutcome, number>): string => {
    const n = c.right + c.refused + c['rightly-refused'] + c.wrong;
    const ok = c.right + c['rightly-refused'];
    return `${label.padEnd(20)} n=${n} right=${c.right} rightly-refused=${c['rightly-refused']} refused=${c.refused} wrong=${c.wrong} right-or-rightly-refused=${ok} (${((100 * ok) / n).toFixed(1)}%)`;
  };
  console.log(line('blind-19', all));
  for (const [name, c] of per) console.log(line(`  ${name}`, c));
  writeFileSync(process.env.BLIND19_WRONG ?? '/tmp/blind19-wrong.txt', wrong.join('\n') + '\n');
  console.log(`wrong answers written to ${process.env.BLIND19_WRONG ?? '/tmp/blind19-wrong.txt'}`);
}

void main();
