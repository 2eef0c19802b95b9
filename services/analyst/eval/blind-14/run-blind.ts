/**
 * Runs the blind-14 set once through the owners' harness (runOwnerSet + scoreOwner, reused,
 * not copied) and prints right / rightly refused / refused / wrong, per book, and writes the
 * wrong answers to a file for the lead (never to the console in CI logs shared with tuning).
 *   npm run eval:blind-14 -w @fina/analyst [-- --wrong-to /tmp/blind14-wrong.txt]
 */
import { writeFileSync } from 'node:fs';
import { runOwnerSet } from '../owners/evaluate-owners';
import { blindBooks } from './workbooks';

type Books = Parameters<typeof runOwnerSet>[0];
type Questions = Parameters<typeof runOwnerSet>[1];

async function main(): Promise<void> {
  const books = await blindBooks();
  const bytesByName = Object.fromEntries(books.map((b) => [b.name, { bytes: b.bytes }]));
  const questions = books.flatMap((b) => b.questions);
  const report = await runOwnerSet(
    bytesByName as unknown as Books,
    questions as unknown as Questions,
  );
  const share = (n: number): string => `${((100 * n) / report.questions).toFixed(1)}%`;
  console.log(`blind-14: ${report.questions} questions over ${report.books} books`);
  console.log(`  right            ${report.right} (${share(report.right)})`);
  console.log(`  rightly refused  ${report.rightlyRefused} (${share(report.rightlyRefused)})`);
  console.log(`  refused          ${report.refused} (${share(report.refused)})`);
  console.log(`  wrong            ${report.wrong} (${share(report.wrong)})`);
  console.log(`  right or rightly refused ${share(report.right + report.rightlyRefused)}`);
  console.log(
    `  headline misses ${report.headlineMisses}; p50 ${report.p50.toFixed(1)} ms, p95 ${report.p95.toFixed(1)} ms`,
  );
  for (const b of books) {
    const rs = report.results.filter((x) => (x.q as unknown as { book: string }).book === b.name);
    const n = (o: string): number => rs.filter((x) => x.outcome === o).length;
    console.log(
      `  ${b.name.padEnd(11)} ${String(rs.length).padStart(3)} q: right ${n('right')}, rightly refused ${n('rightly-refused')}, refused ${n('refused')}, wrong ${n('wrong')}`,
    );
  }
  const at = process.argv.indexOf('--wrong-to');
  const wrongFile = at > 0 ? process.argv[at + 1] : undefined;
  if (wrongFile) {
    const lines = report.results
      .filter((x) => x.outcome === 'wrong')
      .map((x) => {
        const q = x.q as unknown as { id: string; question: string; means: string };
        return `${q.id}\t${q.question}\t${x.why ?? ''}\t(means: ${q.means})`;
      });
    writeFileSync(wrongFile, lines.join('\n') + '\n');
    console.log(`  wrong answers written to ${wrongFile}`);
  }
}

void main();
