export * from "./enums";
export * from "./penalty";
export * from "./schemas";
