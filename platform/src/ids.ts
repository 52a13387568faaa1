import { ObjectId } from 'bson';
import { OBJECT_ID } from '@kukki/contracts';

/** New 24-hex ObjectId-shaped id (ARCHITECTURE §3). */
export function newId(): string {
  return new ObjectId().toHexString();
}

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}
