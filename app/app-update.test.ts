import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announceUpdate, appUpdateStore, applyUpdate, applyUpdateIfIdle } from './app-update';
import { formsAreIdle, setFormBusy } from './forms/form-activity';

describe('a waiting new version', () => {
  beforeEach(() => {
    appUpdateStore.setState({ isWaiting: false, activate: null });
    setFormBusy('checkout', false);
  });

  it('does nothing until announced', () => {
    expect(applyUpdateIfIdle('/shop')).toBe(false);
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
    setFormBusy('checkout', true);
    expect(formsAreIdle()).toBe(false);
    expect(applyUpdateIfIdle('/cart')).toBe(false);
    expect(activate).not.toHaveBeenCalled();
    setFormBusy('checkout', false);
    expect(applyUpdateIfIdle('/cart')).toBe(true);
    expect(activate).toHaveBeenCalledWith('/cart');
  });
});
