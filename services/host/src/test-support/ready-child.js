// A stand-in for the API child in supervise.test.ts: says it is ready and stays up.
process.send({ ready: process.pid });
setInterval(() => {}, 1000);
process.once('disconnect', () => process.exit(0));
