export * from './plugin';
export { Emulator } from './emulator';
export type * from './types';
export { useEmbeddedMpEmulator } from './embedded';
