import path from "node:path";
import { z } from "zod";
import { COMMIT_POLICIES, IMPORT_KINDS, type ImportJob } from "#contracts/backoffice.ts";
import { callControlSocket, type ControlRoute } from "#server/control-socket.ts";
import { importStagingDir, type ImportJobs } from "#server/services/backoffice/import-jobs.ts";
import { DomainError } from "#server/services/errors.ts";

/**
 * `npm run import` on a running server of the embedded database (scripts/import.ts): the file is copied into the
 * server's staging folder, then the job is started, followed and committed over the control socket as the call
 * "import" (its bodies are small: paths and ids, never the file).
 */

export const importCommand = z.discriminatedUnion("command", [
  z.object({ command: z.literal("start"), kind: z.enum(IMPORT_KINDS), fileName: z.string().max(200), path: z.string().max(1000) }),
  z.object({ command: z.literal("status"), id: z.uuid() }),
  z.object({ command: z.literal("commit"), id: z.uuid(), policy: z.enum(COMMIT_POLICIES) }),
]);
export type ImportCommand = z.infer<typeof importCommand>;
export type ImportCommandAnswer = { ok: true; job: ImportJob } | { ok: false; error: string };

/** The jobs as the CLI uses them, here or over the socket. */
export type ImportClient = { run: (command: ImportCommand) => Promise<ImportCommandAnswer> };

/** Runs a command on this process's import jobs; a file outside the staging folder is refused. */
export function localImportClient(jobs: ImportJobs, dataDir: string): ImportClient {
  return {
    async run(command) {
      try {
        if (command.command === "start") {
          const staging = importStagingDir(dataDir);
          const resolved = path.resolve(command.path);
          if (path.dirname(resolved) !== staging) return { ok: false, error: "The file is not in the staging folder" };
          return { ok: true, job: await jobs.create(null, command.kind, command.fileName, resolved) };
        }
        if (command.command === "status") {
          await jobs.idleFor(command.id, 1_000);
          return { ok: true, job: await jobs.get(command.id) };
        }
        return { ok: true, job: await jobs.commit(null, command.id, command.policy) };
      } catch (error) {
        if (error instanceof DomainError) return { ok: false, error: error.message };
        throw error;
      }
    },
  };
}

/** The control socket's "import" call. */
export function importControlRoute(jobs: ImportJobs, dataDir: string, log: (command: string) => void): ControlRoute {
  const client = localImportClient(jobs, dataDir);
  return async (body) => {
    let parsed;
    try {
      parsed = importCommand.safeParse(JSON.parse(body));
    } catch {
      return { json: { ok: false, error: "Malformed command" } };
    }
    if (!parsed.success) return { json: { ok: false, error: "Malformed command" } };
    log(parsed.data.command);
    return { json: await client.run(parsed.data) };
  };
}

/** The running server's import jobs over its socket; null when no server listens there. */
export async function serverImportClient(socketPath: string): Promise<ImportClient | null> {
  const ask = async (command: ImportCommand) => {
    const reply = await callControlSocket(socketPath, "import", JSON.stringify(command), 30_000);
    return reply ? (JSON.parse(reply.body.toString("utf8")) as ImportCommandAnswer) : null;
  };
  const probe = await callControlSocket(socketPath, "import", "{}", 5_000).catch(() => null);
  if (!probe) return null;
  return {
    async run(command) {
      const answer = await ask(command);
      if (!answer) throw new Error("The running server stopped answering on its control socket");
      return answer;
    },
  };
}
