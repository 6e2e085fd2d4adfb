import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { readZip } from "../test-support/read-zip";
import { zipStream, type ZipEntry } from "./zip-stream";

const MEGABYTE = 1024 * 1024;

/** Entries of random (incompressible) bytes, counting how many were made and whether the maker was ended. */
function counted(count: number) {
  const state = { made: 0, ended: false };
  async function* entries(): AsyncGenerator<ZipEntry> {
    try {
      for (let n = 1; n <= count; n++) {
        state.made += 1;
        yield { name: `folder/file ${n}.bin`, content: randomBytes(MEGABYTE) };
      }
    } finally {
      state.ended = true;
    }
  }
  return { state, entries: entries() };
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("zipStream", () => {
  it("makes the next file only as the reader takes the ZIP in, and writes a ZIP another reader opens", async () => {
    const { state, entries } = counted(8);
    const stream = zipStream(entries, new Date("2026-11-25T12:00:00Z"));
    await sleep(200);
    // Nobody reads yet: a file or two are made and wait in the stream's buffers, not all eight.
    expect(state.made).toBeLessThanOrEqual(2);
    const files = await readZip(await collect(stream));
    expect([...files.keys()]).toEqual(Array.from({ length: 8 }, (_, n) => `folder/file ${n + 1}.bin`));
    expect([...files.values()].every((content) => content.length === MEGABYTE)).toBe(true);
    expect(state.ended).toBe(true);
  });

  it("stops making files when the reader goes away", async () => {
    const { state, entries } = counted(50);
    const stream = zipStream(entries, new Date());
    await new Promise((resolve) => stream.once("data", resolve));
    stream.destroy();
    await expect.poll(() => state.ended).toBe(true);
    expect(state.made).toBeLessThan(5);
  });
});
