import { NestFactory } from '@nestjs/core';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import type { ServiceName } from '@kukki/contracts';
import { PinoNestLogger } from './logging';
import { DistributedRuntime, type Runtime } from './runtime';
import { baseEnvShape, loadEnvOrExit } from './config';
import { startOpsServer } from './ops';

/** Starts one service module as a Nest microservice on the runtime's transport. */
export async function startServiceApp(runtime: Runtime, service: ServiceName, module: DynamicModule): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    ...runtime.microserviceOptions(service),
    logger: new PinoNestLogger(runtime.logger(service)),
  });
  await app.listen();
  runtime.onClose(() => app.close());
  return app;
}

/**
 * Entry point of a service process in the distributed composition: NATS, PostgreSQL, Redis,
 * an ops port for probes and metrics, and a graceful stop on SIGTERM.
 */
export async function runServiceProcess(service: ServiceName, moduleFor: (runtime: Runtime) => DynamicModule): Promise<void> {
  const env = loadEnvOrExit(baseEnvShape);
  const runtime = await DistributedRuntime.create(service, env);
  const logger = runtime.logger(service);
  await startServiceApp(runtime, service, moduleFor(runtime));
  if (env.HEALTH_PORT !== undefined) {
    const ops = startOpsServer(env.HEALTH_PORT, runtime.readinessChecks());
    runtime.onClose(() => new Promise<void>((r) => ops.close(() => r())));
  }
  logger.info({ service }, 'service ready');
  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
