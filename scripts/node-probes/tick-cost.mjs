// CPU per process.nextTick with the literal's sites kept monomorphic (the keeper of server/tick-shape.ts, inlined
// here) or turned megamorphic by full GCs (record 017, "Node 24"):
//   node --expose-gc scripts/node-probes/tick-cost.mjs keep|nokeep
import { createHook } from "node:async_hooks";
const keep = process.argv[2] === "keep";
let kept;
if (keep) {
  const hook = createHook({ init(_id, type, _t, resource) { if (type === "TickObject" && !kept) kept = resource; } }).enable();
  process.nextTick(() => {});
  hook.disable();
}
const noop = () => {};
const burst = (n) => new Promise((resolve) => { for (let i = 0; i < n; i++) process.nextTick(noop, i); process.nextTick(resolve); });
for (let round = 0; round < 30; round++) { await burst(1000); await new Promise((r) => setImmediate(r)); globalThis.gc(); }
const N = 200_000;
const results = [];
for (let r = 0; r < 15; r++) {
  const c = process.cpuUsage();
  await burst(N);
  const u = process.cpuUsage(c);
  results.push(((u.user + u.system) * 1000) / N);
}
results.sort((a, b) => a - b);
console.log(`${process.version} ${keep ? "keeper" : "no keeper"}: median ${results[7].toFixed(1)} ns per nextTick (min ${results[0].toFixed(1)}, max ${results[14].toFixed(1)})`);
