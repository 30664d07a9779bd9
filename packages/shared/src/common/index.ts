export * from "./date";
export * from "./money";
export * from "./paging";
export * from "./personal";
export * from "./phone";
export * from "./search";
