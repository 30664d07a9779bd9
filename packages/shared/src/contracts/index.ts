export * from "./create-schemas";
export * from "./enums";
export * from "./list-schemas";
export * from "./payment-schemas";
export * from "./schedule";
export * from "./schemas";
