import { beforeEach, describe, expect, it, vi } from 'vitest';

const signOut = vi.fn<() => Promise<void>>();
vi.mock('./auth-store', () => ({ authStore: { getState: () => ({ signOut }) } }));

const { onAccountDisabled, signOutDisabledAccount } = await import('./account-disabled');

describe('signing out a disabled account', () => {
  beforeEach(() => {
    signOut.mockReset();
  });

  it('signs out once for requests refused together, then shows /login with the reason', async () => {
    const goToLogin = vi.fn();
    onAccountDisabled(goToLogin);
    let finish!: () => void;
    signOut.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));

    const first = signOutDisabledAccount();
    // A second refusal (or the cart's last save during the sign-out) does not wait for it.
    await signOutDisabledAccount();
    expect(goToLogin).not.toHaveBeenCalled();
    finish();
    await first;

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(goToLogin).toHaveBeenCalledExactlyOnceWith('/login', { accountDisabled: true });
  });

  it('signs out again on a later refusal', async () => {
    const goToLogin = vi.fn();
    onAccountDisabled(goToLogin);
    signOut.mockResolvedValue();
    await signOutDisabledAccount();
    await signOutDisabledAccount();
    expect(signOut).toHaveBeenCalledTimes(2);
    expect(goToLogin).toHaveBeenCalledTimes(2);
  });
});
