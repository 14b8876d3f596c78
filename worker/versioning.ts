import { createHash } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { VersioningBehavior } from '@temporalio/common';
import type { WorkerDeploymentOptions } from '@temporalio/worker';

/**
 * How this worker takes part in Worker Versioning (docs/workflow-versioning.md):
 * - `promote`: it registers its build and makes it the deployment's current version once it polls
 *   (one machine, one build at a time: `npm start`, the tests);
 * - `rollout`: it registers its build; the operator makes it current (or ramps it) with the CLI;
 * - `off`: an unversioned worker.
 */
export type VersioningMode = 'promote' | 'rollout' | 'off';

export interface WorkerVersion {
  mode: VersioningMode;
  deploymentName: string;
  buildId: string;
}

/** The build id of the workflow code: a digest of the bundle, so the same code always gets the same id. */
export function buildIdOf(bundleCode: string): string {
  return `wf-${createHash('sha256').update(bundleCode).digest('hex').slice(0, 16)}`;
}

/**
 * The worker options that put a worker in its deployment version, with the behaviour its task queue's
 * workflows declare (LOAN_VERSIONING_BEHAVIOR, VERIFICATION_VERSIONING_BEHAVIOR).
 */
export function deploymentOptionsOf(version: WorkerVersion, behavior: VersioningBehavior): WorkerDeploymentOptions | undefined {
  if (version.mode === 'off') return undefined;
  return { useWorkerVersioning: true, version: { deploymentName: version.deploymentName, buildId: version.buildId }, defaultVersioningBehavior: behavior };
}

/**
 * Makes this build the deployment's current version. The server refuses until the build's workers have
 * polled every task queue of the deployment, so it asks again every half second, for up to a minute.
 */
export async function promote(client: Client, namespace: string, version: WorkerVersion, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await client.workflowService.setWorkerDeploymentCurrentVersion({ namespace, deploymentName: version.deploymentName, buildId: version.buildId });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
