import type { LiveStreamLimits } from '#server/config.ts';

export const TOO_MANY_STREAMS = 'common.serverBounds.tooManyStreams';
export const STREAMS_FULL = 'common.serverBounds.streamsFull';

/** A place taken in the budget: `release` gives it back (once, however often it is called). */
export type StreamPlace = { release: () => void } | { refused: typeof TOO_MANY_STREAMS | typeof STREAMS_FULL };

/**
 * How many long-lived streams are open: per session, per account and all together, each within its
 * limit. Every open stream holds a file descriptor; the total stays well below the process's open-file
 * limit, so that the storefront's requests always find one.
 */
export function createStreamBudget(limits: LiveStreamLimits) {
  const bySession = new Map<string, number>();
  const byAccount = new Map<string, number>();
  let total = 0;

  const add = (counts: Map<string, number>, key: string, step: number) => {
    const next = (counts.get(key) ?? 0) + step;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };

  return {
    take(session: string, account: string): StreamPlace {
      if ((bySession.get(session) ?? 0) >= limits.perSession || (byAccount.get(account) ?? 0) >= limits.perAccount) {
        return { refused: TOO_MANY_STREAMS };
      }
      if (total >= limits.total) return { refused: STREAMS_FULL };
      add(bySession, session, 1);
      add(byAccount, account, 1);
      total++;
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          add(bySession, session, -1);
          add(byAccount, account, -1);
          total--;
        },
      };
    },
    /** Streams open now. */
    open: () => total,
  };
}

export type StreamBudget = ReturnType<typeof createStreamBudget>;
