import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is one connection to a folder: two processes on the same folder corrupt it. A lock file
 * holding our PID (and, on Linux, when our process started) refuses a second process; a lock left
 * by a process that is gone is taken over — also when its PID now belongs to another program.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "makon.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, ownLock);
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === ownLock) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const [pidText, started] = fs.readFileSync(lockPath, "utf8").trim().split(" ");
      const holder = Number.parseInt(pidText ?? "", 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && holds(holder, started)) {
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

/** What our lock file says: "<pid> <start time>", or "<pid>" where the start time is unknown. */
const ownLock = [process.pid, startTime(process.pid)].filter((v) => v !== null).join(" ");

/**
 * Whether the process a lock names still holds it. A PID is reused once its process is gone (a
 * reboot, a container restarted), so a live PID alone proves nothing: on Linux the lock carries
 * the holder's start time and the PID must have started then. A lock without one (written where
 * it is unknown, or by an older version) holds while its PID is a live Node.js process. Without
 * /proc (macOS, Windows) a live PID holds: refusing wrongly costs deleting the file, taking a
 * folder in use would corrupt it.
 */
function holds(pid: number, started: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = startTime(pid);
  if (now === null) return true;
  if (started) return started === now;
  return isNode(pid);
}

/** The process's start time in clock ticks since boot (/proc/<pid>/stat, field 22); null without /proc. */
function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isNode(pid: number): boolean {
  try {
    const argv0 = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
    return /node/i.test(path.basename(argv0));
  } catch {
    return true;
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
