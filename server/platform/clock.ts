/** Time comes from here, so expiries and sale windows are tested without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function fixedClock(
  start: Date | string,
): Clock & { advance(ms: number): void; set(at: Date | string): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
    set(at) {
      current = new Date(at);
    },
  };
}
