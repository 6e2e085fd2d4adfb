/**
 * Runs before each server test file. pdf.js's legacy build (read in-process by the tests that check a PDF's text)
 * replaces the global JSON.stringify with core-js's polyfill when it loads, and the files of a worker share one
 * process (`isolate: false`): every later file then stringified through the polyfill, which recurses in JavaScript
 * on nested values and ran out of stack on the fuzzer's deep bodies. Each file starts with the engine's own.
 */
const NATIVE = Symbol.for("flc.test.nativeJsonStringify");
const held = globalThis as typeof globalThis & { [NATIVE]?: typeof JSON.stringify };
held[NATIVE] ??= JSON.stringify;
JSON.stringify = held[NATIVE];
