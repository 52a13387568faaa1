import { DistributedRuntime, loadEnvOrExit, startOpsServer, type Runtime } from '@kukki/platform';
import { gatewayEnvShape, type GatewayEnv } from './config';
import { createGateway } from './create-gateway';
import { servicesHealth } from './routes/health.controller';

/**
 * The gateway as its own process (distributed composition). `prepare` runs on the runtime before the
 * HTTP edge is built: the development launcher adds its mounts there (emulator, dev mailbox).
 */
export async function startStandaloneGateway(prepare?: (runtime: Runtime, env: GatewayEnv) => void | Promise<void>): Promise<void> {
  const env = loadEnvOrExit(gatewayEnvShape);
  const runtime = await DistributedRuntime.create('gateway', env);
  await prepare?.(runtime, env);
  const app = await createGateway(runtime, env);
  await app.listen({ port: env.PORT, host: env.HOST });
  runtime.logger('gateway').info({ port: env.PORT }, 'gateway listening');
  if (env.HEALTH_PORT !== undefined) {
    // Probes, metrics and every service's health for operators, off the public port.
    const rpc = runtime.rpcClient();
    const ops = startOpsServer(env.HEALTH_PORT, runtime.readinessChecks(), {
      '/health/services': async () => {
        const result = await servicesHealth(rpc);
        return { status: result.ok ? 200 : 503, body: result };
      },
    });
    runtime.onClose(() => new Promise<void>((r) => ops.close(() => r())));
  }
  const stop = async () => {
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}
