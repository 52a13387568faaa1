/** Work a service does once at start, after its migrations (seed data, bootstrap an admin). */
export interface StartupStep {
  run(): Promise<void> | void;
}

/** A durable event consumer; `subscribe` is called once at start, before events flow. */
export interface EventConsumer {
  subscribe(): Promise<void>;
}

/** Queue workers and repeating jobs: started after the consumers, stopped when the service stops. */
export interface ServiceJob {
  start(): Promise<void> | void;
  stop?(): Promise<void> | void;
}
