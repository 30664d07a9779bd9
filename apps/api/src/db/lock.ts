import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is one connection to a folder: two processes on the same folder corrupt it. A lock file
 * holding our PID refuses a second process; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "makon.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // Stale lock from a process that is gone.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already in use by another Makon process (PID ${pid}). ` +
        "The embedded database allows one process per folder: stop that process, or start this one " +
        "with another DATA_DIR, or use PostgreSQL via DATABASE_URL to run several processes.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
