export * from "./action-keys";
export * from "./page-keys";
export * from "./roles";
export * from "./scopes";
export * from "./works";
