/** Counts per bucket (the last one: above every bound) and the sum of the observed values. */
type Cell = { counts: Float64Array; sum: number };

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

/**
 * A Prometheus histogram of request durations by method, route and status, for the request path itself.
 * prom-client's Histogram.observe costs about 400 ns of CPU per call (it checks the labels and builds a string key
 * from them every time); the health probe's whole answer costs about 20 µs, so that alone would be 2 % of it on
 * every request. Here a request walks three small maps and increments one bucket, about 50 ns. The exposition is
 * the text format's histogram, appended to prom-client's registry at scrape time.
 */
export function createRequestHistogram(name: string, help: string, bounds: readonly number[]) {
  const cells = new Map<string, Map<string, Map<number, Cell>>>();

  function observe(method: string, route: string, status: number, seconds: number): void {
    let byRoute = cells.get(method);
    if (!byRoute) cells.set(method, (byRoute = new Map()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    let cell = byStatus.get(status);
    if (!cell) byStatus.set(status, (cell = { counts: new Float64Array(bounds.length + 1), sum: 0 }));
    let bucket = 0;
    while (bucket < bounds.length && seconds > bounds[bucket]!) bucket++;
    cell.counts[bucket]!++;
    cell.sum += seconds;
  }

  /** The text format's lines for this histogram: cumulative buckets, +Inf, sum and count per label set. */
  function text(): string {
    const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`];
    for (const [method, byRoute] of cells) {
      for (const [route, byStatus] of byRoute) {
        for (const [status, cell] of byStatus) {
          const labels = `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status="${status}"`;
          let cumulative = 0;
          bounds.forEach((bound, i) => {
            cumulative += cell.counts[i]!;
            lines.push(`${name}_bucket{${labels},le="${bound}"} ${cumulative}`);
          });
          cumulative += cell.counts[bounds.length]!;
          lines.push(`${name}_bucket{${labels},le="+Inf"} ${cumulative}`, `${name}_sum{${labels}} ${cell.sum}`, `${name}_count{${labels}} ${cumulative}`);
        }
      }
    }
    return `${lines.join("\n")}\n`;
  }

  return { observe, text };
}
