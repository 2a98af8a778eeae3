import { consoleGroupsFor, isMemberOfAny } from '../../domain/permissions';
import { authStore } from '../auth/auth-store';

/**
 * Whether this visitor may open the console path the request is for: the guard's own rule
 * (domain/permissions.ts). A route's loader runs beside the guard, not after it, so a loader
 * that reads what only staff may read asks first and reads nothing for a visitor whom the guard
 * sends to sign in or tells 'Not authorised' (the server would refuse them anyway).
 */
export async function mayOpenConsole(request: Request): Promise<boolean> {
  const auth = authStore.getState();
  await auth.init();
  const { status, account } = authStore.getState();
  const path = new URL(request.url).pathname;
  return status === 'signedIn' && isMemberOfAny(account?.groups ?? [], consoleGroupsFor(path));
}
