/**
 * The embedded database's worker thread (started by pglite-proxy.ts). PGlite's start (350–450 ms, mostly WebAssembly
 * being compiled and run) took turns on the main thread with loading the server bundle and building the app (another
 * ~350 ms); here it runs beside them on the second core, and afterwards queries run beside the HTTP work. Measured on
 * the 2-core machine, A/B: first answer on an existing data directory 1006 → 968 ms (median of 9; another run of 7,
 * 1081 → 987), and /api/health (one query an answer) 1.7k → 3.2k requests/s. A separate entry point: the production
 * bundle emits it as pglite-worker.js beside the server bundle.
 *
 * It answers the few calls Drizzle's PGlite driver makes (query, and transaction with queries in it) and close.
 */
import { parentPort, workerData } from "node:worker_threads";
import { messages, type Results, type RowMode, type Transaction } from "@electric-sql/pglite";
import { openPglite } from "./open-pglite";
import { pristineDumpFor } from "./pristine-database";

export type WorkerCall =
  | {
      op: "query";
      /** The open transaction the query belongs to (from a "begin"), or none. */
      transaction?: number;
      sql: string;
      params: unknown[];
      rowMode: RowMode;
      /** Type OIDs whose values are passed as the text PostgreSQL sent (Drizzle parses dates itself). */
      textTypes: number[];
    }
  | { op: "begin" }
  | { op: "end"; transaction: number; commit: boolean }
  | { op: "close" };

export type WorkerRequest = WorkerCall & { id: number };

/** An error as it crosses the thread: an Error loses its own fields (PostgreSQL's code, table, …) in postMessage. */
export interface ThreadError {
  database: boolean;
  message: string;
  name: string;
  fields: Record<string, string | number>;
}

export type WorkerReply =
  { ready: true } | { failed: ThreadError } | { id: number; value: unknown } | { id: number; error: ThreadError };

export interface PgliteWorkerData {
  dataDir: string;
}

const port = parentPort!;
const { dataDir } = workerData as PgliteWorkerData;

function threadError(error: unknown): ThreadError {
  const object = typeof error === "object" && error !== null ? error : {};
  // The text fields of PostgreSQL's error (code, detail, constraint, …) and the query: not the parameters or options.
  const fields = Object.fromEntries(
    Object.entries(object).filter(([, value]) => typeof value === "string" || typeof value === "number"),
  ) as Record<string, string | number>;
  return {
    database: error instanceof messages.DatabaseError,
    // PGlite can throw a bare object (an Emscripten ErrnoError when the data directory cannot be opened).
    message: error instanceof Error ? error.message : error === object ? JSON.stringify(error) : String(error),
    name: error instanceof Error ? error.name : "Error",
    fields,
  };
}

/** PGlite rolls back a transaction whose callback throws: this is what the worker throws to ask for it. */
class RollBack extends Error {}

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  finished: Promise<unknown>;
}

const identity = (value: unknown) => value;

try {
  const pristine = pristineDumpFor(dataDir);
  const pg = await openPglite({ dataDir, ...(pristine ? { loadDataDir: pristine } : {}) });
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;

  const begin = (): Promise<number> =>
    new Promise((opened, failed) => {
      const id = nextTransaction++;
      // PGlite runs the callback once BEGIN is done and holds every other query until it settles.
      const finished = pg.transaction(
        (tx) =>
          new Promise<void>((commit, rollBack) => {
            transactions.set(id, { tx, end: (ok) => (ok ? commit() : rollBack(new RollBack())), finished });
            opened(id);
          }),
      );
      finished.catch(failed); // BEGIN failed: the callback never ran
    });

  const end = async (id: number, commit: boolean): Promise<void> => {
    const open = transactions.get(id);
    if (!open) throw new Error(`No open transaction ${id}`);
    transactions.delete(id);
    open.end(commit);
    try {
      await open.finished;
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
  };

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case "query": {
        const client = request.transaction === undefined ? pg : transactions.get(request.transaction)?.tx;
        if (!client) throw new Error(`No open transaction ${request.transaction}`);
        const parsers = Object.fromEntries(request.textTypes.map((oid) => [oid, identity]));
        const result: Results = await client.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
        return result;
      }
      case "begin":
        return begin();
      case "end":
        return end(request.transaction, request.commit);
      case "close":
        return pg.close();
    }
  };

  port.on("message", (request: WorkerRequest) => {
    handle(request).then(
      (value) => port.postMessage({ id: request.id, value } satisfies WorkerReply),
      (error: unknown) => port.postMessage({ id: request.id, error: threadError(error) } satisfies WorkerReply),
    );
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
} catch (error) {
  port.postMessage({ failed: threadError(error) } satisfies WorkerReply);
}
