export * from "./enums";
export * from "./schedule";
export * from "./schemas";
