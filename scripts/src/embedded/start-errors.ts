import { ConfigError } from '@kukki/platform';

/**
 * The one Spanish line for a start that failed on something the operator sets (exit 78, like any bad
 * configuration), or null for anything else (logged with its stack, exit 1).
 */
export function startProblem(err: unknown, ports: { PORT: number; HEALTH_PORT?: number }): string | null {
  if (err instanceof ConfigError) return err.message;
  const e = err as NodeJS.ErrnoException & { port?: number };
  if (e.code === 'EADDRINUSE') {
    const name = e.port !== undefined && e.port === ports.HEALTH_PORT ? 'HEALTH_PORT' : 'PORT';
    const port = name === 'PORT' ? ports.PORT : ports.HEALTH_PORT;
    return `El puerto ${port} ya está en uso; elige otro con ${name}=…`;
  }
  if (e.code === 'EACCES' && e.syscall === 'listen')
    return `No se puede escuchar en el puerto ${ports.PORT}: usa un puerto a partir de 1024 con PORT=…`;
  return null;
}
