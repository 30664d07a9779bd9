import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * One id per version of the code, the same in every process started from it: two processes
 * behind a balancer must give the same ETag for the same answer, or every 304 is lost when a
 * request lands on the other one. It changes whenever the server's code or the shared package
 * changes, so an answer shaped by older code is never taken as current. MAKON_BUILD_ID, when a
 * deploy sets it (a commit id), is taken as it is.
 */
export const BUILD_ID = process.env.MAKON_BUILD_ID || digestOfCode();

function digestOfCode(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const roots = [path.resolve(here, ".."), path.resolve(here, "../../../../packages/shared/src")];
  const hash = createHash("sha256");
  for (const root of roots)
    for (const file of sourcesUnder(root)) {
      // The path relative to its root: the same code in another folder is the same build.
      hash.update(`${path.relative(root, file)}\0`);
      hash.update(readFileSync(file));
    }
  return hash.digest("base64url").slice(0, 16);
}

/** The .ts files under a folder, in a fixed order (a directory's listing order is the disk's). */
function sourcesUnder(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  return entries.flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourcesUnder(full);
    return e.name.endsWith(".ts") ? [full] : [];
  });
}
