import { Counter, Histogram, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process; every module registers its metrics here. */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics });

export const httpDuration = new Histogram({
  name: 'kukki_http_request_duration_seconds',
  help: 'HTTP request latency at the gateway',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metrics],
});

export const rpcDuration = new Histogram({
  name: 'kukki_rpc_request_duration_seconds',
  help: 'Request/reply latency as seen by the caller',
  labelNames: ['subject', 'outcome'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [metrics],
});

export const outboxLag = new Gauge({
  name: 'kukki_outbox_unpublished_events',
  help: 'Events written to a service outbox and not yet published',
  labelNames: ['service'],
  registers: [metrics],
});

export const domainCounter = new Counter({
  name: 'kukki_domain_events_total',
  help: 'Domain events by type (orders created, paid, e-mails failed…)',
  labelNames: ['type'],
  registers: [metrics],
});

export const jobQueueJobs = new Gauge({
  name: 'kukki_job_queue_jobs',
  help: 'Jobs per queue and state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'],
  registers: [metrics],
});
