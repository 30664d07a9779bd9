import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A web feature reaches another only through that feature's index.ts, and what
// every feature uses (the current user, notices, the api client) lives in lib/ or app/. lib/ is
// below the features and never imports one. This walks every import and names each crossing.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
const FEATURES = path.join(SRC, "features");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Relative imports and re-exports of a file (static and dynamic), as written. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => m[1] ?? "");
  return found.filter(Boolean);
}

/** The feature a path lies in, or null (lib/, app/, pages/, i18n/). */
function featureOf(file: string): string | null {
  const rel = path.relative(FEATURES, file);
  return rel.startsWith("..") ? null : (rel.split(path.sep)[0] ?? null);
}

/** Whether a resolved import names a feature's index (the folder itself or its index file). */
function isIndex(target: string, feature: string): boolean {
  return namesEntry(target, path.join(FEATURES, feature));
}

/** Whether a resolved import names `entry` (a folder with its index.ts, or a file), without extension. */
function namesEntry(target: string, entry: string): boolean {
  return [entry, path.join(entry, "index"), path.join(entry, "index.ts"), `${entry}.ts`].includes(target);
}

/**
 * Where pages may enter a feature besides its index (decision 13): each property part's own index,
 * so a screen's chunk carries only its part, and the sections' admin file, which the menu's index
 * leaves out of the shell.
 */
const PAGE_ENTRIES = [
  ...["baza", "chessboard", "floor", "info-add", "objects"].map((part) =>
    path.join(FEATURES, "property", part),
  ),
  path.join(FEATURES, "sections", "admin"),
];

function crossings(): string[] {
  const out: string[] = [];
  for (const file of filesUnder(SRC)) {
    if (file.endsWith(".test.ts") || file.endsWith(".test.tsx")) continue;
    const from = featureOf(file);
    const inLib = path.relative(path.join(SRC, "lib"), file).startsWith("..") === false;
    for (const spec of importsOf(file)) {
      const target = path.resolve(path.dirname(file), spec);
      const to = featureOf(target);
      if (to === null) continue;
      const where = `${path.relative(SRC, file)} → ${spec}`;
      if (inLib) out.push(`lib imports a feature: ${where}`);
      else if (from !== null && from !== to && !isIndex(target, to))
        out.push(`past ${to}/index.ts: ${where}`);
      // Pages and the app's shell compose features: they too enter one only where it offers.
      else if (from === null && !isIndex(target, to) && !PAGE_ENTRIES.some((e) => namesEntry(target, e)))
        out.push(`page or app past ${to}/index.ts: ${where}`);
    }
  }
  return out;
}

describe("web feature boundaries", () => {
  it("features, pages and the shell reach a feature only through its index.ts (or a declared entry), and lib/ imports none", () => {
    expect(crossings()).toEqual([]);
  });

  it("the walk sees imports at all (a broken pattern would pass everything)", () => {
    const all = filesUnder(FEATURES).flatMap(importsOf);
    expect(all.length).toBeGreaterThan(200);
    expect(all.some((spec) => spec.startsWith("../../"))).toBe(true);
  });
});
