import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseEnv } from '@kukki/platform';
import { gatewayEnvShape } from '../config';
import { mountFrontends } from '../static/frontends';

/**
 * The gateway's static frontends alone, on a bare Fastify: `build(frontendsDir)` writes the files a build
 * would into a new temporary folder, which `close` removes. Unknown paths the fallback leaves are 404.
 */
export async function serveFrontends(build: (frontendsDir: string) => void): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-frontends-'));
  build(path.join(dir, 'frontends'));
  const env = parseEnv(gatewayEnvShape, { FRONTENDS_DIR: path.join(dir, 'frontends'), SERVE_FRONTENDS: 'true' });
  const app = Fastify();
  const fallback = await mountFrontends(app, env, path.join(dir, 'uploads'));
  app.setNotFoundHandler((request, reply) => {
    if (!fallback(request, reply)) void reply.code(404).send({ message: 'No encontrado' });
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
