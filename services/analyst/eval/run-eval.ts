/** npm run eval -w @fina/analyst: accuracy of the embedded engine on the generated set. */
import { runEval } from './evaluate';

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose') || process.argv.includes('-v');
  const r = await runEval();
  for (const s of r.results) {
    if (s.outcome === 'correct' || s.outcome === 'right-refusal') {
      if (verbose) console.log(`ok   ${s.q.id}: ${s.q.question}`);
      continue;
    }
    console.log(
      `${s.outcome.toUpperCase().padEnd(8)} ${s.q.id}: ${s.q.question}\n         ${s.why ?? ''}`,
    );
  }
  const pct = (n: number): string => `${(n * 100).toFixed(1)}%`;
  console.log('');
  console.log(
    `Questions:            ${r.questions} (${r.answerable} answerable, ${r.expectedRefusals} to refuse)`,
  );
  console.log(
    `Accuracy:             ${pct(r.accuracy)} (${r.correct}/${r.answerable} figures correct and cited)`,
  );
  console.log(`Right refusals:       ${r.rightRefusals}/${r.expectedRefusals}`);
  console.log(`Missed (refused):     ${r.missed}`);
  console.log(`Wrong figures:        ${r.wrong}`);
  console.log(`Uncited answers:      ${r.uncited}`);
  console.log(`Latency per answer:   p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms`);
  console.log(
    `Ingest (ms):          ${Object.entries(r.ingestMs)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  if (r.wrong > 0 || r.uncited > 0) process.exitCode = 1;
}

void main();
