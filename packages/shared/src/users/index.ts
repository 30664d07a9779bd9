export * from "./admin-schemas";
export * from "./schemas";
