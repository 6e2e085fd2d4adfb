import { spawnSync } from "node:child_process";
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * PGlite cannot tell when two processes open one data directory, and that corrupts it, so the server takes an
 * exclusive lock on DATA_DIR/.server.lock for as long as it runs.
 *
 * Why this way: a PID written in a file is not a lock. The PID can be reused by an unrelated process or
 * belong to a zombie, which then looks like a live owner and blocks start-up, and checking then taking over
 * is a race between two starting servers. A lock directory with a heartbeat trades that for a timing guess
 * (a paused or busy process loses its lock). What the operating system offers is flock(2): a lock on an open
 * file that the kernel releases the moment the last descriptor of it closes, so a process that dies, however
 * it dies, leaves no lock behind, and taking a free lock is one atomic call. Node has no flock() of its own and
 * a native add-on would need a compiler at install time; so this process opens the lock file and lends that
 * very descriptor to util-linux's `flock --nonblock` (a standard part of every Linux system). flock locks the
 * open file description, which this process shares with the child: when the child exits, the lock stays
 * with this process until it closes the file or exits.
 *
 * Where `flock` is not installed (macOS, for one), the lock falls back to an exclusive create of the file,
 * which a crash leaves behind: the message then says to remove it by hand. The PID written into the file is
 * only there to name the owner in messages.
 */
export const LOCK_FILE = ".server.lock";

export class DataDirLockedError extends Error {}

function describeOwner(lockPath: string): string {
  try {
    const pid = readFileSync(lockPath, "utf8").trim();
    return /^\d+$/.test(pid) ? ` (process ${pid})` : "";
  } catch {
    return "";
  }
}

function inUse(dataDir: string, lockPath: string): DataDirLockedError {
  return new DataDirLockedError(
    `The data directory ${path.resolve(dataDir)} is in use by another server${describeOwner(lockPath)}. ` +
      "Stop that server first, or set DATA_DIR to another folder.",
  );
}

/** Takes the lock; returns the function that releases it. Throws DataDirLockedError when another process has it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const fd = openSync(lockPath, "a+");
  const result = spawnSync("flock", ["--exclusive", "--nonblock", "--conflict-exit-code", "75", "3"], {
    stdio: ["ignore", "ignore", "pipe", fd],
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code === "ENOENT") {
    closeSync(fd);
    return lockByExclusiveCreate(dataDir, lockPath);
  }
  if (result.status !== 0) {
    closeSync(fd);
    if (result.status === 75) throw inUse(dataDir, lockPath);
    throw new Error(
      `Could not lock the data directory ${path.resolve(dataDir)}: ${result.stderr?.toString().trim() || result.error?.message}`,
    );
  }
  // Ours now: the file says who holds it.
  ftruncateSync(fd);
  writeSync(fd, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing the last descriptor releases the lock. The file stays: deleting a locked file lets a second
    // process lock a new file of the same name while a third still holds the old one.
    closeSync(fd);
  };
}

function lockByExclusiveCreate(dataDir: string, lockPath: string): () => void {
  const fallbackPath = `${lockPath}.pid`;
  let fd: number;
  try {
    fd = openSync(fallbackPath, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const error_ = inUse(dataDir, fallbackPath);
    error_.message += ` If no server is running, delete ${fallbackPath}.`;
    throw error_;
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    try {
      // Only our own file is removed.
      if (readFileSync(fallbackPath, "utf8").trim() === String(process.pid)) rmSync(fallbackPath, { force: true });
    } catch {
      // already gone
    }
  };
}
