import { EVENT_STREAM } from '@kukki/contracts';

/**
 * A job queue's name scoped like the event stream: `base` on the shop's own stream, `base.<stream>`
 * otherwise, so that test compositions sharing one Redis never take each other's jobs.
 */
export function streamQueueName(env: { EVENT_STREAM: string }, base: string): string {
  return env.EVENT_STREAM === EVENT_STREAM ? base : `${base}.${env.EVENT_STREAM}`;
}
