/**
 * readUpload over real HTTP on the loopback interface (and through inject): a file's bytes, posted chunk by chunk to
 * the port a worker takes (posted-bytes.ts), come out whole and in order, however the body was cut into pieces on
 * the way; with two files in one body, neither takes the other's bytes; what no worker took is let go with the request.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import multipart from "@fastify/multipart";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../translator/test-support/multipart";
import { PostedBytes, readPostedBytes, type PostedFile } from "./posted-bytes";
import { readUpload, type ReceivedUpload } from "./read-upload";
import { createUploadSlots } from "./upload-slots";

const app = Fastify();
let base: string;
/** What the last request's route received, joined on the main thread or by a worker thread. */
let received: { files: Uint8Array[]; fields: Record<string, string> } | undefined;
/** The last request's upload, kept to see what happens to its bytes once it is answered. */
let lastUpload: ReceivedUpload | undefined;

/** The bytes read from the posted port by another thread, as the translator's worker does. */
function readInWorker(file: PostedFile): Promise<Uint8Array> {
  const worker = new Worker(
    `const { workerData, parentPort } = require("node:worker_threads");
     const { receiveMessageOnPort } = require("node:worker_threads");
     const chunks = [];
     for (let m = receiveMessageOnPort(workerData.port); m; m = receiveMessageOnPort(workerData.port)) chunks.push(m.message);
     parentPort.postMessage(Buffer.concat(chunks));`,
    { eval: true, workerData: { port: file.port }, transferList: [file.port] },
  );
  return new Promise<Uint8Array>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  }).finally(() => worker.terminate());
}

beforeAll(async () => {
  await app.register(multipart, { throwFileSizeLimit: true });
  app.post("/upload", async (request, reply) => {
    const upload = await readUpload(request, reply, {
      slots: createUploadSlots(4),
      fileBytes: 10 * 1024 * 1024,
      files: 3,
      fields: 2,
      fieldBytes: 100,
    });
    lastUpload = upload;
    const inWorker = request.headers["x-read-in"] === "worker";
    received = {
      files: await Promise.all(upload.files.map((file) => (inWorker ? readInWorker(file.bytes.take()) : file.bytes.join()))),
      fields: Object.fromEntries(upload.fields),
    };
    return { files: upload.files.map((file) => file.bytes.byteLength) };
  });
  app.post("/refuse", async (request, reply) => {
    lastUpload = await readUpload(request, reply, {
      slots: createUploadSlots(4),
      fileBytes: 1024 * 1024,
      fields: 1,
      fieldBytes: 100,
    });
    return reply.code(409).send({ refused: true });
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** The body as a stream of pieces of `size` bytes (chunked, no declared size). */
const inPieces = (body: Uint8Array, size: number) =>
  Readable.toWeb(
    Readable.from(Array.from({ length: Math.ceil(body.byteLength / size) }, (_, i) => body.subarray(i * size, (i + 1) * size))),
  ) as ReadableStream;

async function send(path: string, body: Uint8Array | ReadableStream, contentType: string, readIn = "main") {
  received = undefined;
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    body,
    headers: { "content-type": contentType, "x-read-in": readIn },
    duplex: "half",
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A multipart body of several files and a field, as a browser's FormData sends it. */
function multipartFiles(files: Uint8Array[], boundary: string) {
  const parts = files.map((bytes, i) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="page${i}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from("\r\n"),
    ]),
  );
  const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nes\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([...parts, field]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("a file's bytes, posted as they arrive", () => {
  const file = randomBytes(3 * 1024 * 1024 + 12_345);

  it.each([
    ["in one piece, its size declared", (body: Uint8Array) => new Uint8Array(body)],
    ["in pieces of 64 KB (chunked)", (body: Uint8Array) => inPieces(body, 65_536)],
    ["in odd pieces of 1,000 bytes", (body: Uint8Array) => inPieces(body, 1_000)],
    ["in pieces of 40,001 bytes", (body: Uint8Array) => inPieces(body, 40_001)],
  ])("come out whole and in order, sent %s, joined here or read by a worker", async (_how, piecesOf) => {
    const { body, contentType } = multipartFile(file, "paper.bin");
    for (const readIn of ["main", "worker"]) {
      const answer = await send("/upload", piecesOf(body), contentType, readIn);
      expect(answer).toEqual({ status: 200, body: { files: [file.byteLength] } });
      expect(Buffer.from(received!.files[0]!).equals(file)).toBe(true);
    }
  });

  it("come out whole when the file is full of near-boundaries (bytes busboy holds back, then gives on)", async () => {
    const boundary = "----flcnear";
    // "\r\n--" and most of the boundary, again and again: busboy keeps such a tail aside until it knows it is data.
    const near = Buffer.from(`\r\n--${boundary.slice(0, -1)}x`);
    const tricky = Buffer.concat([...Array.from({ length: 40_000 }, () => near), randomBytes(70_000)]);
    const { body, contentType } = multipartFiles([tricky], boundary);
    for (const size of [65_536, 777, near.byteLength + 3]) {
      await send("/upload", inPieces(body, size), contentType, "worker");
      expect(Buffer.from(received!.files[0]!).equals(tricky)).toBe(true);
    }
  });

  it("keep each of several files to itself, with the field after them", async () => {
    // Small files share the request's chunks with each other and with the field.
    const pages = [randomBytes(20_000), randomBytes(150_000), randomBytes(5)];
    const { body, contentType } = multipartFiles(pages, "----flcpages");
    for (const sent of [new Uint8Array(body), inPieces(body, 65_536), inPieces(body, 30_000)]) {
      await send("/upload", sent, contentType, "worker");
      expect(received!.files.map((bytes) => Buffer.from(bytes).toString("hex"))).toEqual(
        pages.map((page) => page.toString("hex")),
      );
      expect(received!.fields).toEqual({ language: "es" });
    }
  });

  it("come out whole through inject, which copies every chunk (the request's buffers are not its own)", async () => {
    const { body, contentType } = multipartFile(file, "paper.bin");
    const response = await app.inject({
      method: "POST",
      url: "/upload",
      payload: body,
      headers: { "content-type": contentType },
    });
    expect(response.statusCode).toBe(200);
    expect(Buffer.from(received!.files[0]!).equals(file)).toBe(true);
    // The body injected is untouched: nothing was moved out of it.
    expect(body.byteLength).toBeGreaterThan(file.byteLength);
  });

  it("are let go when the request is answered without a worker taking them", async () => {
    const { body, contentType } = multipartFile(randomBytes(200_000), "paper.bin");
    expect(await send("/refuse", new Uint8Array(body), contentType)).toEqual({ status: 409, body: { refused: true } });
    // Discarded: a worker given them now would find nothing waiting.
    expect(() => lastUpload!.bytes.take()).toThrow(/taken/);
  });
});

describe("posted bytes", () => {
  it("tell what the file is from its first kilobyte, and how long it is", () => {
    const bytes = new PostedBytes(false);
    const file = randomBytes(5_000);
    for (let at = 0; at < file.byteLength; at += 300) bytes.add(file.subarray(at, at + 300));
    expect(bytes.byteLength).toBe(5_000);
    expect(Buffer.from(bytes.head).equals(file.subarray(0, 1024))).toBe(true);
    expect(Buffer.from(bytes.join()).equals(file)).toBe(true);
  });

  it("move a chunk that is its buffer's own end, and copy any other", () => {
    const bytes = new PostedBytes(true);
    const whole = new Uint8Array(64 * 1024).fill(7);
    const ending = whole.subarray(1000);
    const inside = new Uint8Array(64 * 1024).fill(9).subarray(0, 1000);
    const small = new Uint8Array(100).fill(3);
    bytes.add(ending);
    bytes.add(inside);
    bytes.add(small);
    expect(whole.byteLength).toBe(0);
    expect(inside.byteLength).toBe(1000);
    expect(small.byteLength).toBe(100);
    expect(readPostedBytes(bytes.take()).byteLength).toBe(64 * 1024 - 1000 + 1100);
  });
});
