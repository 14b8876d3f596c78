import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from './config.ts';
import { buildIdOf, deploymentOptionsOf } from './versioning.ts';

const env = { DATABASE_URL: 'postgres://x', TEMPORAL_ADDRESS: '127.0.0.1:7233', DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') };

describe('the worker\'s deployment version', () => {
  it('names a build by its workflow code: the same code the same id, other code another', () => {
    expect(buildIdOf('export function a() {}')).toBe(buildIdOf('export function a() {}'));
    expect(buildIdOf('export function a() {}')).not.toBe(buildIdOf('export function b() {}'));
    expect(buildIdOf('x')).toMatch(/^wf-[0-9a-f]{16}$/);
  });

  it('joins the deployment with the behaviour of its task queue, or not at all when versioning is off', () => {
    const version = { mode: 'rollout' as const, deploymentName: 'feesetu', buildId: 'r42' };
    expect(deploymentOptionsOf(version, 'AUTO_UPGRADE')).toEqual({
      useWorkerVersioning: true, version: { deploymentName: 'feesetu', buildId: 'r42' }, defaultVersioningBehavior: 'AUTO_UPGRADE',
    });
    expect(deploymentOptionsOf({ ...version, mode: 'off' }, 'PINNED')).toBeUndefined();
  });

  it('promotes its own build on one machine, leaves it to the operator in production, and takes what it is told', () => {
    expect(loadWorkerConfig(env)).toMatchObject({ TEMPORAL_VERSIONING: 'promote', TEMPORAL_DEPLOYMENT_NAME: 'feesetu' });
    expect(loadWorkerConfig({ ...env, NODE_ENV: 'production' }).TEMPORAL_VERSIONING).toBe('rollout');
    expect(loadWorkerConfig({ ...env, FEESETU_MODE: 'production' }).TEMPORAL_VERSIONING).toBe('rollout');
    expect(loadWorkerConfig({ ...env, NODE_ENV: 'production', TEMPORAL_VERSIONING: 'off', TEMPORAL_BUILD_ID: 'r42' })).toMatchObject({ TEMPORAL_VERSIONING: 'off', TEMPORAL_BUILD_ID: 'r42' });
    expect(() => loadWorkerConfig({ ...env, TEMPORAL_VERSIONING: 'sometimes' })).toThrow(/TEMPORAL_VERSIONING/);
  });
});
