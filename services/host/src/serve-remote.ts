/**
 * Serves one remote's dist folder:
 *   node services/host/dist/serve-remote.js --dir mfe-landing/dist --port 8081 [--host 0.0.0.0]
 * start.ts runs one per remote. The process ends with its parent: when the IPC channel
 * closes (the parent exited or was killed), it stops within two seconds.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildRemoteServer } from './remote-server';

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: '0.0.0.0' },
    },
  });
  const port = Number(values.port);
  if (!values.dir || !Number.isInteger(port) || port <= 0) {
    console.error('usage: serve-remote --dir <dist folder> --port <port> [--host <host>]');
    process.exit(2);
  }
  const app = await buildRemoteServer(path.resolve(values.dir), { level: 'warn' });
  await app.listen({ port, host: values.host });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // open keep-alive connections can hold close() open: never outlive the parent by long
    setTimeout(() => process.exit(0), 2_000).unref();
    app.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  if (process.send && !process.connected) stop(); // the parent died while we started
  process.send?.({ ready: port });
}

main().catch((error: unknown) => {
  console.error(`serve-remote: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
