import { createServer, type Server } from 'node:http';

export interface WorkerProbes {
  /** Both Temporal workers are running and PostgreSQL answers. */
  ready(): Promise<boolean>;
  /** Prometheus text of the worker's metrics, when metrics are on. */
  metrics?(): Promise<{ contentType: string; body: string }>;
}

/**
 * The worker's small HTTP side, for an orchestrator and Prometheus: `/health/live` (the process runs),
 * `/health/ready` (it can do work) and `/metrics`. Nothing else is served, and it answers no one's data.
 */
export function startWorkerHttp(port: number, probes: WorkerProbes): Promise<Server> {
  const server = createServer((req, res) => {
    const reply = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    };
    if (req.method !== 'GET') return reply(405, JSON.stringify({ message: 'Method not allowed' }));
    if (req.url === '/health/live') return reply(200, JSON.stringify({ live: true }));
    if (req.url === '/health/ready') {
      probes.ready().then((ready) => reply(ready ? 200 : 503, JSON.stringify({ ready })), () => reply(503, JSON.stringify({ ready: false })));
      return;
    }
    if (req.url === '/metrics' && probes.metrics) {
      probes.metrics().then(({ contentType, body }) => reply(200, body, contentType), () => reply(500, 'metrics unavailable', 'text/plain'));
      return;
    }
    reply(404, JSON.stringify({ message: 'Not found' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
