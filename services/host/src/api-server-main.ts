/**
 * The API alone (no remotes): `node services/host/dist/api-server-main.js`. With
 * DATABASE_URL set, SERVICES=account or SERVICES=chat runs one service per process.
 */
import { exitOnStartFailure, startApiServer } from './server';

startApiServer()
  .then(({ app }) => {
    const stop = () => {
      app.close().finally(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch(exitOnStartFailure);
