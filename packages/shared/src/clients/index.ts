export * from "./enums";
export * from "./intake-schemas";
export * from "./names";
export * from "./schemas";
