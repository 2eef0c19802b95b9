/**
 * npm run eval:tuning-c -w @fina/analyst [-- --verbose]: tuning set C (the first blind hold-out), scored right /
 * rightly refused / refused / wrong, in total and per workbook. Reported, not ratcheted.
 * Prints each miss (every answer with --verbose); never edit the set to fit these lines.
 */
import { runSetC, tally, type Tally } from './evaluate-tuning-c';
import { buildSetCQuestions } from './questions';
import { buildSetCBooks } from './workbooks';

const share = (x: number, n: number): string => `${x} (${((x / n) * 100).toFixed(1)}%)`;

function line(name: string, t: Tally): string {
  const ok = t.right + t.rightlyRefused;
  return `${name.padEnd(10)} ${String(t.questions).padStart(3)} q  right ${String(t.right).padStart(3)}  rightly refused ${String(t.rightlyRefused).padStart(2)}  refused ${String(t.refused).padStart(3)}  wrong ${String(t.wrong).padStart(2)}  ok ${((ok / t.questions) * 100).toFixed(1)}%`;
}

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const books = await buildSetCBooks();
  const results = await runSetC(books, buildSetCQuestions(books));
  for (const s of results) {
    const ok = s.outcome === 'right' || s.outcome === 'rightly-refused';
    if (ok && s.headline && !verbose) continue;
    const tag = ok ? (s.headline ? 'ok' : 'HEADLINE') : s.outcome.toUpperCase();
    console.log(
      `${tag.padEnd(9)} ${s.q.id} [${s.q.book}] ${s.q.question}\n          ${s.why ?? s.answer.text.split('\n')[0]}`,
    );
  }
  const t = tally(results);
  const n = t.questions;
  console.log(`\nTuning set C: ${n} questions over ${Object.keys(books).length} workbooks`);
  console.log(`Right:                    ${share(t.right, n)}`);
  console.log(`Rightly refused:          ${share(t.rightlyRefused, n)}`);
  console.log(`Refused (missed):         ${share(t.refused, n)}`);
  console.log(`Wrong:                    ${share(t.wrong, n)}`);
  console.log(`Right or rightly refused: ${share(t.right + t.rightlyRefused, n)}`);
  console.log(`Headline not first:       ${results.filter((r) => !r.headline).length}`);
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p: number): number => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)] ?? 0;
  console.log(`Latency per answer: p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`);
  console.log('\nPer workbook:');
  for (const name of Object.keys(books)) {
    console.log(line(name, tally(results.filter((r) => r.q.book === name))));
  }
}

void main();
