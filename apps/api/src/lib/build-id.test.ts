import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Two processes of one build must give the same ETag, or a balancer's answers would miss: the build
// id is read in fresh processes, as two servers behind a balancer would read it.
const MODULE = fileURLToPath(new URL("./build-id.ts", import.meta.url));

function buildIdOfNewProcess(env: Record<string, string> = {}): string {
  const { MAKON_BUILD_ID: _, ...inherited } = process.env;
  return execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import(${JSON.stringify(MODULE)}).then((m) => process.stdout.write(m.BUILD_ID))`,
    ],
    { env: { ...inherited, ...env }, encoding: "utf8" },
  );
}

describe("the build id", () => {
  it("is the same in two processes of the same code, started apart", () => {
    const first = buildIdOfNewProcess();
    const second = buildIdOfNewProcess();
    expect(first).toMatch(/^[\w-]{16}$/);
    expect(second).toBe(first);
  });

  it("is what the deploy sets, when it sets one", () => {
    expect(buildIdOfNewProcess({ MAKON_BUILD_ID: "2896524" })).toBe("2896524");
  });
});
