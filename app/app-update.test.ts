import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announceUpdate, appUpdateStore, applyUpdate, updateOnNavigation } from './app-update';
import { formsAreIdle, setFormBusy } from './forms/form-activity';

describe('a waiting new version', () => {
  beforeEach(() => {
    appUpdateStore.setState({ isWaiting: false, activate: null });
    setFormBusy('checkout', false);
  });

  const start = (pathname: string, from: string) => ({
    navigation: { state: 'loading', location: { pathname } },
    location: { pathname: from },
  });
  const commit = (pathname: string) => ({ navigation: { state: 'idle' }, location: { pathname } });
  const follow = () =>
    updateOnNavigation((location: { pathname: string }) => location.pathname, '/checkout');

  it('does nothing at a navigation until announced', () => {
    const onNavigation = follow();
    expect(onNavigation(start('/shop', '/checkout'))).toBe(false);
    expect(onNavigation(commit('/shop'))).toBe(false);
  });

  it('takes over on Reload, once', () => {
    const activate = vi.fn();
    announceUpdate(activate);
    applyUpdate();
    applyUpdate();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(activate).toHaveBeenCalledWith(undefined);
    expect(appUpdateStore.getState().isWaiting).toBe(false);
  });

  it('waits while a form is dirty or submitting, then loads at the next navigation', () => {
    const activate = vi.fn();
    announceUpdate(activate);
    const onNavigation = follow();
    setFormBusy('checkout', true);
    expect(formsAreIdle()).toBe(false);
    expect(onNavigation(start('/cart', '/checkout'))).toBe(false);
    // The dirty checkout unmounts as the page changes: it still held the update back.
    setFormBusy('checkout', false);
    expect(onNavigation(commit('/cart'))).toBe(false);
    expect(activate).not.toHaveBeenCalled();
    // A filter change on the same page is no navigation to another page.
    expect(onNavigation(commit('/cart'))).toBe(false);
    // The next navigation to another page takes over as it starts, once.
    expect(onNavigation(start('/shop', '/cart'))).toBe(true);
    expect(activate).toHaveBeenCalledWith('/shop');
    expect(onNavigation(commit('/shop'))).toBe(false);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('takes over after a navigation committed without a loading state, if no form was busy', () => {
    const activate = vi.fn();
    announceUpdate(activate);
    const onNavigation = follow();
    expect(onNavigation(commit('/shop'))).toBe(true);
    expect(activate).toHaveBeenCalledWith('/shop');
  });
});
