import type { Logger } from 'pino';

/** A third signal this long after the first ends the process even though the stop has not finished. */
const FORCE_AFTER_MS = 10_000;

/**
 * SIGINT and SIGTERM start one stop. A Ctrl-C under `npm start` reaches this process twice (from the
 * terminal and forwarded by npm): a repeat while the stop runs is ignored, since Node's default
 * action would kill it halfway and leave PGlite's folder open. A third one after FORCE_AFTER_MS forces it.
 */
export function onStopSignals(logger: Logger, stop: () => void): void {
  let first = 0;
  let count = 0;
  const handle = (signal: NodeJS.Signals) => {
    count++;
    if (count === 1) {
      first = Date.now();
      logger.info({ signal }, 'deteniendo Kukki…');
      return stop();
    }
    if (count >= 3 && Date.now() - first >= FORCE_AFTER_MS) {
      logger.warn({ signal }, 'Kukki no terminó de detenerse: salida forzada');
      process.exit(130);
    }
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
