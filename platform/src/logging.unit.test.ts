import { Writable } from 'node:stream';
import pino from 'pino';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PinoNestLogger, redactSql, safeErrorSerializer } from './logging';

const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g';

function failedInsert() {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  return new DrizzleQueryError('insert into "users"."users" ("name", "password") values ($1, $2)', ['Ana\u0000', HASH], cause);
}

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const logger = pino({ serializers: { err: safeErrorSerializer } }, stream);
  return { logger, lines };
}

describe('logging a failed query', () => {
  it('keeps the SQL text and drops the parameters from message and stack', () => {
    const err = failedInsert();
    expect(err.message).toContain(HASH);
    expect(redactSql(err.message)).not.toContain(HASH);
    expect(redactSql(err.message)).toContain('insert into "users"."users"');
    expect(redactSql(err.stack!)).not.toContain(HASH);
    expect(redactSql(err.stack!)).toMatch(/\n\s+at /);
  });

  it('logs an error object without its params, on the error and its cause', () => {
    const { logger, lines } = capture();
    logger.error({ err: failedInsert() }, 'request failed');
    const text = lines.join('');
    expect(text).toContain('request failed');
    expect(text).toContain('insert into');
    expect(text).not.toContain('argon2id');
    expect(text).not.toContain('Ana');
  });

  it("redacts Nest's (message, stack) logging of an unexpected handler error", () => {
    const { logger, lines } = capture();
    const err = failedInsert();
    new PinoNestLogger(logger).error(err.message, err.stack, 'RpcExceptionsHandler');
    const text = lines.join('');
    expect(text).toContain('Failed query');
    expect(text).not.toContain('argon2id');
  });
});
