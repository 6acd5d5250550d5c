// Preloaded into the server by the chat bench only (node --expose-gc --require …): on SIGUSR2 it runs a full garbage
// collection and writes the process's memory to BENCH_MEMORY_FILE. Without the collection, "RSS before" still holds
// the garbage of the model's training at start-up and the per-guest figure says more about V8's timing than about guests.
const { writeFileSync } = require('node:fs');

const target = process.env.BENCH_MEMORY_FILE;
if (target && typeof global.gc === 'function') {
  process.on('SIGUSR2', () => {
    global.gc();
    global.gc();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(target, JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external, arrayBuffers }));
  });
}
