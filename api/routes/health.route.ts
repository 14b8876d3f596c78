import { Router } from 'express';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

export interface HealthProbes {
  database(): Promise<boolean>;
  temporal(): Promise<boolean>;
  /** True from the moment a shutdown begins: the balancer must stop sending new requests here. */
  draining?(): boolean;
}

/**
 * Probes for a load balancer and an orchestrator. `/health/live`: the process runs (restart it when
 * this fails). `/health/ready` and `/health`: PostgreSQL and Temporal answer and no shutdown has begun.
 */
export function healthRoutes(probes: HealthProbes): ScopedRoutes {
  const router = Router();
  router.get('/health/live', (_req, res) => {
    res.json({ message: 'Live', data: { live: true } });
  });
  const ready = async (_req: unknown, res: import('express').Response) => {
    if (probes.draining?.()) {
      res.status(503).json({ message: 'Shutting down', data: { draining: true } });
      return;
    }
    const [database, temporal] = await Promise.all([probes.database(), probes.temporal()]);
    const up = database && temporal;
    res.status(up ? 200 : 503).json({
      message: up ? 'All systems up' : 'A dependency is down',
      data: { database: database ? 'up' : 'down', temporal: temporal ? 'up' : 'down' },
    });
  };
  router.get('/health', ready);
  router.get('/health/ready', ready);
  return scopedRoutes(['/health'], router);
}
