import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { DynamicModule } from '@nestjs/common';
import type { ServiceName } from '@kukki/contracts';
import { baseEnvShape, parseEnv, type BaseEnv } from '../config';
import { DistributedRuntime, EmbeddedRuntime, type Runtime } from '../runtime';
import type { RpcClient } from '../messaging';
import { startServiceApp } from '../service-host';
import { scratchDatabase } from './scratch';

export type CompositionKind = 'embedded' | 'distributed';

/** Both adapter sets: every service integration suite runs once per kind (ARCHITECTURE §7). */
export const COMPOSITIONS: CompositionKind[] = ['embedded', 'distributed'];

export interface TestComposition {
  kind: CompositionKind;
  runtime: Runtime;
  rpc: RpcClient;
  env: BaseEnv;
  close(): Promise<void>;
}

export type ModuleEntry = [ServiceName, (runtime: Runtime) => DynamicModule];

/**
 * Starts the given service modules on a fresh composition: embedded (in-memory PGlite, in-process
 * transport, events and jobs) or distributed (a new PostgreSQL database, NATS, a private JetStream
 * stream, BullMQ with a private prefix). `close` stops everything and drops what it created.
 */
export async function startComposition(
  kind: CompositionKind,
  modules: ModuleEntry[],
  overrides: Partial<Record<string, string>> = {},
): Promise<TestComposition> {
  const id = randomBytes(5).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kukki-${kind}-`));
  const envSource = {
    ...process.env,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...overrides,
  };
  let runtime: Runtime;
  let dropDatabase = async () => {};
  if (kind === 'embedded') {
    const env = parseEnv(baseEnvShape, envSource);
    runtime = await EmbeddedRuntime.create(env, { inMemory: true });
  } else {
    const database = await scratchDatabase(`kukki_test_${id}`);
    const env = parseEnv(baseEnvShape, {
      ...envSource,
      DATABASE_URL: database.url,
      EVENT_STREAM: `KUKKI_TEST_${id}`,
      EVENT_SUBJECT_PREFIX: `t${id}.evt.`,
      NATS_SUBJECT_PREFIX: `t${id}.`,
    });
    runtime = await DistributedRuntime.create(`test-${id}`, env);
    dropDatabase = () => database.drop();
  }
  for (const [name, moduleFor] of modules) await startServiceApp(runtime, name, moduleFor(runtime));
  if (runtime instanceof EmbeddedRuntime) runtime.startEvents();
  // The suites call internal subjects the way a trusted service does.
  const rpc = runtime.rpcClient('test-suite');
  return {
    kind,
    runtime,
    rpc,
    env: runtime.env,
    async close() {
      if (runtime instanceof DistributedRuntime) await runtime.events.destroy().catch(() => undefined);
      await runtime.close();
      await dropDatabase().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
