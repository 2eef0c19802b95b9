import path from 'node:path';
import { WorkbookError } from './limits';
import { closeIdleWorkers, configureGate, gateStats, runGateJob } from './pool';

const PROBE = {
  name: 'probe-worker',
  source: path.join(__dirname, 'test-support', 'probe-worker.ts'),
};

afterEach(() => closeIdleWorkers());

describe('the gate pool', () => {
  it('runs at most maxWorkers jobs at once, queues the next ones and refuses beyond the queue', async () => {
    configureGate({ maxWorkers: 1, maxQueue: 1 });
    try {
      await runGateJob({ script: PROBE, data: { echo: 'warm' } }); // bundle the probe first
      const first = runGateJob<string>({ script: PROBE, data: { sleepMs: 400 } });
      const second = runGateJob<string>({ script: PROBE, data: { echo: 'second' } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(gateStats()).toMatchObject({ running: 1, queued: 1 });
      const third = runGateJob<string>({ script: PROBE, data: { echo: 'third' } });
      await expect(third).rejects.toMatchObject({
        statusCode: 503,
        code: 'busy',
        retryAfterSeconds: 5,
      });
      await expect(first).resolves.toBe('slept');
      await expect(second).resolves.toBe('second');
      expect(gateStats()).toMatchObject({ running: 0, queued: 0 });
    } finally {
      configureGate({ maxWorkers: 2, maxQueue: 16 });
    }
  });

  it('answers 422 too_slow when a job outlives its time limit, and frees the slot', async () => {
    const slow = runGateJob({ script: PROBE, data: { sleepMs: 5_000 }, timeoutMs: 300 });
    await expect(slow).rejects.toMatchObject({ statusCode: 422, code: 'too_slow' });
    await expect(runGateJob({ script: PROBE, data: { echo: 'after' } })).resolves.toBe('after');
    expect(gateStats().running).toBe(0);
  });

  it('answers 422 out_of_memory when a worker exhausts its heap, and the process carries on', async () => {
    const hungry = runGateJob({ script: PROBE, data: { allocate: true }, maxHeapMb: 64 });
    await expect(hungry).rejects.toBeInstanceOf(WorkbookError);
    await expect(hungry).rejects.toMatchObject({ statusCode: 422, code: 'out_of_memory' });
    await expect(runGateJob({ script: PROBE, data: { echo: 'alive' } })).resolves.toBe('alive');
  });

  it('answers 500 worker_failed when a worker dies without answering', async () => {
    await expect(runGateJob({ script: PROBE, data: { exit: 3 } })).rejects.toMatchObject({
      statusCode: 500,
      code: 'worker_failed',
    });
    await expect(runGateJob({ script: PROBE, data: { echo: 'next' } })).resolves.toBe('next');
  });

  it('answers 500 when a worker script cannot be found or built', async () => {
    await expect(
      runGateJob({ script: { name: 'nope', source: '/nonexistent/nope.ts' }, data: {} }),
    ).rejects.toMatchObject({ statusCode: 500, code: 'worker_failed' });
  });
});
