import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../route-table.ts';
import { scopedRoutes } from './scoped-routes.ts';

function app() {
  const entered: string[] = [];
  const desk = Router();
  desk.use((req, _res, next) => { entered.push(req.path); next(); });
  desk.get('/underwriter/getloancounts', (_req, res) => { res.json({ area: 'desk' }); });
  const api = express.Router();
  api.use(scopedRoutes(['/underwriter/', '/approver/'], desk));
  api.get('/students/getfeedetails', (_req, res) => { res.json({ area: 'students' }); });
  api.use((_req, res) => { res.status(404).json({ area: 'none' }); });
  const server = express();
  server.use('/api', api);
  return { server, entered };
}

describe('scoped routes', () => {
  it('enter their router only for their own paths, in any case', async () => {
    const { server, entered } = app();
    expect((await request(server).get('/api/underwriter/getloancounts')).body).toEqual({ area: 'desk' });
    expect((await request(server).get('/api/Underwriter/GetLoanCounts')).body).toEqual({ area: 'desk' });
    expect((await request(server).get('/api/students/getfeedetails')).body).toEqual({ area: 'students' });
    expect(entered).toEqual(['/underwriter/getloancounts', '/Underwriter/GetLoanCounts']);
  });

  it('hand on a path of theirs that no route answers', async () => {
    const { server } = app();
    const answer = await request(server).get('/api/approver/nothing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ area: 'none' });
  });

  it('stay listed in the route table', () => {
    expect(listRoutes(app().server)).toContainEqual({ method: 'GET', path: '/api/underwriter/getloancounts' });
  });
});
