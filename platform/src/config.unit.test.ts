import path from 'node:path';
import { baseEnvShape, ConfigError, jobPrefixOf, logSettings, parseEnv, publicUrlOf, resolveUploadsDir } from './config';

describe('process config', () => {
  it('has one PUBLIC_URL rule: PUBLIC_URL without trailing slashes, else http://localhost:PORT (8080)', () => {
    expect(publicUrlOf({ PUBLIC_URL: 'https://kukki.mx//' })).toBe('https://kukki.mx');
    expect(publicUrlOf({ PORT: 8815 })).toBe('http://localhost:8815');
    expect(publicUrlOf({})).toBe('http://localhost:8080');
    const env = parseEnv(baseEnvShape, { PUBLIC_URL: 'http://tienda.test:9000/', PORT: '9000' });
    expect(publicUrlOf(env)).toBe('http://tienda.test:9000');
  });

  it('namespaces the BullMQ keys like the NATS subjects, so shops on one Redis keep their jobs apart', () => {
    expect(jobPrefixOf(parseEnv(baseEnvShape, {}))).toBe('kukki');
    expect(jobPrefixOf(parseEnv(baseEnvShape, { NATS_SUBJECT_PREFIX: 'tienda-b.' }))).toBe('kukki-tienda-b');
    expect(jobPrefixOf({ NATS_SUBJECT_PREFIX: 'tienda-a.' })).not.toBe(jobPrefixOf({ NATS_SUBJECT_PREFIX: 'tienda-b.' }));
  });

  it('takes a NATS_SUBJECT_PREFIX without its final dot, and explains a wrong one in Spanish', () => {
    expect(parseEnv(baseEnvShape, { NATS_SUBJECT_PREFIX: 'tienda' }).NATS_SUBJECT_PREFIX).toBe('tienda.');
    expect(parseEnv(baseEnvShape, { NATS_SUBJECT_PREFIX: 'tienda.' }).NATS_SUBJECT_PREFIX).toBe('tienda.');
    expect(parseEnv(baseEnvShape, {}).NATS_SUBJECT_PREFIX).toBe('');
    expect(() => parseEnv(baseEnvShape, { NATS_SUBJECT_PREFIX: 'Tienda B' })).toThrow(/NATS_SUBJECT_PREFIX: debe ser letras minúsculas/);
  });

  it('keeps images under UPLOADS_DIR or DATA_DIR/uploads', () => {
    expect(resolveUploadsDir('/datos')).toBe(path.join('/datos', 'uploads'));
    expect(resolveUploadsDir('/datos', '/volumen/imagenes')).toBe('/volumen/imagenes');
  });

  it('refuses a wrong value with one line naming the variable', () => {
    expect(() => parseEnv(baseEnvShape, { PORT: 'ochenta' })).toThrow(ConfigError);
    expect(() => parseEnv(baseEnvShape, { PORT: 'ochenta' })).toThrow(/PORT/);
  });

  it('reads how to log without ever refusing to start', () => {
    expect(logSettings({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json' })).toEqual({ level: 'warn', pretty: false });
    expect(logSettings({ LOG_LEVEL: 'ruidoso', NODE_ENV: 'production' })).toEqual({ level: 'info', pretty: false });
    expect(logSettings({ LOG_FORMAT: 'pretty' })).toEqual({ level: 'info', pretty: true });
    expect(logSettings({})).toEqual({ level: 'info', pretty: 'tty' });
  });
});
