import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/api/src/**/*.test.ts",
            "apps/web/src/**/*.test.{ts,tsx}",
            "apps/web/tests/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/test/**/*.test.ts"],
          environment: "node",
          // A PGlite database per test file takes a few seconds to build from the migrations.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers only make each PGlite slower.
          maxWorkers: 2,
        },
      },
    ],
  },
});
