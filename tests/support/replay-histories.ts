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

/**
 * Replays a finished (or terminated) run against today's workflow code, which fails on any
 * non-determinism; with RECORD_HISTORIES=1 it also saves the history as tests/replay/<name>.json, to be committed.
 * The files hold the protobuf message's own JSON (longs and bytes as strings), read back with History.fromObject:
 * the SDK's historyFromJSON trips over the two protobufjs copies in this install ("type must be a Type").
 */
export async function replayAndRecord(client: Client, workflowId: string, name: string): Promise<void> {
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  await Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, history, workflowId);
  if (process.env.RECORD_HISTORIES === '1') await writeFile(`${REPLAY_DIR}${name}.json`, JSON.stringify(History.fromObject(history)));
}

/** Every recorded history, parsed, with the workflow id it is replayed under. */
export async function recordedHistories(): Promise<{ name: string; workflowId: string; history: History }[]> {
  const files = (await readdir(REPLAY_DIR)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => ({
    name: file.replace(/\.json$/, ''),
    workflowId: `replay-${file.replace(/\.json$/, '')}`,
    history: History.fromObject(JSON.parse(await readFile(`${REPLAY_DIR}${file}`, 'utf8'))),
  })));
}
