export * from "./admin-schemas";
export * from "./enums";
export * from "./schemas";
