/** A worker entry for the pool's tests: sleeps, allocates until out of memory, or exits. */
import { serveGateJobs } from '../worker-reply';

type ProbeJob = { sleepMs: number } | { allocate: true } | { exit: number } | { echo: string };

serveGateJobs((job: ProbeJob) => {
  if ('sleepMs' in job) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, job.sleepMs);
    return 'slept';
  }
  if ('allocate' in job) {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array<number>(1_000_000).fill(hoard.length));
  }
  if ('exit' in job) process.exit(job.exit);
  return job.echo;
});
