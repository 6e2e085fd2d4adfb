/**
 * The main thread's side of the embedded database's worker thread (pglite-worker.ts says why there is one): a client
 * that Drizzle's PGlite driver takes in PGlite's place. Drizzle calls query(sql, params, { rowMode, parsers }) and
 * transaction(callback) with queries on the transaction's client, and nothing else; PGlite in the thread holds other
 * queries while a transaction is open, as it does in process.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import type { PgliteWorkerData, ThreadError, WorkerCall, WorkerReply } from "./pglite-worker";

export interface QueryClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface PgliteProxy extends QueryClient {
  transaction<T>(callback: (tx: QueryClient) => Promise<T>): Promise<T>;
  /** Closes PGlite (which writes its last changes to disk) and ends the thread. */
  close(): Promise<void>;
  /** Settles when PGlite is open, or could not open. */
  readonly opened: Promise<void>;
  /** The thread itself (a test ends it to play a crash). */
  readonly worker: Worker;
}

/**
 * The built worker beside this module (dist/server), else the TypeScript source (development, tests): a thread does
 * not take tsx's loader from `--import` in Node 20, so the thread registers it and then imports the source.
 */
function workerEntry(): { entry: URL | string; options: WorkerOptions } {
  const built = new URL("./pglite-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(built))) return { entry: built, options: {} };
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const source = JSON.stringify(new URL("./pglite-worker.ts", import.meta.url).href);
  return { entry: `import(${tsx}).then(({ register }) => { register(); return import(${source}); })`, options: { eval: true } };
}

const PROBE = {};

/**
 * Parsers are functions, which cannot cross to the thread. Drizzle passes only parsers that keep the text PostgreSQL
 * sent (it parses dates itself): those cross as their type OIDs. Any other query option is refused.
 */
function textTypes(options: QueryOptions = {}): number[] {
  const others = Object.entries(options).filter(
    ([name, value]) => value !== undefined && name !== "rowMode" && name !== "parsers",
  );
  if (others.length > 0)
    throw new Error(`The database's worker thread takes no query option ${others.map(([name]) => name).join(", ")}`);
  return Object.entries(options.parsers ?? {}).map(([oid, parser]) => {
    let keepsText = false;
    try {
      keepsText = parser(PROBE as string, Number(oid)) === PROBE;
    } catch {
      // it parses: not one that can cross
    }
    if (!keepsText) throw new Error(`The database's worker thread cannot run the parser given for type ${oid}`);
    return Number(oid);
  });
}

/** The error as PGlite threw it in the thread: PGlite's DatabaseError with PostgreSQL's fields (code, constraint, …). */
async function rebuild(error: ThreadError): Promise<Error> {
  let rebuilt: Error;
  if (error.database) {
    // Loaded by Drizzle's driver already; not imported at the top, so main.ts starts the thread before loading PGlite.
    const { messages } = await import("@electric-sql/pglite");
    rebuilt = new messages.DatabaseError(error.message, 0, "error");
  } else {
    rebuilt = new Error(error.message);
    rebuilt.name = error.name;
  }
  return Object.assign(rebuilt, error.fields);
}

/**
 * Starts PGlite on the data directory in a worker thread. The client is usable at once: queries wait in the thread's
 * queue until PGlite is open (or fail with the reason it could not open).
 */
export function startPgliteWorker(dataDir: string): PgliteProxy {
  const { entry, options } = workerEntry();
  const worker = new Worker(entry, { ...options, workerData: { dataDir } satisfies PgliteWorkerData });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  let markOpened!: { resolve(): void; reject(error: Error): void };
  const opened = new Promise<void>((resolve, reject) => (markOpened = { resolve, reject }));
  opened.catch(() => undefined); // not unhandled when no one asks: every query gets the same error

  const stop = (error: Error) => {
    stopped ??= error;
    markOpened.reject(stopped);
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };
  worker.on("message", (reply: WorkerReply) => {
    if ("ready" in reply) return markOpened.resolve();
    if ("failed" in reply) return void rebuild(reply.failed).then(stop);
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ("error" in reply) void rebuild(reply.error).then((error) => waiting?.reject(error));
    else waiting?.resolve(reply.value);
  });
  worker.on("error", (error) => stop(new Error(`The database's worker thread failed: ${error.message}`, { cause: error })));
  worker.on("exit", (code) => stop(new Error(`The database's worker thread stopped (exit code ${code})`)));

  const call = (request: WorkerCall): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        pending.delete(id); // a parameter that cannot be copied to the thread
        reject(error as Error);
      }
    });

  const query =
    (transaction?: number) =>
    async <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
      (await call({
        op: "query",
        transaction,
        sql,
        params,
        rowMode: options?.rowMode ?? "object",
        textTypes: textTypes(options),
      })) as Results<T>;

  return {
    worker,
    opened,
    query: query(),
    async transaction(callback) {
      const transaction = (await call({ op: "begin" })) as number;
      let result;
      try {
        result = await callback({ query: query(transaction) });
      } catch (error) {
        await call({ op: "end", transaction, commit: false });
        throw error;
      }
      await call({ op: "end", transaction, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      await call({ op: "close" });
      stopped = new Error("The database is closed");
      await worker.terminate();
    },
  };
}
