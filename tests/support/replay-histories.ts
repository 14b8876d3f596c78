import type { Client } from '@temporalio/client';
import proto, { type temporal } from '@temporalio/proto';
import { Worker } from '@temporalio/worker';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { workflowBundle } from './temporal.ts';

/** Where recorded histories of real runs live; every file there is replayed by tests/replay/replay.test.ts. */
export const REPLAY_DIR = fileURLToPath(new URL('../replay/', import.meta.url));

const { History } = proto.temporal.api.history.v1;
type History = temporal.api.history.v1.History;

/** Every run of a workflow id, first to last, following its continue-as-new chain. */
export async function runsOf(client: Client, workflowId: string): Promise<temporal.api.history.v1.IHistory[]> {
  const latest = await client.workflow.getHandle(workflowId).fetchHistory();
  let runId: string | null | undefined = latest.events?.[0]?.workflowExecutionStartedEventAttributes?.firstExecutionRunId;
  const runs: temporal.api.history.v1.IHistory[] = [];
  while (runId) {
    const history = await client.workflow.getHandle(workflowId, runId).fetchHistory();
    runs.push(history);
    runId = history.events?.at(-1)?.workflowExecutionContinuedAsNewEventAttributes?.newExecutionRunId;
  }
  return runs;
}

/**
 * Replays every run of a finished (or terminated) loan against today's workflow code, which fails on any
 * non-determinism; with RECORD_HISTORIES=1 it also saves the runs as tests/replay/<name>.json, to be committed.
 * A file holds the runs in order, each as the protobuf message's own JSON (longs and bytes as strings), read
 * back with History.fromObject: the SDK's historyFromJSON trips over the two protobufjs copies in this install.
 */
export async function replayAndRecord(client: Client, workflowId: string, name: string): Promise<void> {
  const runs = await runsOf(client, workflowId);
  for (const history of runs) await Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, history, workflowId);
  if (process.env.RECORD_HISTORIES === '1') await writeFile(`${REPLAY_DIR}${name}.json`, JSON.stringify(runs.map((run) => History.fromObject(run))));
}

/** A recorded stage path: its name (the file's) and its runs, each with the workflow id it is replayed under. */
export interface RecordedPath {
  name: string;
  runs: { workflowId: string; history: History }[];
}

/**
 * Every recorded path, parsed: the current version's (`tests/replay/*.json`, one per stage path) or, with
 * `inFlight`, those kept in `tests/replay/in-flight/` for an earlier version whose runs are still open in
 * production, until the patch that keeps them replaying is retired (docs/workflow-versioning.md).
 */
export async function recordedHistories({ inFlight = false }: { inFlight?: boolean } = {}): Promise<RecordedPath[]> {
  const dir = inFlight ? `${REPLAY_DIR}in-flight/` : REPLAY_DIR;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => {
    const name = `${inFlight ? 'in-flight-' : ''}${file.replace(/\.json$/, '')}`;
    const runs = JSON.parse(await readFile(`${dir}${file}`, 'utf8')) as unknown[];
    return { name, runs: runs.map((run, index) => ({ workflowId: `replay-${name}-${index + 1}`, history: History.fromObject(run as object) })) };
  }));
}
