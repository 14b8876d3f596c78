import pg from 'pg';

// bigint columns hold paise: return them as numbers (safe up to 9e15 paise) rather than strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${value} exceeds the safe integer range`);
  return n;
});

/**
 * Have PostgreSQL plan each prepared statement once per connection and reuse that plan. By default it
 * plans again on every execution when it cannot price a parameter, which it never can for a page's
 * LIMIT and OFFSET: the review queue's page spent twice as long planning as running (bench/report.md).
 * For statements that find rows by key or walk an index in order, as the API's do, the reused plan is
 * the same plan.
 */
export const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** The connection pool of one process; `genericPlans` for the API's (see GENERIC_PLANS). */
export function createPool(databaseUrl: string, max = 10, { genericPlans = false }: { genericPlans?: boolean } = {}): pg.Pool {
  // A database that does not answer fails a request in seconds (the API says 503) instead of holding it.
  const pool = new pg.Pool({
    connectionString: databaseUrl, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000, ...(genericPlans ? { options: GENERIC_PLANS } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
