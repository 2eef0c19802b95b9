import { readFile } from 'node:fs/promises';

/**
 * With no SMTP configured the services put mail in the local outbox and log it; the e2e
 * harness keeps the server's log in E2E_SERVER_LOG, where the reset link can be read.
 */
export async function waitForResetLink(email: string, timeoutMs = 10000): Promise<string> {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set: run the e2e suite through run-e2e.mjs');
  const deadline = Date.now() + timeoutMs;
  const pattern = /https?:\/\/[^\s"']+\/reset-password\?token=[A-Za-z0-9_-]+/;
  while (Date.now() < deadline) {
    const log = await readFile(logPath, 'utf8');
    const line = log
      .split('\n')
      .reverse()
      .find((entry) => entry.includes(email) && pattern.test(entry));
    const match = line?.match(pattern);
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset link for ${email} in the server log`);
}
