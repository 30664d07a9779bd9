import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

// One id per build: the list cache keys its IndexedDB entries with it, so an app update drops
// copies written by the previous build instead of reading data shaped for older screens.
const buildId = Date.now().toString(36);

export default defineConfig({
  root,
  plugins: [react()],
  define: {
    "import.meta.env.VITE_BUILD_ID": JSON.stringify(buildId),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // @makon/shared is plain declarations; its zod schemas are built at module level, so
        // without this hint every import of a formatter or a key list would drag zod in.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]/, sideEffects: false }],
        manualPureFunctions: ["z"],
      },
    },
  },
  server: {
    proxy: {
      "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
    },
  },
});
