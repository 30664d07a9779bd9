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

/**
 * A module's services know nothing of HTTP: they take values and return values (an export returns
 * its file, lib/excel's XlsxFile), and the routes read the request and write the reply. So only
 * routes may import Fastify, with the files beside them: access rules (a rule may need the request)
 * and the front door, which re-exports the routes.
 */
const SPEAKS_HTTP = /(\.routes\.ts|\.access\.ts|\/index\.ts)$/;

/**
 * Files that import Fastify and are routes in all but name. stats-cache.ts registers every cached
 * /api/stats read (cachedStatsRoute) and answers it with its ETag or a 304: the routes' shared part.
 */
const HTTP_HELPERS = ["stats/stats-cache.ts"];

/** Whether a file's text imports Fastify or one of its packages (static, dynamic or type-only). */
const importsFastify = (text: string) => /(?:from|import)\s*\(?\s*"(?:fastify|@fastify\/)/.test(text);

/** The files under modules/ that import Fastify and may not, by path from modules/. */
function fastifyOutsideRoutes(): string[] {
  return filesUnder(MODULES)
    .map((file) => path.relative(MODULES, file).split(path.sep).join("/"))
    .filter((rel) => !SPEAKS_HTTP.test(rel) && !HTTP_HELPERS.includes(rel))
    .filter((rel) => importsFastify(readFileSync(path.join(MODULES, rel), "utf8")))
    .sort();
}

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

  it("only routes, access rules and front doors import Fastify", () => {
    expect(fastifyOutsideRoutes()).toEqual([]);
  });

  it("the Fastify check sees imports at all, and each listed exception still needs its place", () => {
    expect(importsFastify('import type { FastifyReply } from "fastify";')).toBe(true);
    expect(importsFastify('import cookie from "@fastify/cookie";')).toBe(true);
    expect(importsFastify('import { z } from "zod";')).toBe(false);
    expect(SPEAKS_HTTP.test("clients/clients.routes.ts")).toBe(true);
    expect(SPEAKS_HTTP.test("clients/client-lists.service.ts")).toBe(false);
    const importers = filesUnder(MODULES).filter((file) => importsFastify(readFileSync(file, "utf8")));
    expect(importers.length).toBeGreaterThan(20);
    for (const rel of HTTP_HELPERS)
      expect(importsFastify(readFileSync(path.join(MODULES, rel), "utf8"))).toBe(true);
  });
});
