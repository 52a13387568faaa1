import { protocol } from '@electric-sql/pglite';
import { bindExecuteSync } from './pg-bind';

/** The statement name and text values a Bind message carries, whatever its format codes say (all text here). */
function readBind(message: Buffer) {
  expect(String.fromCharCode(message[0])).toBe('B');
  const length = message.readInt32BE(1);
  let at = 5;
  const cstring = () => {
    const end = message.indexOf(0, at);
    const text = message.toString('utf8', at, end);
    at = end + 1;
    return text;
  };
  const portal = cstring();
  const statement = cstring();
  const formats = message.readInt16BE(at);
  at += 2 + 2 * formats;
  const count = message.readInt16BE(at);
  at += 2;
  const values: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const size = message.readInt32BE(at);
    at += 4;
    values.push(size < 0 ? null : message.toString('utf8', at, at + size));
    at += Math.max(size, 0);
  }
  const resultFormats = message.readInt16BE(at);
  at += 2 + 2 * resultFormats;
  expect(at).toBe(1 + length);
  return { portal, statement, values, rest: message.subarray(at) };
}

describe('bindExecuteSync', () => {
  const values = ['Cuauhtémoc', '', null, '{"nota":"¡Feliz cumpleaños! 🎂"}', 'x'.repeat(5000), '42'];

  it('carries the statement and every value as PGlite would bind them, multi-byte text and nulls included', () => {
    const ours = readBind(bindExecuteSync('kukki_1a', values));
    const theirs = readBind(Buffer.from(protocol.serialize.bind({ statement: 'kukki_1a', values })));
    expect(ours.portal).toBe('');
    expect(ours.statement).toBe('kukki_1a');
    expect(ours.values).toEqual(values);
    expect(ours.values).toEqual(theirs.values);
  });

  it('ends with Execute (every row) and Sync', () => {
    const { rest } = readBind(bindExecuteSync('s', []));
    expect(Buffer.compare(rest, Buffer.concat([protocol.serialize.execute({}), protocol.serialize.sync()]))).toBe(0);
  });
});
