import { describe, expect, it } from "vitest";
import { createRequestHistogram } from "./request-histogram.ts";

describe("createRequestHistogram", () => {
  it("writes cumulative buckets, +Inf, sum and count per method, route and status in the text format", () => {
    const h = createRequestHistogram("req_seconds", "Request time.", [0.01, 0.1]);
    h.observe("GET", "/api/products/:pharmacode", 200, 0.005);
    h.observe("GET", "/api/products/:pharmacode", 200, 0.01);
    h.observe("GET", "/api/products/:pharmacode", 200, 0.05);
    h.observe("GET", "/api/products/:pharmacode", 200, 2);
    h.observe("GET", "/api/products/:pharmacode", 404, 0.2);
    h.observe("POST", 'a "quoted"\\route\n', 500, 0.001);
    expect(h.text()).toBe(
      [
        "# HELP req_seconds Request time.",
        "# TYPE req_seconds histogram",
        'req_seconds_bucket{method="GET",route="/api/products/:pharmacode",status="200",le="0.01"} 2',
        'req_seconds_bucket{method="GET",route="/api/products/:pharmacode",status="200",le="0.1"} 3',
        'req_seconds_bucket{method="GET",route="/api/products/:pharmacode",status="200",le="+Inf"} 4',
        'req_seconds_sum{method="GET",route="/api/products/:pharmacode",status="200"} 2.065',
        'req_seconds_count{method="GET",route="/api/products/:pharmacode",status="200"} 4',
        'req_seconds_bucket{method="GET",route="/api/products/:pharmacode",status="404",le="0.01"} 0',
        'req_seconds_bucket{method="GET",route="/api/products/:pharmacode",status="404",le="0.1"} 0',
        'req_seconds_bucket{method="GET",route="/api/products/:pharmacode",status="404",le="+Inf"} 1',
        'req_seconds_sum{method="GET",route="/api/products/:pharmacode",status="404"} 0.2',
        'req_seconds_count{method="GET",route="/api/products/:pharmacode",status="404"} 1',
        'req_seconds_bucket{method="POST",route="a \\"quoted\\"\\\\route\\n",status="500",le="0.01"} 1',
        'req_seconds_bucket{method="POST",route="a \\"quoted\\"\\\\route\\n",status="500",le="0.1"} 1',
        'req_seconds_bucket{method="POST",route="a \\"quoted\\"\\\\route\\n",status="500",le="+Inf"} 1',
        'req_seconds_sum{method="POST",route="a \\"quoted\\"\\\\route\\n",status="500"} 0.001',
        'req_seconds_count{method="POST",route="a \\"quoted\\"\\\\route\\n",status="500"} 1',
        "",
      ].join("\n"),
    );
  });

  it("writes only its header before the first request", () => {
    expect(createRequestHistogram("req_seconds", "Request time.", [1]).text()).toBe("# HELP req_seconds Request time.\n# TYPE req_seconds histogram\n");
  });
});
