// Budget check (docs/product.md, Performance budgets): the JavaScript the main route loads — the
// entry script and the chunks index.html preloads — must stay within 350 KB gzip; other screens
// load on demand.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET = 350 * 1024;
const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const files = new Set();
for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
if (files.size === 0) {
  console.error("check-bundle: no script found in apps/web/dist/index.html");
  process.exit(1);
}
let total = 0;
for (const f of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, f.replace(/^\//, ""))), { level: 9 }).length;
  total += size;
  console.log(`  ${f}  ${(size / 1024).toFixed(1)} KB gzip`);
}
const allJs = fs.readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js")).length;
console.log(
  `main route JavaScript: ${(total / 1024).toFixed(1)} KB gzip of ${BUDGET / 1024} KB budget (${allJs} chunks in all)`,
);
if (total > BUDGET) {
  console.error("check-bundle: over budget");
  process.exit(1);
}
