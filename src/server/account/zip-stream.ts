import { Readable } from "node:stream";
import { ZipFile } from "yazl";

export interface ZipEntry {
  /** Its path in the ZIP ("documents/My case/Letter.pdf"). */
  name: string;
  content: Buffer;
}

/**
 * A ZIP written while it is read: entries come one at a time from `entries` (which may render or query as it goes),
 * and the next one is asked for only once the one before has been taken in. So memory holds one file, however large
 * the whole, and a slow reader slows the writer down. When the reader goes away (the download was cancelled),
 * `entries` is ended (its `finally` runs) and nothing more is made.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, modified: Date): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  const closed = new Promise<void>((resolve) => output.once("close", resolve));

  void (async () => {
    try {
      for await (const entry of entries) {
        if (output.destroyed) break;
        const taken = new Promise<void>((resolve, reject) => {
          zip.addReadStreamLazy(entry.name, { mtime: modified }, (open) => {
            const body = Readable.from([entry.content], { objectMode: false });
            body.once("end", resolve).once("error", reject);
            open(null, body);
          });
        });
        await Promise.race([taken, closed]);
        if (output.destroyed) break;
      }
      if (!output.destroyed) zip.end();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
