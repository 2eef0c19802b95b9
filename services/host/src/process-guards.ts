/**
 * Last-resort handlers for the API process. Fastify answers 500 for anything thrown or
 * rejected inside a request; these catch what escapes every request (a throw inside a zlib
 * or timer callback, a promise nobody awaited), log it, and keep the process serving
 * everyone else. The supervisor (supervise.ts) restarts the process if it dies anyway.
 */
export interface GuardLogger {
  error(details: object, message: string): void;
}

const consoleLogger: GuardLogger = {
  error: (details, message) => console.error(message, details),
};

let installed: { logger: GuardLogger } | undefined;

/** Installs the handlers once; a later call only swaps the logger (console → pino once up). */
export function installProcessGuards(logger: GuardLogger = consoleLogger): void {
  if (installed) {
    installed.logger = logger;
    return;
  }
  const state = { logger };
  installed = state;
  process.on('uncaughtException', (error, origin) => {
    state.logger.error({ err: error, origin }, 'uncaught exception: logged, process kept running');
  });
  process.on('unhandledRejection', (reason) => {
    state.logger.error({ err: reason }, 'unhandled promise rejection: logged');
  });
}
