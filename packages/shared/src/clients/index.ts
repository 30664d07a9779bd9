export * from "./enums";
export * from "./intake-schemas";
export * from "./schemas";
