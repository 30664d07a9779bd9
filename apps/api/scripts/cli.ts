import { BackupError } from "../src/db/backup/format";
import { DataDirLockedError } from "../src/db/lock";
import { describeError } from "../src/lib/safe-error";

/**
 * Runs a command-line tool: a refusal the person can act on (a locked data folder, a bad
 * configuration, a backup that does not fit) is printed as its message alone; anything else
 * with its stack. Exit 0 on success, 1 on failure.
 */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      const known =
        err instanceof BackupError ||
        err instanceof DataDirLockedError ||
        (err instanceof Error && err.message.startsWith("Invalid configuration"));
      // A restore that fails mid-way would otherwise print the row it was inserting.
      process.stderr.write(`${known ? (err as Error).message : describeError(err)}\n`);
      process.exit(1);
    },
  );
}
