import type { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time.js';
import proto from '@temporalio/proto';
import { LOAN_SEARCH_ATTRIBUTES } from '../workflows/search-attributes.ts';

const { IndexedValueType } = proto.temporal.api.enums.v1;
const TYPES = { Keyword: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD } as const;

/**
 * Prepares a namespace for the product: registers it when asked (a dev server or a self-hosted
 * cluster; Temporal Cloud namespaces are made in its console) and adds the loan's search attributes,
 * which the workflow sets at every transition. Both are idempotent, so every deploy may run them.
 */
export async function prepareNamespace(connection: Connection, namespace: string, options: { register: boolean; retentionDays?: number }): Promise<void> {
  if (options.register && !(await namespaceExists(connection, namespace))) {
    try {
      await connection.workflowService.registerNamespace({
        namespace, workflowExecutionRetentionPeriod: msToTs(`${options.retentionDays ?? 30} days`),
      });
    } catch (error) {
      // Another process registered it between the look and the registration.
      if (!(await namespaceExists(connection, namespace))) throw error;
    }
  }
  const searchAttributes = Object.fromEntries(Object.entries(LOAN_SEARCH_ATTRIBUTES).map(([name, type]) => [name, TYPES[type]]));
  // A namespace just registered takes a moment to reach the server's namespace cache.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await connection.operatorService.addSearchAttributes({ namespace, searchAttributes });
      return;
    } catch (error) {
      if ((error as { code?: number }).code !== NOT_FOUND || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const NOT_FOUND = 5;

async function namespaceExists(connection: Connection, namespace: string): Promise<boolean> {
  try {
    await connection.workflowService.describeNamespace({ namespace });
    return true;
  } catch {
    return false;
  }
}

/** Removes a namespace and its workflows (scratch namespaces of a test run). */
export async function deleteNamespace(connection: Connection, namespace: string): Promise<void> {
  await connection.operatorService.deleteNamespace({ namespace });
}
