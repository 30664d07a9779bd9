import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

// One id per build: the list cache keys its IndexedDB entries with it, so an app update drops
// copies written by the previous build instead of reading data shaped for older screens.
const buildId = Date.now().toString(36);

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes a .br and a .gz beside every asset worth compressing, once per build: the server sends
 * them as they are (plugins/web.ts, preCompressed). Compressed per request instead, a new
 * colleague's first load (the shell, the home, each screen's code) kept the server's one thread
 * busy gzipping while their session check and home waited behind it.
 */
function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "makon-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const dir = path.join(outDir, "assets");
      const names = (await readdir(dir)).filter((n) => /\.(js|css|svg|json)$/.test(n));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const body = await readFile(file);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), precompressAssets()],
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
