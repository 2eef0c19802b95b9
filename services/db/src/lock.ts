/**
 * An exclusive lock on a PGlite data folder. PGlite does not lock its folder itself: a
 * second process opening it silently loses writes and can corrupt it (STACK-NOTES.md).
 *
 * The lock is a file created with O_EXCL that holds the owner's pid and boot id. A lock
 * whose owner is gone (dead pid, other boot) is stale and taken over; a live one is refused.
 */
import fs from 'node:fs';
import os from 'node:os';

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    const who =
      pid === process.pid ? 'this process (opened twice)' : `another Fina process (pid ${pid})`;
    super(
      `The data folder ${dataDir} is in use by ${who}. ` +
        'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

interface LockOwner {
  pid: number;
  bootId: string;
  hostname: string;
}

/** Lock files this process holds (so a lock naming our own pid is ours only if listed here). */
const held = new Set<string>();

function bootId(): string {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, bootId: parsed.bootId ?? '', hostname: parsed.hostname ?? '' };
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner, file: string): boolean {
  if (owner.hostname && owner.hostname !== os.hostname()) return true; // cannot tell: refuse
  if (owner.bootId && owner.bootId !== bootId()) return false; // written before a reboot
  if (owner.pid === process.pid) return held.has(file);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Takes the lock `file` (for the folder `dataDir`) or throws DataDirLockedError. */
export function lockDataDir(dataDir: string, file: string): DataDirLock {
  const me: LockOwner = { pid: process.pid, bootId: bootId(), hostname: os.hostname() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // Written to a temp file then hard-linked into place: the lock never exists half-written.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(me), { mode: 0o644 });
    let linked = false;
    try {
      fs.linkSync(temp, file);
      linked = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
    if (linked) {
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        process.removeListener('exit', release);
        const owner = readOwner(file);
        if (owner?.pid === process.pid) fs.rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { file, release };
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner, file)) throw new DataDirLockedError(dataDir, owner.pid);
    // Stale (or half-written) lock: move it aside atomically, so that two processes taking
    // over at once cannot both delete a lock the other has just written.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readOwner(aside);
    if (moved && owner && moved.pid !== owner.pid && isAlive(moved, file)) {
      fs.renameSync(aside, file); // a live lock slipped in between: give it back
      throw new DataDirLockedError(dataDir, moved.pid);
    }
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`Could not take the lock ${file}`);
}
