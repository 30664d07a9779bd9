import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = join(__dirname, "../../features");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".tsx") ? [join(dir, e.name)] : [],
  );
}

/**
 * Issue 48: a drawer or dialog someone types into asks before Escape, the mask or its cross
 * throws the input away. That lives once, in FormDrawer and FormModal: a form in antd's bare
 * Drawer or Modal would be the old slip again.
 */
describe("drawers and dialogs with a form", () => {
  it("are FormDrawer or FormModal, never antd's bare ones", () => {
    const bare = files(FEATURES).filter((file) => {
      const text = readFileSync(file, "utf8");
      return (
        /<(Drawer|Modal)\b/.test(text) && /<Form\b|<Input\b|<Input\.|<InputNumber\b|<DatePicker\b/.test(text)
      );
    });
    expect(bare.map((f) => f.slice(FEATURES.length + 1))).toEqual([]);
  });
});
