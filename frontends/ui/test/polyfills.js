// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
const { TextEncoder, TextDecoder } = require('util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
