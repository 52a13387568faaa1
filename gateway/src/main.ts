import { DistributedRuntime, loadEnvOrExit } from '@kukki/platform';
import { gatewayEnvShape } from './config';
import { createGateway } from './create-gateway';

/** The gateway as its own process (distributed composition). */
async function main() {
  const env = loadEnvOrExit(gatewayEnvShape);
  const runtime = await DistributedRuntime.create('gateway', env);
  const app = await createGateway(runtime, env);
  await app.listen({ port: env.PORT, host: env.HOST });
  runtime.logger('gateway').info({ port: env.PORT }, 'gateway listening');
  const stop = async () => {
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

void main();
