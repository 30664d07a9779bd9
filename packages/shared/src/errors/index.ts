export * from "./codes";
export * from "./schema";
