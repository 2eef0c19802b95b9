/**
 * npm run eval:owners -w @fina/analyst [-- --tune] [-- --verbose]: the owners' tuning set B
 * (default; 222 questions, read and tuned on since its first run, so no longer a hold-out) or
 * the small tuning set A (`--tune`), scored right / refused / rightly refused / wrong.
 * The blind hold-out lives apart (eval/blind/) and is never run from here.
 */
import { runOwnerSet } from './evaluate-owners';
import { buildOwnerQuestions } from './questions';
import { buildTuneQuestions } from './tune';
import { buildOwnerBooks } from './workbooks';

async function main(): Promise<void> {
  const tune = process.argv.includes('--tune');
  const verbose = process.argv.includes('--verbose');
  const books = await buildOwnerBooks(tune ? 101 : 7);
  const questions = tune ? buildTuneQuestions(books) : buildOwnerQuestions(books);
  const r = await runOwnerSet(books, questions);
  for (const s of r.results) {
    const ok = s.outcome === 'right' || s.outcome === 'rightly-refused';
    if (ok && !verbose && s.headline) continue;
    const tag = ok ? (s.headline ? 'ok' : 'HEADLINE') : s.outcome.toUpperCase();
    console.log(
      `${tag.padEnd(9)} ${s.q.id}: ${s.q.question}\n          ${s.why ?? s.answer.text.split('\n')[0]}`,
    );
  }
  const n = r.questions;
  const p = (x: number): string => `${x} (${((x / n) * 100).toFixed(1)}%)`;
  console.log(`\nOwners' tuning set ${tune ? 'A' : 'B'}: ${n} questions over ${r.books} workbooks`);
  console.log(`Right:            ${p(r.right)}`);
  console.log(`Rightly refused:  ${p(r.rightlyRefused)}`);
  console.log(`Refused (missed): ${p(r.refused)}`);
  console.log(`Wrong:            ${p(r.wrong)}`);
  console.log(`Right or rightly refused: ${p(r.right + r.rightlyRefused)}`);
  console.log(`Headline not first: ${r.headlineMisses}`);
  console.log(`Latency per answer: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms`);
  if (r.wrong > 0) process.exitCode = 1;
}

void main();
