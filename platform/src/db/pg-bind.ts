/** Execute (the unnamed portal, every row) and Sync, as PostgreSQL's extended protocol writes them. */
const EXECUTE_AND_SYNC = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/**
 * One exchange of a prepared statement: Bind (the unnamed portal, every parameter and column as text), Execute and
 * Sync, written into one buffer. PGlite's own serializer measures each parameter's UTF-8 length one character at a
 * time in JavaScript and grows its buffer from 256 bytes on every message (a 2 kB order payload is copied five
 * times); here Node measures and writes each string natively, once.
 */
export function bindExecuteSync(statement: string, values: readonly (string | null)[]): Buffer {
  let bindLength = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  const lengths = values.map((value) => (value === null ? -1 : Buffer.byteLength(value)));
  for (const length of lengths) bindLength += 4 + Math.max(length, 0);
  const message = Buffer.allocUnsafe(1 + bindLength + EXECUTE_AND_SYNC.length);
  let at = message.writeUInt8(0x42, 0); // 'B'
  at = message.writeInt32BE(bindLength, at);
  at = message.writeUInt8(0, at); // the unnamed portal
  at += message.write(statement, at);
  at = message.writeUInt8(0, at);
  at = message.writeInt16BE(0, at); // no parameter format codes: every parameter is text
  at = message.writeInt16BE(values.length, at);
  values.forEach((value, i) => {
    at = message.writeInt32BE(lengths[i], at);
    if (value !== null) at += message.write(value, at);
  });
  at = message.writeInt16BE(0, at); // no result format codes: every column is text
  EXECUTE_AND_SYNC.copy(message, at);
  return message;
}
