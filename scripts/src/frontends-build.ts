import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Runtime } from '@kukki/platform';

/**
 * `npm start` serves the API as soon as the server is built; the frontends build meanwhile (only
 * what changed since the last build) and the shop shows a "preparing" page until the shell is there.
 */
export function buildFrontendsInBackground(runtime: Runtime): void {
  const logger = runtime.logger('frontends');
  const script = path.resolve(__dirname, '..', 'build-frontends.mjs');
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    if (code === 0) logger.info('frontends listos');
    else logger.error({ code }, 'no se pudieron construir los frontends; revisa la salida de arriba');
  });
  runtime.onClose(() => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
}
