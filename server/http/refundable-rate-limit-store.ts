import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Window {
  hits: number;
  startedAt: number;
  length: number;
}

export interface RefundableStore {
  /** The constructor @fastify/rate-limit takes as its `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Takes back one hit of a key (a route's key is prefixed `METHOD url `), if its window is still open. */
  refund(key: string): void;
}

/** The key a route's limit counts under (what `child` prefixes): refunds name it the same way. */
export function routeKey(route: { method?: unknown; url?: unknown }, key: string): string {
  return route.url ? `${String(route.method)} ${String(route.url)} ${key}` : key;
}

/**
 * @fastify/rate-limit's in-memory counting (fixed windows, least recently used keys dropped past
 * `capacity`), with one addition the plugin lacks: a hit can be given back. The plugin makes one
 * child store per route; all children share one table here, so a refund reaches the route's count.
 */
export function refundableRateLimitStore(capacity = 100_000): RefundableStore {
  const windows = new Map<string, Window>();
  const open = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.startedAt + window.length > now ? window : undefined;
  };

  class MemoryStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route: { method?: unknown; url?: unknown } = {},
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const now = Date.now();
      const full = routeKey(this.route, key);
      const window = open(full, now) ?? { hits: 0, startedAt: now, length: timeWindow };
      window.hits += 1;
      windows.delete(full); // re-inserted: most recently used last
      windows.set(full, window);
      for (const oldest of windows.keys()) {
        if (windows.size <= capacity) break;
        windows.delete(oldest);
      }
      done(null, { current: window.hits, ttl: window.startedAt + window.length - now });
    }

    read(key: string, done: Done): void {
      const now = Date.now();
      const window = open(routeKey(this.route, key), now);
      done(
        null,
        window
          ? { current: window.hits, ttl: window.startedAt + window.length - now }
          : { current: 0, ttl: 0 },
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      return new MemoryStore(undefined, routeInfo ?? {});
    }
  }

  return {
    Store: MemoryStore as unknown as FastifyRateLimitStoreCtor,
    refund(key) {
      const window = open(key, Date.now());
      if (window && window.hits > 0) window.hits -= 1;
    },
  };
}
