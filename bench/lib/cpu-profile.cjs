// A --require preload (the distributed composition cannot take --cpu-prof in NODE_OPTIONS): a V8 CPU profile of the process,
// sampled every millisecond, written on exit as $CPUPROF_DIR/<last three parts of the entry path>-<pid>.cpuprofile.
const inspector = require('node:inspector');
const fs = require('node:fs');
const path = require('node:path');
const dir = process.env.CPUPROF_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (err, res) => {
      if (err) return;
      const name =
        (process.argv[1] || 'node')
          .split('/')
          .slice(-3)
          .join('_')
          .replace(/[^\w.-]+/g, '_') +
        '-' +
        process.pid;
      fs.writeFileSync(path.join(dir, name + '.cpuprofile'), JSON.stringify(res.profile));
    });
  });
}
