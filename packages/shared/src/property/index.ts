export * from "./admin-schemas";
export * from "./enums";
export * from "./layout";
export * from "./schemas";
