import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { newDataDir, until } from "./server-process.ts";
import { freePort } from "./test-ports.ts";

/** Debian's nginx (package nginx; .ci/run installs it). */
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const nginxAvailable = () => existsSync(NGINX);

/**
 * deploy/nginx.conf as shipped, with only the instances' addresses and the listen port replaced: what the test
 * runs is what an operator installs. Each replaced line must be there exactly once, so a change to the file
 * that the test would no longer cover fails here instead of passing unseen.
 */
export function renderShippedConfig(upstreams: [string, string], listen: string): string {
  let text = readFileSync(path.resolve("deploy/nginx.conf"), "utf8");
  const replaceOnce = (pattern: RegExp, replacement: string) => {
    const found = text.match(new RegExp(pattern.source, "gm"))?.length ?? 0;
    if (found !== 1) throw new Error(`deploy/nginx.conf: expected one line matching ${pattern}, found ${found}`);
    text = text.replace(new RegExp(pattern.source, "m"), replacement);
  };
  replaceOnce(/^(\s*server )127\.0\.0\.1:3001( )/, `$1${upstreams[0]}$2`);
  replaceOnce(/^(\s*server )127\.0\.0\.1:3002( )/, `$1${upstreams[1]}$2`);
  replaceOnce(/^(\s*listen )80;/, `$1${listen};`);
  return text;
}

export type Nginx = {
  url: string;
  child: ChildProcess;
  accessLog: () => string;
  /** nginx's open connections to an upstream ("127.0.0.1:3001"), named by their local ports, sorted. */
  upstreamConnections: (upstream: string) => number[];
  stop: () => Promise<void>;
};

/**
 * The established TCP connections (Linux, /proc) that nginx's workers hold to an upstream: which idle
 * connections the proxy keeps, and whether a request went over one of them or over a new one.
 */
function upstreamConnections(masterPid: number, upstream: string): number[] {
  const port = Number(upstream.split(":").pop());
  const children = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  const inodes = new Set<string>();
  for (const pid of children(masterPid)) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const target = (() => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return "";
        }
      })();
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    }
  }
  const ports: number[] = [];
  for (const row of readFileSync("/proc/net/tcp", "utf8").trim().split("\n").slice(1)) {
    // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
    const cols = row.trim().split(/\s+/);
    const [local, remote, state, inode] = [cols[1]!, cols[2]!, cols[3]!, cols[9]!];
    if (state === "01" && inodes.has(inode) && parseInt(remote.split(":")[1]!, 16) === port) ports.push(parseInt(local.split(":")[1]!, 16));
  }
  return ports.sort((x, y) => x - y);
}

/**
 * A real nginx in the foreground, everything of it in a temporary folder: the main configuration around the
 * shipped server block (which nginx's own nginx.conf would include from conf.d), listening on a free loopback
 * port. The access log names the instance that answered each request.
 */
export async function startNginx(upstreams: [string, string]): Promise<Nginx> {
  const dir = newDataDir("shop-nginx-");
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, "temp", sub), { recursive: true });
  const port = await freePort();
  writeFileSync(path.join(dir, "rheinbogen-apotheke.conf"), renderShippedConfig(upstreams, `127.0.0.1:${port}`));
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
${process.getuid?.() === 0 ? "# Started by root, the workers would run as nobody and could not use this private folder.\nuser root;\n" : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstream '$remote_addr "$request" $status $upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/rheinbogen-apotheke.conf;
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => (existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "");
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${output}\n${errorLog()}`);
      return (await fetch(`${url}/api/health`).catch(() => null))?.status === 200;
    },
    20_000,
    () => `nginx on ${url} (${output}${errorLog()})`,
  );
  return {
    url,
    child,
    accessLog: () => readFileSync(path.join(dir, "access.log"), "utf8"),
    upstreamConnections: (upstream) => upstreamConnections(child.pid!, upstream),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}
