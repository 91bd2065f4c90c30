/**
 * Reads that many requests make at once, one key each, gathered into one query: the keys asked
 * in one turn of the event loop are read together once that turn's I/O is done. A query is a
 * round trip to PostgreSQL whatever its size, and on a busy server the round trips, not the
 * rows, are what cost (README, benchmarks). Only for reads outside a transaction: a read in a
 * transaction must see that transaction's own writes.
 */
export class BatchedReads<K, V> {
  private pending = new Map<K, Array<{ resolve: (value: V) => void; reject: (error: unknown) => void }>>();
  private scheduled = false;

  /** `read` answers every key it is given (a key with no rows gets its empty value). */
  constructor(
    private readonly read: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 200,
  ) {}

  get(key: K): Promise<V> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const all = this.pending;
    this.pending = new Map();
    const keys = [...all.keys()];
    for (let start = 0; start < keys.length; start += this.maxBatch) {
      const batch = keys.slice(start, start + this.maxBatch);
      this.read(batch).then(
        (values) => {
          for (const key of batch) {
            for (const waiter of all.get(key) ?? []) {
              if (values.has(key)) waiter.resolve(values.get(key) as V);
              else waiter.reject(new Error(`batched read answered no value for ${String(key)}`));
            }
          }
        },
        (error: unknown) => {
          for (const key of batch) for (const waiter of all.get(key) ?? []) waiter.reject(error);
        },
      );
    }
  }
}
