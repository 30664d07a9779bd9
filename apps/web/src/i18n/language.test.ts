import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../lib/format-money";
import { i18n } from "./index";
import { getLanguage, setLanguage, wordsReady } from "./language";

// One module state for the whole file: the tests run in order, each starting where the last ended.
describe("the language being read", () => {
  it("starts in Uzbek (Latin)", () => {
    expect(getLanguage()).toBe("uz");
    expect(i18n.t("shell:logout")).toBe("Chiqish");
    expect(formatMoney(1_250_000)).toBe("1\u00a0250\u00a0000\u00a0soʻm");
  });

  it("switches to Russian once its words are in: i18next, dayjs and the currency together", async () => {
    const switching = setLanguage("ru");
    // Nothing changes before the words arrive: no screen shows a mix.
    expect(getLanguage()).toBe("uz");
    await switching;
    expect(getLanguage()).toBe("ru");
    expect(i18n.language).toBe("ru");
    expect(i18n.t("shell:logout")).toBe("Выйти");
    expect(dayjs.locale()).toBe("ru");
    expect(formatMoney(1_250_000)).toBe("1\u00a0250\u00a0000\u00a0сум");
  });

  it("counts in Russian with the one form the catalogue writes, for any number", () => {
    for (const count of [1, 2, 5, 11, 21, 24])
      expect(i18n.t("home:buildings", { count })).toBe(`Домов: ${count}`);
  });

  it("derives Uzbek Cyrillic from the Uzbek words", async () => {
    await setLanguage("uz-Cyrl");
    expect(i18n.t("shell:logout")).toBe("Чиқиш");
    expect(formatMoney(5)).toBe("5\u00a0сўм");
    expect(dayjs.locale()).toBe("uz");
    expect(i18n.t("home:buildings", { count: 3 })).toBe("3 та бино");
  });

  it("loads a lazy area's words in the language being read when the area loads", async () => {
    await setLanguage("ru");
    await import("./lazy-namespaces");
    await wordsReady();
    expect(i18n.t("stats:figures.sales.name")).toBe("Продажи");
    await setLanguage("uz-Cyrl");
    expect(i18n.t("stats:figures.sales.name")).toBe("Сотувлар");
  });

  it("keeps the last choice when switched twice before a load ends", async () => {
    const first = setLanguage("ru");
    const second = setLanguage("uz");
    await Promise.all([first, second]);
    expect(getLanguage()).toBe("uz");
    expect(i18n.t("stats:figures.sales.name")).toBe("Sotuvlar");
    expect(dayjs.locale()).toBe("uz-latn");
  });
});
