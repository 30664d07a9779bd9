import { describe, expect, it } from "vitest";

/** Every feature component's source, by path. */
const SOURCES = import.meta.glob<string>("../../features/**/*.tsx", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * Decision 45: a drawer or dialog someone types into asks before Escape, the mask or its cross
 * throws the input away. That lives once, in FormDrawer and FormModal: a form in antd's bare
 * Drawer or Modal would be the old slip again.
 */
describe("drawers and dialogs with a form", () => {
  it("are FormDrawer or FormModal, never antd's bare ones", () => {
    const paths = Object.keys(SOURCES);
    expect(paths.length).toBeGreaterThan(50);
    const bare = paths.filter((path) => {
      const text = SOURCES[path] ?? "";
      return (
        /<(Drawer|Modal)\b/.test(text) && /<Form\b|<Input\b|<Input\.|<InputNumber\b|<DatePicker\b/.test(text)
      );
    });
    expect(bare).toEqual([]);
  });
});
