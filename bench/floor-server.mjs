#!/usr/bin/env node
// The bare floor: node:http answering the same JSON bodies the shop answers, gzip when asked.
//   node bench/floor-server.mjs <port> <bodies.json>   (bodies.json: { "<path>": "<json text>" })
// Nothing else: no framework, no headers beyond the necessary. It prints "listo" when listening.
import http from 'node:http';
import zlib from 'node:zlib';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, text]) => {
    const identity = Buffer.from(text);
    return [url, { identity, gzip: zlib.gzipSync(identity) }];
  }),
);

http
  .createServer((req, res) => {
    const body = bodies.get(req.url);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': (gzip ? body.gzip : body.identity).length,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? body.gzip : body.identity);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listo'));
