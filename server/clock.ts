/**
 * The server's idea of "now" for memberships and the member discount. In production it is the
 * system clock; a server started with TEST_CLOCK=1 gets a settable one, so a test can move past
 * a renewal date without waiting a month.
 */
export interface Clock {
  now(): Date;
}

export interface SettableClock extends Clock {
  set(at: Date): void;
  /** Back to the system clock. */
  reset(): void;
}

export const systemClock: Clock = { now: () => new Date() };

export function settableClock(): SettableClock {
  let fixed: Date | undefined;
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set(at) {
      fixed = new Date(at);
    },
    reset() {
      fixed = undefined;
    },
  };
}
