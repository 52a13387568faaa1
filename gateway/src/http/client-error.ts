import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERRORS } from '@kukki/contracts';

/** The status and Spanish message for a request Node could not even parse (no route ran). */
export function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: ERRORS.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: ERRORS.requestTimeout };
  return { status: 400, message: ERRORS.malformedRequest };
}

/**
 * Fastify's `clientErrorHandler`: headers over the limit, malformed HTTP and request timeouts answer
 * `{ message }` in Spanish (Fastify's own answer is English), and the connection is closed.
 */
export function spanishClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = clientErrorAnswer(err.code);
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
