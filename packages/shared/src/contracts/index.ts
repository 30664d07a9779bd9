export * from "./create-schemas";
export * from "./enums";
export * from "./payment-schemas";
export * from "./schedule";
export * from "./schemas";
export * from "./list-schemas";
