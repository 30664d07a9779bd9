import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cyrillicToLatin, cyrillicWords, latinToCyrillic } from "./transliterate";
import { CYRILLIC_EXCEPTIONS } from "./transliterate-words";
import { documentsUz } from "./uz/documents";
import { enumsUz } from "./uz/enums";
import { documentsUzCyrl, enumsUzCyrl } from "./uz-Cyrl";

describe("latinToCyrillic", () => {
  it("writes every letter and digraph", () => {
    expect(latinToCyrillic("a b d f g h i j k l m n o p q r s t u v x y z")).toBe(
      "а б д ф г ҳ и ж к л м н о п қ р с т у в х й з",
    );
    expect(latinToCyrillic("oʻrta gʻisht shahar chiroq ming")).toBe("ўрта ғишт шаҳар чироқ минг");
    expect(latinToCyrillic("yoz yuk yaxshi yer")).toBe("ёз юк яхши ер");
    expect(latinToCyrillic("eshik sentr? kelishuv")).toBe("эшик центр? келишув");
  });

  it("writes e as э at a word's start and after a vowel, ye as е", () => {
    expect(latinToCyrillic("ekran elektr poeziya kecha")).toBe("экран электр поэзия кеча");
    expect(latinToCyrillic("Yetkazildi qayerda Choriyeva")).toBe("Етказилди қаерда Чориева");
  });

  it("writes the tutuq belgisi as ъ and keeps s and h apart in sʼh", () => {
    expect(latinToCyrillic("maʼlumot taʼmir vaʼda eʼtiroz")).toBe("маълумот таъмир ваъда эътироз");
    expect(latinToCyrillic("Isʼhoq Is'hoq")).toBe("Исҳоқ Исҳоқ");
  });

  it("accepts every apostrophe people type after o and g", () => {
    for (const mark of ["ʻ", "‘", "'", "`", "’"])
      expect(latinToCyrillic(`to${mark}lov bog${mark}liq`)).toBe("тўлов боғлиқ");
    expect(latinToCyrillic("va'da yoʻq yo'q")).toBe("ваъда йўқ йўқ");
  });

  it("keeps the case", () => {
    expect(latinToCyrillic("Shartnoma SHARTNOMA shartnoma")).toBe("Шартнома ШАРТНОМА шартнома");
    expect(latinToCyrillic("Oʻzbekiston OʻZBEKISTON Gʻalaba Yoqub YOQUB Chorshanba")).toBe(
      "Ўзбекистон ЎЗБЕКИСТОН Ғалаба Ёқуб ЁҚУБ Чоршанба",
    );
    expect(latinToCyrillic("F.I.Sh.")).toBe("Ф.И.Ш.");
  });

  it("spells loanwords as the dictionary says, with Uzbek suffixes", () => {
    expect(latinToCyrillic("Obyekt obyektlar obyektning OBYEKTLAR")).toBe(
      "Объект объектлар объектнинг ОБЪЕКТЛАР",
    );
    expect(latinToCyrillic("podyezd 2-podyezdda")).toBe("подъезд 2-подъездда");
    expect(latinToCyrillic("aksiya kompaniyasi funksiyalari operatsiya stansiyaga")).toBe(
      "акция компанияси функциялари операция станцияга",
    );
    expect(latinToCyrillic("Yanvar 21 fevraldagi sentabrdan Iyun")).toBe(
      "Январь 21 февралдаги сентябрдан Июнь",
    );
    expect(latinToCyrillic("Parol parolingizni Bron bronni")).toBe("Пароль паролингизни Бронь бронни");
    expect(latinToCyrillic("Kvitansiya filtrlar")).toBe("Квитанция фильтрлар");
  });

  it("leaves placeholders, tags, addresses, file names and brands alone", () => {
    expect(latinToCyrillic("Jami: {{count}} ta <1>mijoz</1>")).toBe("Жами: {{count}} та <1>мижоз</1>");
    expect(latinToCyrillic("Sayt: https://makon.uz/shartnoma, pochta: info@makon.uz")).toBe(
      "Сайт: https://makon.uz/shartnoma, почта: info@makon.uz",
    );
    expect(latinToCyrillic("Fayl (.xlsx, 5 MB gacha): shartnomalar.xlsx")).toBe(
      "Файл (.xlsx, 5 МБ гача): shartnomalar.xlsx",
    );
    expect(latinToCyrillic("Excelga eksport, Click yoki Payme, PDF, SMS, ID, Makon")).toBe(
      "Excelга экспорт, Click ёки Payme, PDF, SMS, ID, Makon",
    );
    expect(latinToCyrillic("AA1234567 koʻrinishida")).toBe("AA1234567 кўринишида");
    expect(latinToCyrillic("EXCELGA SMSlar")).toBe("EXCELГА SMSлар");
  });
});

describe("cyrillicToLatin", () => {
  it("writes every letter, with ʻ and ʼ", () => {
    expect(cyrillicToLatin("ўрта ғишт шаҳар чироқ минг ёз юк яхши")).toBe(
      "oʻrta gʻisht shahar chiroq ming yoz yuk yaxshi",
    );
    expect(cyrillicToLatin("маълумот эшик")).toBe("maʼlumot eshik");
  });

  it("writes е as ye at a word's start and after a vowel, ц by position", () => {
    expect(cyrillicToLatin("ер кеча қаерда Чориева")).toBe("yer kecha qayerda Choriyeva");
    expect(cyrillicToLatin("цирк акция лицей")).toBe("sirk aksiya litsey");
  });

  it("drops ь and the ъ of ъе, and spells Russian letters", () => {
    expect(cyrillicToLatin("объект подъезд январь")).toBe("obyekt podyezd yanvar");
    expect(cyrillicToLatin("Щит рыба")).toBe("Shit riba");
  });

  it("keeps the case", () => {
    expect(cyrillicToLatin("ШАРТНОМА Шартнома Ўзбекистон ЎЗБЕКИСТОН Ёқуб ЧОР")).toBe(
      "SHARTNOMA Shartnoma Oʻzbekiston OʻZBEKISTON Yoqub CHOR",
    );
  });

  it("keeps s and h apart", () => {
    expect(cyrillicToLatin("Исҳоқов")).toBe("Isʼhoqov");
  });
});

describe("names both ways", () => {
  const names: [string, string][] = [
    ["Oʻgʻiloy Gʻulomova", "Ўғилой Ғуломова"],
    ["Shoxista Choriyeva", "Шохиста Чориева"],
    ["Yoqubjon", "Ёқубжон"],
    ["Mirzaahmad Isʼhoqov", "Мирзааҳмад Исҳоқов"],
    ["Eshmatov Ergash", "Эшматов Эргаш"],
    ["Yunusobod, Amir Temur koʻchasi", "Юнусобод, Амир Темур кўчаси"],
  ];
  it.each(names)("%s ↔ %s", (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
    expect(cyrillicToLatin(cyrillic)).toBe(latin);
  });
});

describe("round trips of native words", () => {
  const words =
    "toʻlov shartnoma qarzdorlik boshlangʻich maʼlumot taʼmirsiz vaʼda eʼtiroz yetkazildi qayerda " +
    "koʻrsatkich gʻisht yoʻq ixtiyoriy kutayotgan ishlamayapti soʻm xonadon hisoblagich qabulxona " +
    "undiruv ogohlantirish dalolatnoma topshiruv kafolat yangi ertaga eski yer yigʻish oʻzgarishlar " +
    "Mirzaahmad Isʼhoqov chorshanba";
  it.each(words.split(" "))("%s", (word) => {
    expect(cyrillicToLatin(latinToCyrillic(word))).toBe(word);
    expect(cyrillicToLatin(latinToCyrillic(word.toUpperCase()))).toBe(word.toUpperCase());
  });
});

describe("round trips of any native-looking word", () => {
  const consonant = fc.constantFrom(..."b d f g gʻ h j k l m n ng p q r s sh ch t v x y z".split(" "));
  const vowel = fc.constantFrom(..."a e i o oʻ u ya yo yu ye".split(" "));
  const syllable = fc
    .tuple(fc.option(consonant), vowel, fc.option(consonant), fc.boolean())
    .map(([a, v, b, tutuq]) => `${a ?? ""}${v}${b ?? ""}${tutuq && b !== null ? "ʼ" : ""}`);
  const word = fc
    .array(syllable, { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join("").replace(/ʼ$/, ""))
    // ʼ before ya/yo/yu/ye is not written in Uzbek Latin (Cyrillic объект is obyekt).
    .filter((w) => !/ʼy[aoue]/.test(w))
    // Loanwords spell otherwise on purpose.
    .filter((w) => !Object.keys(CYRILLIC_EXCEPTIONS).some((loanword) => w.startsWith(loanword)));

  it("Latin → Cyrillic → Latin", () => {
    fc.assert(
      fc.property(word, (w) => {
        expect(cyrillicToLatin(latinToCyrillic(w))).toBe(w);
        const capital = w.charAt(0).toUpperCase() + w.slice(1);
        expect(cyrillicToLatin(latinToCyrillic(capital))).toBe(capital);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("cyrillicWords", () => {
  it("transliterates strings, keeps file names and nested shape", () => {
    const words = cyrillicWords({
      title: "Shartnomalar",
      exportFile: "shartnomalar.xlsx",
      files: { ready: "topshirishga-tayyor.xlsx" },
      emptyFile: "Fayl boʻsh",
      nested: { deep: { text: "Jami: {{count}} ta" } },
    });
    expect(words).toEqual({
      title: "Шартномалар",
      exportFile: "shartnomalar.xlsx",
      files: { ready: "topshirishga-tayyor.xlsx" },
      emptyFile: "Файл бўш",
      nested: { deep: { text: "Жами: {{count}} та" } },
    });
  });

  it("wraps functions without touching what they interpolate", () => {
    const words = cyrillicWords({
      greeting: (name: string) => `Hurmatli ${name}!`,
      place: (entrance: number, floor: number) => `${entrance}-podyezd, ${floor}-qavat`,
      file: (from: string) => `tolovlar-${from}.xlsx`,
    });
    expect(words.greeting("Shoxista Choriyeva")).toBe("Ҳурматли Shoxista Choriyeva!");
    expect(words.greeting("Obyekt")).toBe("Ҳурматли Obyekt!");
    expect(words.place(2, 7)).toBe("2-подъезд, 7-қават");
    expect(words.file("2024-05")).toBe("tolovlar-2024-05.xlsx");
  });

  it("applies overrides", () => {
    const words = cyrillicWords(
      { a: "Bron", b: { c: "Savat", d: (n: number) => `${n} ta` } },
      { b: { d: (n) => `${n} дона` } },
    );
    expect(words).toMatchObject({ a: "Бронь", b: { c: "Сават" } });
    expect(words.b.d(3)).toBe("3 дона");
  });
});

describe("the uz-Cyrl catalogues", () => {
  it("have every leaf the Uzbek ones have", () => {
    const keys = (o: object, p = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v !== null && typeof v === "object" ? keys(v, `${p}${k}.`) : [`${p}${k}`],
      );
    expect(keys(documentsUzCyrl)).toEqual(keys(documentsUz));
    expect(keys(enumsUzCyrl)).toEqual(keys(enumsUz));
  });

  it("read as Cyrillic", () => {
    expect(enumsUzCyrl.unitStatus.booked).toBe("Бронь қилинган");
    expect(enumsUzCyrl.paymentType.installment).toBe("Муддатли тўлов");
    expect(enumsUzCyrl.paymentMethod.click).toBe("Click");
    expect(documentsUzCyrl.contracts.file).toBe("shartnomalar.xlsx");
    expect(documentsUzCyrl.contracts.paymentType).toBe("Тўлов тури");
    expect(documentsUzCyrl.contractPdf.heading("12/2024")).toBe("ОЛДИ-СОТДИ ШАРТНОМАСИ № 12/2024");
    expect(documentsUzCyrl.contractPdf.placeValue(1, 9)).toBe("1-подъезд, 9-қават");
    expect(documentsUzCyrl.handoverAct.meters.electricity).toBe("Электр энергияси (кВт·соат)");
  });

  it("write № in SMS", () => {
    expect(documentsUzCyrl.sms.overdue("17", "1 500 000", "01.05.2025", null)).toBe(
      "Ҳурматли мижоз! № 17 шартнома бўйича 01.05.2025-даги 1 500 000 сўм тўлов муддати ўтди. Илтимос, тўланг.",
    );
    expect(
      documentsUzCyrl.smsHandover.appointment("17", "01.05.2025", "10:00", "+998 71 200 00 00"),
    ).toContain("№ 17 шартнома бўйича хонадонингизни топшириш 01.05.2025 куни соат 10:00-да.");
  });
});
