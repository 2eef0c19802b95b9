/**
 * The API process as `npm start` runs it: a child of the supervisor (start.ts). It says
 * `{ ready: url }` once listening, logs what escapes every request instead of dying
 * (process-guards.ts), and ends when its parent does (IPC channel closed).
 */
import { installProcessGuards } from './process-guards';
import { exitOnStartFailure, startApiServer } from './server';

installProcessGuards();

startApiServer()
  .then(({ app, url }) => {
    installProcessGuards(app.log);
    let stopping = false;
    const stop = (): void => {
      if (stopping) return;
      stopping = true;
      // keep-alive connections can hold close() open: never outlive the parent by long
      setTimeout(() => process.exit(0), 5_000).unref();
      app.close().finally(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    process.once('disconnect', stop);
    process.send?.({ ready: url });
  })
  .catch(exitOnStartFailure);
