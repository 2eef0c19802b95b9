/**
 * npm run eval:blind-5 -w @fina/analyst: the blind-5 hold-out, scored right / rightly refused /
 * refused / wrong, overall and per book. Wrong answers go to --wrong <file> (default: printed
 * only as ids), so that the questions are not shown to the engine's engineers by accident.
 */
import { writeFileSync } from 'node:fs';
import type { OwnerOutcome } from '../owners/score';
import { runBlind5 } from './evaluate';
import { blind5Questions } from './questions';
import { buildBlind5Books } from './workbooks';

async function main(): Promise<void> {
  const at = process.argv.indexOf('--wrong');
  const wrongFile = at >= 0 ? process.argv[at + 1] : undefined;
  const books = await buildBlind5Books();
  const results = await runBlind5(books, blind5Questions(books));
  const count = (rs: typeof results, o: OwnerOutcome): number =>
    rs.filter((r) => r.outcome === o).length;
  const line = (label: string, rs: typeof results): string => {
    const n = rs.length;
    const ok = count(rs, 'right') + count(rs, 'rightly-refused');
    return `${label.padEnd(24)} n=${String(n).padStart(3)}  right ${count(rs, 'right')}  rightly refused ${count(rs, 'rightly-refused')}  refused ${count(rs, 'refused')}  wrong ${count(rs, 'wrong')}  right-or-rightly-refused ${((ok / n) * 100).toFixed(1)}%`;
  };
  for (const b of books)
    console.log(
      line(
        b.name,
        results.filter((r) => r.q.book === b.name),
      ),
    );
  console.log('');
  console.log(line(`blind-5 (${books.length} books)`, results));
  const wrong = results.filter((r) => r.outcome === 'wrong');
  if (wrongFile) {
    writeFileSync(
      wrongFile,
      wrong
        .map((r) => `${r.q.id}: ${r.q.question}\n  ${r.why ?? ''}\n  means: ${r.q.expect.means}\n`)
        .join('\n'),
    );
    console.log(`wrong answers written to ${wrongFile}`);
  } else if (wrong.length) {
    console.log(`wrong ids: ${wrong.map((r) => r.q.id).join(', ')}`);
  }
  if (wrong.length) process.exitCode = 1;
}

void main();
