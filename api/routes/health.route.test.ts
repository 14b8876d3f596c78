import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { healthRoutes, type HealthProbes } from './health.route.ts';

const appWith = (probes: HealthProbes) => express().use(healthRoutes(probes));
const up = async () => true;
const down = async () => false;

describe('health probes for a load balancer and an orchestrator', () => {
  it('says live without asking the database or Temporal', async () => {
    const asked: string[] = [];
    const app = appWith({ database: async () => { asked.push('db'); return false; }, temporal: async () => { asked.push('temporal'); return false; } });
    const answer = await request(app).get('/health/live');
    expect(answer.status).toBe(200);
    expect(asked).toEqual([]);
  });

  it('says ready only when PostgreSQL and Temporal both answer, naming the one that does not', async () => {
    expect((await request(appWith({ database: up, temporal: up })).get('/health/ready')).status).toBe(200);
    const answer = await request(appWith({ database: up, temporal: down })).get('/health/ready');
    expect(answer.status).toBe(503);
    expect(answer.body.data).toEqual({ database: 'up', temporal: 'down' });
  });

  it('says not ready from the moment a shutdown begins, while still live', async () => {
    let draining = false;
    const app = appWith({ database: up, temporal: up, draining: () => draining });
    expect((await request(app).get('/health/ready')).status).toBe(200);
    draining = true;
    expect((await request(app).get('/health/ready')).status).toBe(503);
    expect((await request(app).get('/health')).status).toBe(503);
    expect((await request(app).get('/health/live')).status).toBe(200);
  });
});
