import { createHook } from "node:async_hooks";

/**
 * Keeps the hidden class of node's process.nextTick entries alive for the life of the process (issue 19).
 *
 * nextTick builds each entry with an object literal that starts with computed (symbol) keys. V8 records the
 * entry's hidden class at each of those keys, and for this kind of site it knows only one class or "any"
 * (there is no polymorphic state). The classes are held weakly: after a full GC at a moment when no entry is
 * queued, they are collected, the next entry gets fresh ones, and the site turns megamorphic for good. From
 * then on every nextTick defines its properties through the runtime: under load on Node 20 that was 14 % of
 * the process's time on a health probe (node:http takes about eight ticks per request), against 1 % in a
 * fresh process. Any long-lived server meets it after its first full GCs; ours at start, while seeding.
 * Still so on Node 24 and 26 (after a few more full GCs): there a nextTick costs about 400 ns of CPU with the
 * sites megamorphic and 170 ns (24) or 330 ns (26) with them kept (record 017, "Node 24").
 *
 * One entry kept here keeps its class, and through the class's back pointers the classes before it, alive.
 * The entry is taken from an init hook that is on for this one call only. Harmless where V8 or node behave
 * otherwise: the hook sees no TickObject and nothing is kept. Call it first, before the first full GC.
 */
let kept: object | undefined;

export function keepTickShape(): boolean {
  if (kept) return true;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject" && !kept) kept = resource as object;
    },
  }).enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return kept !== undefined;
}
