export { type DocumentWords, documentsUz } from "./uz/documents";
