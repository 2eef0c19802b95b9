/** Every variable the services read is checked at start-up: a bad value names the variable. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadServiceConfig } from './config';

const refused = (env: NodeJS.ProcessEnv, variable: RegExp) => {
  expect(() => loadServiceConfig(env)).toThrow(ConfigError);
  expect(() => loadServiceConfig(env)).toThrow(variable);
};

describe('start-up checks of the variables other modules read', () => {
  it('accepts an empty environment and well-formed values', () => {
    const migrations = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-migrations-'));
    fs.mkdirSync(path.join(migrations, 'meta'));
    fs.writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{}');
    expect(() => loadServiceConfig({})).not.toThrow();
    expect(() =>
      loadServiceConfig({
        DATA_DIR: './data',
        DATABASE_URL: 'postgresql://fina:secret@db:5432/fina',
        DB_POOL_SIZE: '5',
        FINA_MIGRATIONS_DIR: migrations,
        LLM_BASE_URL: 'http://localhost:11434/v1',
        LLM_MODEL: 'qwen2.5',
        LLM_TIMEOUT_MS: '15000',
        GATE_MAX_WORKERS: '1',
        GATE_MAX_QUEUE: '0',
        GATE_WORKER_DIR: migrations,
      }),
    ).not.toThrow();
    fs.rmSync(migrations, { recursive: true, force: true });
  });

  it('refuses a database URL that is not PostgreSQL, or a bad pool size', () => {
    refused({ DATABASE_URL: 'mysql://db/fina' }, /DATABASE_URL/);
    refused({ DB_POOL_SIZE: '0' }, /DB_POOL_SIZE/);
    refused({ DB_POOL_SIZE: 'ten' }, /DB_POOL_SIZE/);
  });

  it('refuses a migrations folder without its journal', () => {
    refused({ FINA_MIGRATIONS_DIR: os.tmpdir() }, /FINA_MIGRATIONS_DIR/);
  });

  it('refuses a model set up by halves, a bad URL or timeout', () => {
    refused({ LLM_BASE_URL: 'http://localhost:11434/v1' }, /LLM_MODEL/);
    refused({ LLM_MODEL: 'qwen2.5' }, /LLM_BASE_URL/);
    refused({ LLM_BASE_URL: 'localhost', LLM_MODEL: 'm' }, /LLM_BASE_URL/);
    refused({ LLM_BASE_URL: 'http://x', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '-1' }, /LLM_TIMEOUT_MS/);
  });

  it("refuses the workbook gate's limits out of range and a missing worker folder", () => {
    refused({ GATE_MAX_WORKERS: '0' }, /GATE_MAX_WORKERS/);
    refused({ GATE_MAX_QUEUE: '-1' }, /GATE_MAX_QUEUE/);
    refused({ GATE_WORKER_DIR: path.join(os.tmpdir(), 'no-such-folder-fina') }, /GATE_WORKER_DIR/);
  });

  it('reads SESSION_CACHE_MS (2 s by default, 0 turns it off) and refuses a bad value', () => {
    expect(loadServiceConfig({}).sessionCacheMs).toBe(2000);
    expect(loadServiceConfig({ SESSION_CACHE_MS: '0' }).sessionCacheMs).toBe(0);
    refused({ SESSION_CACHE_MS: '-1' }, /SESSION_CACHE_MS/);
    refused({ SESSION_CACHE_MS: 'a while' }, /SESSION_CACHE_MS/);
  });
});
