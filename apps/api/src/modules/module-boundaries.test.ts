import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// An API module reaches another only through that module's index.ts, its front door: what it
// offers there is all others may depend on, so its other files can change without a look beyond
// the module. app.ts (and main.ts) register routes and start jobs through the same doors. Inside a
// module, files import their siblings directly. What many modules share and no module owns lives
// in lib/ or db/, below the modules. The modules' graph has no cycle either: a front door re-exports
// a module's routes, so a cycle between two modules would be a cycle of files at load time, where
// a value read while its module is still loading is undefined (or throws).

const MODULES = path.dirname(fileURLToPath(import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Relative imports and re-exports of a file (static, dynamic and type-only), as written. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)]
    .map((m) => m[1] ?? "")
    .filter(Boolean);
}

/** The module a path lies in, or null (outside modules/, or a file such as this test beside them). */
function moduleOf(file: string): string | null {
  const parts = path.relative(MODULES, file).split(path.sep);
  return parts[0] === ".." || parts.length < 2 ? null : (parts[0] ?? null);
}

/** Whether a resolved import names a module's front door: the folder, or its index file. */
function isIndex(target: string, mod: string): boolean {
  const entry = path.join(MODULES, mod);
  return [entry, path.join(entry, "index"), path.join(entry, "index.ts")].includes(target);
}

/** Imports that cross into another module past its index, and the module graph (module → modules). */
function walk(): { crossings: string[]; graph: Map<string, Set<string>>; seen: number } {
  const crossings: string[] = [];
  const graph = new Map<string, Set<string>>();
  let seen = 0;
  for (const file of filesUnder(MODULES)) {
    const from = moduleOf(file);
    if (from === null) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const spec of importsOf(file)) {
      seen++;
      const target = path.resolve(path.dirname(file), spec);
      // Also an import of modules/<x>.ts or modules/ itself: nothing lies there but modules.
      const rel = path.relative(MODULES, target);
      if (rel.startsWith("..")) continue;
      const to = rel.split(path.sep)[0] ?? "";
      if (to === from) continue;
      const where = `${path.relative(MODULES, file)} → ${spec}`;
      if (!isIndex(target, to)) crossings.push(`past ${to}/index.ts: ${where}`);
      graph.get(from)?.add(to);
    }
  }
  return { crossings, graph, seen };
}

/** Every elementary cycle of the graph, each as "a → b → a", starting at its least name. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (start: string, at: string, trail: string[]): void => {
    for (const next of graph.get(at) ?? []) {
      // Each cycle is reported once, from its alphabetically first module.
      if (next === start) found.add([...trail, start].join(" → "));
      else if (next > start && !trail.includes(next)) visit(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) visit(start, start, [start]);
  return [...found].sort();
}

/**
 * Cycles between modules that are known and not yet broken. Empty: the last one (contracts ↔
 * organisations, over the pages that read contracts) was broken by moving that list to
 * lib/contract-pages.ts. A cycle listed here is one to break, never one to add.
 */
const KNOWN_CYCLES: string[] = [];

describe("API module boundaries", () => {
  it("a module reaches another only through its index.ts", () => {
    expect(walk().crossings).toEqual([]);
  });

  it("modules import each other without a cycle (beyond the known ones)", () => {
    expect(cyclesOf(walk().graph).filter((c) => !KNOWN_CYCLES.includes(c))).toEqual([]);
  });

  it("every module has a front door", () => {
    const modules = readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory());
    expect(modules.filter((m) => !readdirSync(path.join(MODULES, m)).includes("index.ts"))).toEqual([]);
  });

  it("the walk sees imports and crossings at all (a broken pattern would pass everything)", () => {
    const { graph, seen } = walk();
    expect(seen).toBeGreaterThan(500);
    expect(graph.get("stats")?.has("collections")).toBe(true);
    // The checks themselves: a door passes, a file past it is named, a cycle is found.
    expect(isIndex(path.join(MODULES, "clients"), "clients")).toBe(true);
    expect(isIndex(path.join(MODULES, "clients", "client-rows"), "clients")).toBe(false);
    const loop = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    expect(cyclesOf(loop)).toEqual(["a → b → c → a"]);
  });
});
