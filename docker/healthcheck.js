#!/usr/bin/env node
// Container health probe used by the Dockerfile HEALTHCHECK and docker-compose.
// KUKKI_HEALTHCHECK: "service" (ops port /health/ready), "gateway" (/api/health/ready on PORT),
// "tcp:<port>", or a full http(s) URL. Exits 0 when healthy, 1 otherwise; never hangs (3 s).
'use strict';
const net = require('node:net');

const mode = process.env.KUKKI_HEALTHCHECK || 'service';
const timer = setTimeout(() => fail('timeout'), 3000);

function ok() {
  clearTimeout(timer);
  process.exit(0);
}
function fail(reason) {
  clearTimeout(timer);
  process.stderr.write(`unhealthy: ${reason}\n`);
  process.exit(1);
}

if (mode.startsWith('tcp:')) {
  const port = Number(mode.slice(4));
  const socket = net.connect({ host: '127.0.0.1', port }, () => {
    socket.end();
    ok();
  });
  socket.on('error', (err) => fail(err.message));
} else {
  let url = mode;
  if (mode === 'service') url = `http://127.0.0.1:${process.env.HEALTH_PORT || 9464}/health/ready`;
  else if (mode === 'gateway') url = `http://127.0.0.1:${process.env.PORT || 8080}/api/health/ready`;
  fetch(url)
    .then((res) => (res.ok ? ok() : fail(`HTTP ${res.status} from ${url}`)))
    .catch((err) => fail(`${url}: ${err.message}`));
}
