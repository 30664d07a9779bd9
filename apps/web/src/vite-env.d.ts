/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set per build in vite.config.ts; keys the list cache so an update drops old copies. */
  readonly VITE_BUILD_ID?: string;
}
