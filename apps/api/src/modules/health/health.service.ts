import { appliedMigrationLevel, LATEST_MIGRATION } from "../../db/migrations";
import type { Db } from "../../db/types";

/** A load balancer asks often and must hear back quickly: a database slower than this is not ready. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Ready = the database answers, within the time, and holds every migration this code knows
 * (a process of a newer version may have gone further: that is fine).
 */
export async function isReady(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const check = appliedMigrationLevel(db).then(
    (level) => level >= LATEST_MIGRATION,
    () => false,
  );
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}
