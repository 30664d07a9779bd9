export * from "./date";
export * from "./day";
export * from "./money";
export * from "./paging";
export * from "./personal";
export * from "./phone";
export * from "./search";
