/**
 * The API alone (no remotes): `node services/host/dist/api-server-main.js`. With
 * DATABASE_URL set, SERVICES=account or SERVICES=chat runs one service per process. What
 * escapes every request is logged and the process keeps serving (process-guards.ts); run it
 * under a supervisor (systemd, a container orchestrator) that restarts it if it dies anyway.
 */
import { installProcessGuards } from './process-guards';
import { exitOnStartFailure, startApiServer } from './server';

installProcessGuards();

startApiServer()
  .then(({ app }) => {
    installProcessGuards(app.log);
    const stop = () => {
      app.close().finally(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch(exitOnStartFailure);
