import type { Page } from "playwright-core";

/**
 * Holds back the last event ("done" or "error") of the page's next streamed answer from `path` until the returned
 * function is called: the headers and the text streamed before it arrive as the server sent them, so the answer
 * stays on screen as it is while streaming.
 */
export async function holdStreamEnd(page: Page, path: string): Promise<() => Promise<void>> {
  await page.evaluate((path) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    (window as unknown as { releaseStreamEnd(): void }).releaseStreamEnd = release;
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await realFetch(input, init);
      if (!String(input).endsWith(path) || !response.body || !response.headers.get("content-type")?.includes("text/event-stream"))
        return response;
      const decoder = new TextDecoder();
      const encoder = new TextEncoder();
      let rest = "";
      let held = "";
      const body = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            const blocks = (rest + decoder.decode(chunk, { stream: true })).split("\n\n");
            rest = blocks.pop() ?? "";
            for (const block of blocks) {
              if (held || /^event: (done|error)$/m.test(block)) held += `${block}\n\n`;
              else controller.enqueue(encoder.encode(`${block}\n\n`));
            }
          },
          async flush(controller) {
            await released;
            controller.enqueue(encoder.encode(held + rest));
          },
        }),
      );
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  }, path);
  return () => page.evaluate(() => (window as unknown as { releaseStreamEnd(): void }).releaseStreamEnd());
}
