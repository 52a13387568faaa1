import { hostsOf } from './runtime';

describe('hostsOf', () => {
  it('names the servers of DATABASE_URL and NATS_URL without their credentials', () => {
    expect(hostsOf('postgres://kukki:secreto@db.interno:5432/kukki?sslmode=require')).toBe('db.interno:5432');
    expect(hostsOf('nats://usuario:clave@nats-0:4222, nats://nats-1:4222')).toBe('nats-0:4222,nats-1:4222');
    expect(hostsOf('127.0.0.1:4222')).toBe('127.0.0.1:4222');
  });
});
