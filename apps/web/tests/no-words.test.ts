import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "rolldown/experimental";
import { describe, expect, it } from "vitest";

// Words a person reads come from the catalogues (apps/web/src/i18n, packages/shared/src/i18n), in
// three languages (decision 21). This walks every component, page and helper of the web app with the
// parser Vite builds with (oxc, through rolldown) and names what would show in one language only: text between JSX tags, a
// user-facing attribute written as a literal, and any literal holding Uzbek or Russian words.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
const SKIP = [path.join(SRC, "i18n")];

function sources(dir: string): string[] {
  if (SKIP.includes(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Attributes whose value a person reads (antd's and the DOM's). */
const SHOWN = new Set([
  "title",
  "placeholder",
  "label",
  "alt",
  "aria-label",
  "okText",
  "cancelText",
  "tooltip",
  "content",
  "description",
  "message",
  "emptyText",
  "addonBefore",
  "addonAfter",
  "extra",
  "help",
  "checkedChildren",
  "unCheckedChildren",
]);
/** A literal in Uzbek or Russian: Uzbek's own letters, Cyrillic, or a word only Uzbek has. */
const WORDS =
  /[ʻʼ\u0400-\u04ff]|\b(va|yoki|uchun|bilan|emas|qilish|qoʻshish|saqlash|mijoz|mijozlar|shartnoma|xonadon|bino|qavat|toʻlov|sana|summa|holati|yangi|hammasi|jami|kun|yil|bosh|sahifa|xato|kiriting|tanlang)\b/i;
/** Code, not words: a path, a route, a test id or a key ("/api/bino/", "bino-about-title"). */
const CODE = /^[a-z0-9_\-/:?.&=]*$/;
/** The product's name, and samples of what is typed (a passport "AA1234567"): the same in every language. */
const SAME = /^(Makon|[A-Z]{2}\d+)$/;
/** Text that reads the same in every language: numbers, signs, units. */
const NEUTRAL = /^[\s\d.,:;%×·—–\-+/()[\]{}|#№*=<>!?"'`~^&$@_²³m]*$/;

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

function isNode(v: unknown): v is Node {
  return typeof v === "object" && v !== null && typeof (v as Node).type === "string";
}

function violations(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const { program } = parseSync(file, text, { lang: file.endsWith(".tsx") ? "tsx" : "ts" });
  const found: string[] = [];
  const where = (node: Node) => `${path.relative(SRC, file)}:${text.slice(0, node.start).split("\n").length}`;
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === "ImportDeclaration" || node.type === "ExportAllDeclaration") return;
    if (node.type === "JSXText") {
      const t = String(node.value).trim();
      if (t && !NEUTRAL.test(t) && !SAME.test(t)) found.push(`${where(node)} text "${t}"`);
    } else if (node.type === "JSXAttribute" && isNode(node.value) && node.value.type === "Literal") {
      const name = isNode(node.name) ? String(node.name.name) : "";
      const value = String(node.value.value);
      if (SHOWN.has(name) && !NEUTRAL.test(value) && !SAME.test(value))
        found.push(`${where(node)} ${name}="${value}"`);
    } else if (node.type === "Literal" && typeof node.value === "string") {
      if (WORDS.test(node.value) && !CODE.test(node.value) && parent?.type !== "TSLiteralType")
        found.push(`${where(node)} "${node.value}"`);
    } else if (node.type === "TemplateElement") {
      const raw = String((node.value as { raw: string }).raw);
      if (WORDS.test(raw) && !CODE.test(raw)) found.push(`${where(node)} \`${raw}\``);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "parent") continue;
      if (Array.isArray(child)) for (const c of child) isNode(c) && visit(c, node);
      else if (isNode(child)) visit(child, node);
    }
  };
  visit(program as unknown as Node, null);
  return found;
}

describe("the web app's screens", () => {
  it("show no words outside the catalogues", () => {
    expect(sources(SRC).flatMap(violations)).toEqual([]);
  });
});
