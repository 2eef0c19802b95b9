/**
 * npm run eval:blind -w @fina/analyst [-- --wrong-file <path>]: the blind hold-out (issue
 * 13). Prints right / rightly refused / refused / wrong / right-or-rightly-refused for the
 * set and one line per book. Question texts are not printed (the set stays blind to whoever
 * reads the log); `--wrong-file` writes the wrong answers, with their questions, for the lead.
 */
import { writeFileSync } from 'node:fs';
import { runBlindSet, tally, type Tally } from './evaluate-blind';
import { buildBlindQuestions } from './questions';
import { buildBlindBooks } from './workbooks';

const pct = (x: number, n: number): string => `${x} (${((x / n) * 100).toFixed(1)}%)`;

function line(label: string, t: Tally): string {
  const ok = t.right + t.rightlyRefused;
  return `${label.padEnd(20)} ${String(t.questions).padStart(4)} q  right ${String(t.right).padStart(3)}  rightly refused ${String(t.rightlyRefused).padStart(2)}  refused ${String(t.refused).padStart(2)}  wrong ${String(t.wrong).padStart(2)}  ok ${((ok / t.questions) * 100).toFixed(1)}%`;
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--wrong-file');
  const wrongFile = at > 0 ? process.argv[at + 1] : undefined;
  const books = await buildBlindBooks();
  const questions = buildBlindQuestions(books);
  const results = await runBlindSet(books, questions);
  const t = tally(results);
  const n = t.questions;
  console.log(`Blind hold-out (issue 13): ${n} questions over ${books.size} workbooks`);
  console.log(`Right:                    ${pct(t.right, n)}`);
  console.log(`Rightly refused:          ${pct(t.rightlyRefused, n)}`);
  console.log(`Refused (missed):         ${pct(t.refused, n)}`);
  console.log(`Wrong:                    ${pct(t.wrong, n)}`);
  console.log(`Right or rightly refused: ${pct(t.right + t.rightlyRefused, n)}`);
  console.log('\nPer book:');
  for (const name of books.keys())
    console.log(line(name, tally(results.filter((r) => r.q.book === name))));
  const wrong = results.filter((r) => r.outcome === 'wrong');
  console.log(`\nWrong answers: ${wrong.length} (ids only)`);
  for (const r of wrong) console.log(`  ${r.q.id}`);
  if (wrongFile) {
    const body = wrong
      .map(
        (r) =>
          `${r.q.id}\n  question: ${r.q.question}\n  means:    ${r.q.means}\n  why:      ${r.why ?? ''}\n  got:      ${r.got}`,
      )
      .join('\n\n');
    writeFileSync(wrongFile, `${body}\n`);
    console.log(`(details written to ${wrongFile})`);
  }
}

void main();
