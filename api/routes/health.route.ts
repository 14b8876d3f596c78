import { Router } from 'express';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

export interface HealthProbes {
  database(): Promise<boolean>;
  temporal(): Promise<boolean>;
}

/** Whether the API can reach its database and Temporal: 200 when both answer, 503 otherwise. */
export function healthRoutes(probes: HealthProbes): ScopedRoutes {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [database, temporal] = await Promise.all([probes.database(), probes.temporal()]);
    const up = database && temporal;
    res.status(up ? 200 : 503).json({
      message: up ? 'All systems up' : 'A dependency is down',
      data: { database: database ? 'up' : 'down', temporal: temporal ? 'up' : 'down' },
    });
  });
  return scopedRoutes(['/health'], router);
}
