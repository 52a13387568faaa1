// jsdom with the Fetch API of Node (undici): msw intercepts the real `fetch`, whose Request, Response, Headers,
// streams and AbortSignal must be one family. jsdom keeps its own DOM classes (Blob, File, FormData of forms, URL).
const { TestEnvironment } = require('jest-environment-jsdom');

const FETCH_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FETCH_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
