export * from "./create-schemas";
export * from "./enums";
export * from "./schedule";
export * from "./schemas";
