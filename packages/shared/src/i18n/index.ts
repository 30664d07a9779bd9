export * from "./languages";
export { type DocumentWords, documentsUz } from "./uz/documents";
export { type EnumWords, enumsUz } from "./uz/enums";
export { enumsRu } from "./ru/enums";
