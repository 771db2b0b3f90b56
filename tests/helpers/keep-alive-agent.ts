import { Agent, type AgentOptions } from "node:http";
import { KEEP_ALIVE_TIMEOUT_MS } from "#server/http/serve.ts";

/**
 * How long a test's kept-alive connection may sit idle: far less than the shop keeps it (serve.ts). The side that
 * closes an idle connection must be the one that sends on it; a node Agent without a timeout keeps its sockets
 * until the server closes them, and a request sent as the server closes one fails with ECONNRESET (issue 37,
 * point 13: seen as a flaky test, the same race as nginx's 502).
 */
export const CLIENT_IDLE_MS = 4_000;
if (CLIENT_IDLE_MS >= KEEP_ALIVE_TIMEOUT_MS) throw new Error("a test client must close idle connections before the shop does");

export const keepAliveAgent = (options: AgentOptions = {}) => new Agent({ keepAlive: true, timeout: CLIENT_IDLE_MS, ...options });
