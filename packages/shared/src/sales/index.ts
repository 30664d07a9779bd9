export * from "./booking-schemas";
