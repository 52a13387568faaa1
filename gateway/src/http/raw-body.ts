import { Readable } from 'node:stream';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';

export type RequestWithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * Keeps the bytes of the requests under `prefix` as they came, for a signature computed over them (never
 * over their parsed and re-serialised JSON). Bodies over `limit` are refused as Fastify's own would be.
 */
export function keepRawBody(prefix: string, limit: number): preParsingAsyncHookHandler {
  return async (request, _reply, payload) => {
    if (!request.url.startsWith(prefix)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > limit) throw Object.assign(new Error('body too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    (request as RequestWithRawBody).rawBody = raw;
    return Readable.from([raw]);
  };
}
