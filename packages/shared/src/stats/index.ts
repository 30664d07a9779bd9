export * from "./enums";
export * from "./schemas";
