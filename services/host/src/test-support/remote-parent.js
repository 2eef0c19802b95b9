// Forks serve-remote.ts (through tsx) like start.ts does, prints the remote's pid once it
// listens, then waits to be killed.
const { fork } = require('node:child_process');
const [script, dir, port] = process.argv.slice(2);
const child = fork(script, ['--dir', dir, '--port', port, '--host', '127.0.0.1'], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
child.on('message', (message) => {
  if (message && message.ready) console.log(`remote ${child.pid}`);
});
setInterval(() => {}, 1000);
