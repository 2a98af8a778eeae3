/** What the user sees when the identity configuration is missing or broken. */
export const configErrorMessage =
  'Configuration error (see console) – please contact the administrator';

/** Thrown by configureAuth(); its message is safe to show, the details went to the console. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor() {
    super(configErrorMessage);
  }
}
