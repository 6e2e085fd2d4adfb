/**
 * Reads the words in photos of a paper with tesseract.js (Tesseract compiled to WebAssembly), English and Spanish.
 * Nothing is downloaded: the engine is the tesseract.js-core package and the language data are the npm packages
 * @tesseract.js-data/eng and @tesseract.js-data/spa (the "best_int" LSTM models, 3 MB each), read from
 * node_modules; `cacheMethod: "none"` keeps tesseract.js from writing a copy into the working folder. (In Node,
 * tesseract.js requires its core from node_modules, so `corePath` is not used, and its own worker script lives in
 * its package: `workerPath` is a line that runs it, engineScript below.)
 *
 * tesseract.js runs recognition in a worker thread of its own; this module is loaded in character recognition's
 * thread (ocr-worker.ts), so that thread is its parent and a task stopped for taking too long ends it too, and it
 * inherits that thread's lower priority. Its script is tesseract.js's own, started by a line that first tells its
 * thread's id (engineThreadId), so the CPU time it is given counts against a task's budget. The reader starts on
 * first use and is shut after a minute without work, giving back its memory (about 100 MB).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";
import { createWorker, OEM, type Worker } from "tesseract.js";
import { currentThreadId } from "../../thread-cpu-time";

const require = createRequire(import.meta.url);
/** The LSTM-only models ("best_int"): the ones tesseract.js itself picks for its default engine. */
const dataFolder = (code: string) =>
  path.join(path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), "4.0.0_best_int");

const IDLE_MS = 60_000;
/** The engine's thread tells its id as it starts; past this, a task's budget is wall-clock time (cpu-budget.ts). */
const THREAD_ID_WAIT_MS = 5_000;

export interface Recognized {
  text: string;
  /** Tesseract's mean word confidence, 0 to 100, over all pages (weighted by their length). */
  confidence: number;
}

let reader: Promise<Worker> | undefined;
let idle: NodeJS.Timeout | undefined;
let engineThread: number | undefined;

/** The kernel's id of the engine's thread while the reader runs (Linux); undefined otherwise. */
export const engineThreadId = (): number | undefined => engineThread;

/**
 * The engine's script: tells its thread's id on `channel` (a BroadcastChannel reaches every thread of the process),
 * then runs tesseract.js's worker script. A data: URL, so the production bundle needs no file of its own for it.
 */
function engineScript(channel: string): URL {
  const tesseractScript = pathToFileURL(require.resolve("tesseract.js/src/worker-script/node/index.js")).href;
  const source = [
    `import { readlinkSync } from "node:fs";`,
    `const channel = new BroadcastChannel(${JSON.stringify(channel)});`,
    `let tid;`,
    `try { tid = Number(readlinkSync("/proc/thread-self").split("/").pop()); } catch {}`,
    `channel.postMessage(tid);`,
    `channel.close();`,
    `await import(${JSON.stringify(tesseractScript)});`,
  ].join("\n");
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

/**
 * Starts the engine's thread, with `loaded` languages, through engineScript where threads have ids (Linux); with
 * tesseract.js's own script elsewhere.
 */
async function createEngine(loaded: string[]): Promise<{ worker: Worker; thread?: number }> {
  const options = {
    langPath: dataFolder("eng"),
    gzip: true,
    cacheMethod: "none",
    logger: () => undefined,
    errorHandler: () => undefined,
  };
  if (currentThreadId() === undefined) return { worker: await createWorker(loaded, OEM.LSTM_ONLY, options) };
  const channel = new BroadcastChannel(`flc-ocr-engine-${process.pid}-${currentThreadId()}-${Math.random()}`);
  const told = new Promise<number | undefined>((resolve) => {
    channel.onmessage = (event) => {
      const { data } = event as MessageEvent;
      resolve(typeof data === "number" && Number.isSafeInteger(data) ? data : undefined);
    };
    setTimeout(resolve, THREAD_ID_WAIT_MS, undefined).unref();
  });
  try {
    // tesseract.js hands workerPath to `new Worker`, which takes a data: URL.
    const workerPath = engineScript(channel.name) as unknown as string;
    const worker = await createWorker(loaded, OEM.LSTM_ONLY, { ...options, workerPath });
    return { worker, thread: await told };
  } finally {
    channel.close();
  }
}

/**
 * English first, then Spanish: a paper served in Florida may hold both. tesseract.js 7 reads each language's data
 * from one `langPath`, and the two packages are two folders: English is loaded from its folder, Spanish is written
 * into the engine's in-memory file system, and the engine is started again with both. (Its `{ code, data }` form
 * would do this in one call, but 7.0.0 starts the engine with the data's bytes as the language name.) The list
 * given to createWorker is the one it keeps as "loaded", so Spanish is added to it before restarting.
 */
async function startReader(): Promise<Worker> {
  const loaded = ["eng"];
  const { worker, thread } = await createEngine(loaded);
  try {
    const spanish = gunzipSync(readFileSync(path.join(dataFolder("spa"), "spa.traineddata.gz")));
    await worker.FS("writeFile", ["./spa.traineddata", spanish]);
    loaded.push("spa");
    await worker.reinitialize("eng+spa", OEM.LSTM_ONLY);
    engineThread = thread;
    return worker;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

function readerNow(): Promise<Worker> {
  reader ??= startReader().catch((error: unknown) => {
    reader = undefined;
    throw error;
  });
  return reader;
}

/** Shuts the reader (after a minute idle, or when its thread ends). */
export async function closeReader(): Promise<void> {
  clearTimeout(idle);
  const worker = reader;
  reader = undefined;
  engineThread = undefined;
  await (await worker?.catch(() => undefined))?.terminate();
}

function closeWhenIdle() {
  clearTimeout(idle);
  idle = setTimeout(() => void closeReader(), IDLE_MS);
  idle.unref();
}

/** Loads the engine and the language data, so the first photo does not wait for them. */
export async function warmReader(): Promise<void> {
  await readerNow();
  closeWhenIdle();
}

/** Each page's text, in order, pages separated by a blank line. A picture the engine cannot open throws. */
export async function recognizePages(pages: readonly Uint8Array[]): Promise<Recognized> {
  clearTimeout(idle);
  try {
    const worker = await readerNow();
    const texts: string[] = [];
    let weighted = 0;
    let letters = 0;
    for (const page of pages) {
      const { data } = await worker.recognize(Buffer.from(page.buffer, page.byteOffset, page.byteLength));
      const text = data.text.trim();
      const count = text.replace(/[^\p{L}\p{N}]/gu, "").length;
      texts.push(text);
      weighted += data.confidence * count;
      letters += count;
    }
    return { text: texts.filter(Boolean).join("\n\n"), confidence: letters ? Math.round(weighted / letters) : 0 };
  } finally {
    closeWhenIdle();
  }
}
