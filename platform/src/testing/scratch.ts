import { Client } from 'pg';
import { connect } from 'nats';
import { DEFAULT_DATABASE_URL } from '../runtime';

const serverUrl = () => process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

/** One statement on the server's maintenance database (creating and dropping test databases). */
async function adminQuery(sql: string) {
  const url = new URL(serverUrl());
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new empty database on the tests' PostgreSQL (DATABASE_URL or the local default): its URL and how to drop it. */
export async function scratchDatabase(name: string): Promise<ScratchDatabase> {
  await adminQuery(`create database ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** Deletes a test's private JetStream stream on NATS_URL (or the local default); a missing one is fine. */
export async function deleteEventStream(name: string): Promise<void> {
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  await (await nc.jetstreamManager()).streams.delete(name).catch(() => undefined);
  await nc.close();
}
