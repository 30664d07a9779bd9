export { type Catalogue, wordsFor } from "./catalogue";
export * from "./languages";
export { documentsRu } from "./ru/documents";
export { enumsRu } from "./ru/enums";
export { cyrillicToLatin, cyrillicWords, type DeepPartial, latinToCyrillic } from "./transliterate";
export { type DocumentWords, documentsUz } from "./uz/documents";
export { type EnumWords, enumsUz } from "./uz/enums";
export { documentsUzCyrl, enumsUzCyrl } from "./uz-Cyrl";
