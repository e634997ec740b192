// `node --expose-gc benchmarks/server/heap-peak.mjs`: what the runtime does with memory once its heap
// has grown and the objects are gone, with nothing of the server loaded. It grows the JavaScript heap
// to some 600 MB of short-lived objects, drops them, collects, waits for V8's memory reducer, and
// prints the process's resident memory and the heap's size at each step (docs/performance.md,
// "Server under load": the server's resident memory after a load behaves the same way).
const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
const show = (step) => {
  const { rss, heapTotal, heapUsed } = process.memoryUsage();
  console.log(
    `${step.padEnd(22)} resident ${mb(rss).padStart(7)}  heap ${mb(heapTotal).padStart(7)}  used ${mb(heapUsed)}`,
  );
};
if (typeof globalThis.gc !== 'function') {
  console.error('Run it with --expose-gc: node --expose-gc benchmarks/server/heap-peak.mjs');
  process.exit(2);
}
show('start');
let kept = [];
for (let round = 0; round < 40; round++) {
  kept.push(Array.from({ length: 200_000 }, (_, index) => ({ index, text: `x${index}` })));
  if (kept.length > 8) kept.shift();
}
show('at the peak');
kept = [];
globalThis.gc();
show('collected');
await new Promise((resolve) => setTimeout(resolve, 12_000));
globalThis.gc();
show('12 s later, collected');
