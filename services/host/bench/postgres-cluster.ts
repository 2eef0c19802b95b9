/**
 * A private, throw-away PostgreSQL cluster for the bench, from Debian's `postgresql` package
 * (the one scripts/test-services-postgres.sh uses): initdb in a temp folder, fsync off, on
 * 127.0.0.1. Undefined when the package is not installed (the bench then skips PostgreSQL).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  url: string;
  version: string;
  stop(): void;
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

export function startPostgresCluster(port = 55480): PostgresCluster | undefined {
  const bin = postgresBin();
  if (!bin) return undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-bench-pg-'));
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? 'postgres' : os.userInfo().username;
  if (asRoot) execFileSync('chown', ['postgres:postgres', work]);
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  const data = path.join(work, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', user, '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(work, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${work} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim();
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    version: /\d+(\.\d+)+/.exec(version)?.[0] ?? version,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
