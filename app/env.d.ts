/** Values vite.config.ts defines for the app at build time. */
interface ImportMetaEnv {
  /** PUBLIC_HOSTS when the app was built (the store server's own overrides it). */
  readonly PUBLIC_HOSTS?: string;
  /** GATE_UNKNOWN_HOSTS when the app was built. */
  readonly GATE_UNKNOWN_HOSTS?: string;
}
