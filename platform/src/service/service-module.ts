import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
  type Provider,
  type Type,
} from '@nestjs/common';
import { APP_FILTER, ModuleRef } from '@nestjs/core';
import type { ServiceName } from '@kukki/contracts';
import type { Database, DatabaseHandle, EventTables, IdempotencyTable } from '../db';
import { consumeEvents, startEventPruning, startOutboxRelay, type EventHandlers, type OutboxRelay, type PruneRetained } from '../events';
import { startRepeatingSweep, streamQueueName } from '../jobs';
import type { Runtime } from '../runtime';
import { payloadSealer } from '../security/sealed';
import { healthController } from './health.controller';
import type { EventConsumer, ServiceJob, StartupStep } from './lifecycle';
import { ServiceFailureFilter } from './service-failure.filter';
import { ServiceStore } from './service-store';
import { OUTBOX_RELAY, RPC_CLIENT, SERVICE_DATABASE, SERVICE_LOGGER, SERVICE_NAME, SERVICE_RUNTIME, SERVICE_SEALER } from './tokens';

/** Everything that differs between two services; the wiring itself is the same for all. */
export interface ServiceModuleSpec {
  name: ServiceName;
  /** `{ <pg schema>: <migrations folder> }`, applied in this order before anything can use the database. */
  migrations: Record<string, string>;
  /** The service's outbox and processed-event tables (pruned on a schedule). */
  eventTables: EventTables;
  /** The service's `idempotency_keys` table, when it has one (pruned after 24 h with the event tables). */
  idempotencyKeys?: IdempotencyTable;
  /** The service's own rows kept only for EVENT_RETENTION_DAYS, deleted by the same repeating job as its event tables. */
  pruneRetained?: PruneRetained;
  /** The service's `@MessagePattern` controllers; `<name>.health` is answered by the factory. */
  controllers: Type[];
  /** Class providers (and the odd value or factory provider for settings and adapters). */
  providers?: Provider[];
  /** Repositories over the service's database (`new Repository(db)`), injected by their class. */
  repositories?: (new (db: Database) => unknown)[];
  /** Run once, in order, after the migrations: seed data, an admin account. */
  startup?: Type<StartupStep>[];
  /** Publish the outbox to the event bus (every service that emits events). */
  relay?: boolean;
  /** Durable consumers, subscribed before events flow. */
  consumers?: Type<EventConsumer>[];
  /** Queue workers and repeating jobs, started last and stopped first. */
  jobs?: Type<ServiceJob>[];
  /** Repeating sweeps (see `repeatingSweep`), started after the jobs. */
  sweeps?: RepeatingSweep[];
}

/** One repeatable job that runs `sweep` of the provider `owner` every `everyMs` (0: the worker only, nothing scheduled). */
export interface RepeatingSweep<Owner = unknown> {
  owner: Type<Owner>;
  sweep: (owner: Owner) => Promise<unknown>;
  /** The queue's name (prefixed with the event stream's, see `streamQueueName`) and its one repeatable job's id. */
  queue: string;
  jobId: string;
  everyMs: number;
}

/** A `sweeps` entry of a service module: `repeatingSweep(HoldsService, (holds) => holds.releaseExpired(), { ... })`. */
export function repeatingSweep<Owner>(
  owner: Type<Owner>,
  sweep: (owner: Owner) => Promise<unknown>,
  schedule: Pick<RepeatingSweep, 'queue' | 'jobId' | 'everyMs'>,
): RepeatingSweep {
  return { owner, sweep: sweep as RepeatingSweep['sweep'], ...schedule };
}

const SERVICE_SPEC = Symbol('SERVICE_SPEC');
const SERVICE_EVENT_TABLES = Symbol('SERVICE_EVENT_TABLES');

/** The service's outbox relay: started by the lifecycle when the spec asks for it; `poke` is harmless before. */
@Injectable()
export class ServiceOutboxRelay implements OutboxRelay {
  private relay?: OutboxRelay;

  constructor(
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    @Inject(SERVICE_EVENT_TABLES) private readonly tables: EventTables,
  ) {}

  start(): void {
    this.relay ??= startOutboxRelay({
      db: this.handle.db,
      tables: this.tables,
      bus: this.runtime.events,
      logger: this.runtime.logger(`${this.service}-outbox`),
      service: this.service,
    });
  }

  poke(): void {
    this.relay?.poke();
  }

  async stop(): Promise<void> {
    const relay = this.relay;
    this.relay = undefined;
    await relay?.stop();
  }
}

/** Subscribes this service's durable consumer: each handler runs once per event id, in the transaction of its marker. */
@Injectable()
export class ServiceEvents {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    @Inject(SERVICE_EVENT_TABLES) private readonly tables: EventTables,
  ) {}

  consume(handlers: EventHandlers, consumer: string = this.service): Promise<void> {
    return consumeEvents({ bus: this.runtime.events, db: this.handle.db, tables: this.tables, consumer, handlers });
  }
}

/** Starts a service in one order (pruning, startup steps, relay, consumers, jobs, sweeps) and stops its jobs and relay in reverse. */
@Injectable()
class ServiceLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly running: ServiceJob[] = [];

  constructor(
    @Inject(SERVICE_SPEC) private readonly spec: ServiceModuleSpec,
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    private readonly relay: ServiceOutboxRelay,
    private readonly moduleRef: ModuleRef,
  ) {}

  async onModuleInit(): Promise<void> {
    const { name, eventTables, idempotencyKeys, pruneRetained } = this.spec;
    await startEventPruning(this.runtime, name, this.handle.db, eventTables, idempotencyKeys, pruneRetained);
    for (const step of this.spec.startup ?? []) await this.moduleRef.get(step).run();
    if (this.spec.relay) this.relay.start();
    for (const consumer of this.spec.consumers ?? []) await this.moduleRef.get(consumer).subscribe();
    for (const type of this.spec.jobs ?? []) {
      const job = this.moduleRef.get(type);
      await job.start();
      this.running.push(job);
    }
    for (const { owner, sweep, queue, jobId, everyMs } of this.spec.sweeps ?? []) {
      const provider = this.moduleRef.get(owner);
      const jobs = this.runtime.jobs.queue<Record<string, never>>(streamQueueName(this.runtime.env, queue));
      await startRepeatingSweep(jobs, { jobId, everyMs }, () => sweep(provider));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    while (this.running.length) await this.running.pop()!.stop?.();
    await this.relay.stop();
  }
}

const tokenOf = (provider: Provider) => (typeof provider === 'function' ? provider : provider.provide);

/**
 * The one shape of a service module: its database (migrated before anything is injected), the
 * runtime ports and the payload sealer under the platform's tokens, the request-context interceptor, the health subject, and a lifecycle that
 * starts pruning, startup steps, the outbox relay, consumers, jobs and sweeps with Nest's `OnModuleInit`
 * and stops them with `OnApplicationShutdown`.
 */
export function defineServiceModule(module: Type, runtime: Runtime, spec: ServiceModuleSpec): DynamicModule {
  const providers = [...(spec.providers ?? [])];
  const declared = new Set(providers.map(tokenOf));
  for (const type of [...(spec.startup ?? []), ...(spec.consumers ?? []), ...(spec.jobs ?? [])]) {
    if (declared.has(type)) continue;
    providers.push(type);
    declared.add(type);
  }
  return {
    module,
    controllers: [healthController(spec.name), ...spec.controllers],
    providers: [
      { provide: SERVICE_SPEC, useValue: spec },
      { provide: SERVICE_NAME, useValue: spec.name },
      { provide: SERVICE_RUNTIME, useValue: runtime },
      { provide: SERVICE_EVENT_TABLES, useValue: spec.eventTables },
      {
        provide: SERVICE_DATABASE,
        useFactory: async (): Promise<DatabaseHandle> => {
          const handle = runtime.database(spec.name);
          for (const [schema, folder] of Object.entries(spec.migrations)) await handle.migrate(schema, folder);
          return handle;
        },
      },
      { provide: RPC_CLIENT, useFactory: () => runtime.rpcClient(spec.name) },
      { provide: SERVICE_LOGGER, useFactory: () => runtime.logger(spec.name) },
      { provide: SERVICE_SEALER, useFactory: () => payloadSealer(runtime) },
      ServiceOutboxRelay,
      { provide: OUTBOX_RELAY, useExisting: ServiceOutboxRelay },
      ServiceEvents,
      ServiceStore,
      { provide: APP_FILTER, useClass: ServiceFailureFilter },
      ServiceLifecycle,
      ...(spec.repositories ?? []).map((type) => ({
        provide: type,
        useFactory: (handle: DatabaseHandle) => new type(handle.db),
        inject: [SERVICE_DATABASE],
      })),
      ...providers,
    ],
  };
}

/** A service's Nest module, as the compositions start it. */
export interface ServiceModuleClass<Options> {
  new (): object;
  forRoot(runtime: Runtime, options?: Options): DynamicModule;
}

/**
 * Declares a service's module: `forRoot(runtime, options?)` wires what `specOf` returns with
 * `defineServiceModule` (`options` override the environment, in tests).
 */
export function serviceModule<Options = never>(
  className: string,
  specOf: (runtime: Runtime, options?: Options) => ServiceModuleSpec,
): ServiceModuleClass<Options> {
  @Module({})
  class ServiceModule {
    static forRoot(runtime: Runtime, options?: Options): DynamicModule {
      return defineServiceModule(ServiceModule, runtime, specOf(runtime, options));
    }
  }
  Object.defineProperty(ServiceModule, 'name', { value: className });
  return ServiceModule;
}
