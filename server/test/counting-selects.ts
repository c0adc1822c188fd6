import type { Database } from "../db/connect";

/** The database as given, counting the selects built on it (`selects()`; `reset()` starts again at 0). */
export function countingSelects(db: Database): { db: Database; selects(): number; reset(): void } {
  let selects = 0;
  const counting = new Proxy(db, {
    get(target, key, receiver) {
      if (key === "select") selects++;
      return Reflect.get(target, key, receiver);
    },
  });
  return {
    db: counting,
    selects: () => selects,
    reset: () => {
      selects = 0;
    },
  };
}
