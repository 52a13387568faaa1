import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An encrypted backup: `KUKKIBK1` (8 bytes), scrypt salt (16), AES-256-GCM nonce (12), the ciphertext
 * of the tar.gz, and the 16-byte authentication tag at the end. The key is scrypt(BACKUP_PASSPHRASE, salt).
 */
export const SEALED_MAGIC = Buffer.from('KUKKIBK1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = SEALED_MAGIC.length + SALT_BYTES + IV_BYTES;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export const WRONG_PASSPHRASE =
  'la contraseña de la copia (BACKUP_PASSPHRASE) no es correcta, o la copia está dañada / wrong backup passphrase or damaged backup';
export const PASSPHRASE_NEEDED =
  'esta copia está cifrada: define BACKUP_PASSPHRASE con su contraseña / this backup is encrypted: set BACKUP_PASSPHRASE';

function keyOf(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(passphrase, salt, 32, SCRYPT, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Whether a file starts with the sealed-backup header. */
export function isSealed(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(SEALED_MAGIC.length);
    const n = fs.readSync(fd, head, 0, head.length, 0);
    return n === head.length && head.equals(SEALED_MAGIC);
  } finally {
    fs.closeSync(fd);
  }
}

/** A stream that encrypts what passes through it, preceded by the header and followed by the tag. */
export async function sealingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(passphrase, salt), iv);
  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!headerSent) {
        this.push(Buffer.concat([SEALED_MAGIC, salt, iv]));
        headerSent = true;
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!headerSent) this.push(Buffer.concat([SEALED_MAGIC, salt, iv]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * Decrypts a sealed backup into `plainFile` (created 0600). The tag is checked at the end: a wrong
 * passphrase or a damaged file throws WRONG_PASSPHRASE and leaves no plain file behind.
 */
export async function openSealedFile(sealedFile: string, plainFile: string, passphrase: string | undefined): Promise<void> {
  if (!passphrase) throw new Error(PASSPHRASE_NEEDED);
  const size = fs.statSync(sealedFile).size;
  if (size < HEADER_BYTES + TAG_BYTES) throw new Error(WRONG_PASSPHRASE);
  const fd = fs.openSync(sealedFile, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    fs.readSync(fd, header, 0, HEADER_BYTES, 0);
    fs.readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    fs.closeSync(fd);
  }
  const salt = header.subarray(SEALED_MAGIC.length, SEALED_MAGIC.length + SALT_BYTES);
  const iv = header.subarray(SEALED_MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(passphrase, salt), iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(sealedFile, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      fs.createWriteStream(plainFile, { mode: 0o600 }),
    );
  } catch {
    fs.rmSync(plainFile, { force: true });
    throw new Error(WRONG_PASSPHRASE);
  }
}
