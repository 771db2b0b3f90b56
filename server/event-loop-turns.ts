/**
 * A long loop in the process that also serves shoppers gives the event loop a turn whenever it has held it for
 * `budgetMs`: their requests (and the database answers they wait for) go on in between. Used by work that computes
 * much between two database calls, like the search keys of an import chunk (bench:import measured 380 ms at once).
 */
export function eventLoopTurns(budgetMs = 8): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}
