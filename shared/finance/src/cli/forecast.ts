/** Entry point of `npm run forecast` (see run.ts). */
import { runForecastCli } from './run';

runForecastCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  cwd: process.env.INIT_CWD ?? process.cwd(),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 3;
  },
);
