// Runs before each test file (vitest setupFiles): points `inject('databaseUrl')` and
// `inject('temporalNamespace')` at the database and namespace of the pool worker running the file, so
// files running at the same time never share rows, loan numbers or workflow ids.
import { inject } from 'vitest';

const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
const databaseUrl = inject('workerDatabaseUrls')[slot];
const temporalNamespace = inject('workerNamespaces')[slot];
if (!databaseUrl || !temporalNamespace) throw new Error(`no test database or namespace for pool worker ${slot + 1}; raise the count in tests/support/global-setup.ts`);

// Vitest offers no per-worker `provide`; the provided values are one plain object per worker run,
// which `inject` reads. Refuse loudly if a Vitest upgrade changes that, rather than share a database.
const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } }).__vitest_worker__;
if (!state?.providedContext || state.providedContext.databaseUrl === undefined) throw new Error('Vitest no longer exposes providedContext; update tests/support/per-worker.ts');
state.providedContext.databaseUrl = databaseUrl;
state.providedContext.temporalNamespace = temporalNamespace;
if (inject('databaseUrl') !== databaseUrl) throw new Error('inject() did not take the per-worker database; update tests/support/per-worker.ts');
