/** Amplify's storage key prefix for Cognito user-pool tokens. */
const tokenKeyPrefix = 'CognitoIdentityServiceProvider';

/** Amplify's key naming the last signed-in user of an app client (cleared on sign-out). */
export function lastAuthUserKey(clientId: string) {
  return `${tokenKeyPrefix}.${clientId}.LastAuthUser`;
}

type ReadableStorage = Pick<Storage, 'getItem' | 'key' | 'length'>;

function browserStorage(): ReadableStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can throw when the browser blocks it (sandboxed frames, some private modes).
    return undefined;
  }
}

/**
 * Whether Amplify left a session in this browser, read synchronously without loading
 * Amplify, so public pages load it only for visitors who signed in before. With no client
 * id, a session of any app client counts.
 */
export function hasStoredSession(
  clientId?: string,
  storage: ReadableStorage | undefined = browserStorage(),
): boolean {
  if (!storage) return false;
  try {
    if (clientId) return Boolean(storage.getItem(lastAuthUserKey(clientId)));
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(`${tokenKeyPrefix}.`) && key.endsWith('.LastAuthUser')) {
        if (storage.getItem(key)) return true;
      }
    }
    return false;
  } catch {
    return false;
  }
}
