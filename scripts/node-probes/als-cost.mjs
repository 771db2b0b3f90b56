// CPU per awaited promise and per nextTick before and after the first AsyncLocalStorage.run (what React's Node
// build does at its first render): on Node 20 it turned on an async hook for good (record 017, "Node 24").
//   node scripts/node-probes/als-cost.mjs
import { AsyncLocalStorage } from "node:async_hooks";
const N = 300_000;
const noop = () => {};
async function promises() { const c = process.cpuUsage(); for (let i = 0; i < N; i++) await Promise.resolve(i); const u = process.cpuUsage(c); return ((u.user + u.system) * 1000) / N; }
async function ticks() { const c = process.cpuUsage(); await new Promise((resolve) => { for (let i = 0; i < N; i++) process.nextTick(noop, i); process.nextTick(resolve); }); const u = process.cpuUsage(c); return ((u.user + u.system) * 1000) / N; }
const med = async (fn) => { const xs = []; for (let i = 0; i < 9; i++) xs.push(await fn()); xs.sort((a, b) => a - b); return xs[4].toFixed(1); };
const before = [await med(promises), await med(ticks)];
const storage = new AsyncLocalStorage();
await storage.run({ request: 1 }, async () => { await Promise.resolve(); });
const after = [await med(promises), await med(ticks)];
console.log(`${process.version}: per awaited promise ${before[0]} → ${after[0]} ns, per nextTick ${before[1]} → ${after[1]} ns (before → after the first AsyncLocalStorage.run)`);
