/**
 * A small OpenAI-compatible chat model server on the loopback interface, for tests of the optional model: it
 * answers each request to /v1/chat/completions as the test's script says, and records every request it was sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ModelRequest {
  url: string | undefined;
  authorization: string | undefined;
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
}

/** What the model does with one request. */
export type ModelReply =
  /** One JSON completion. */
  | { kind: "json"; text: string }
  /** Server-sent events, a piece each; the pieces after the first wait for `gate` when there is one. */
  | { kind: "stream"; pieces: string[]; gate?: Promise<void> }
  | { kind: "fail" }
  /** Starts a stream, sends one piece and never finishes. */
  | { kind: "hang" };

export interface LoopbackModel {
  /** The base URL to configure, like "http://127.0.0.1:41234/v1". */
  baseUrl: string;
  /** Every request received, oldest first (also those to another path, which get a 404). */
  seen: ModelRequest[];
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

async function send(response: ServerResponse, reply: ModelReply, hanging: ServerResponse[]): Promise<void> {
  if (reply.kind === "fail") return void response.writeHead(500).end("{}");
  if (reply.kind === "json") {
    response.writeHead(200, { "content-type": "application/json" });
    return void response.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: reply.text } }] }));
  }
  response.writeHead(200, { "content-type": "text/event-stream" });
  if (reply.kind === "hang") {
    hanging.push(response);
    return void response.write(event({ choices: [{ delta: { content: "Under Florida law" } }] }));
  }
  for (const [index, piece] of reply.pieces.entries()) {
    if (index === 1 && reply.gate) await reply.gate;
    response.write(event({ choices: [{ index: 0, delta: { content: piece } }] }));
  }
  response.end("data: [DONE]\n\n");
}

/** Starts the model on 127.0.0.1 on a free port; `script` decides each reply. */
export async function startLoopbackModel(script: (request: ModelRequest) => ModelReply): Promise<LoopbackModel> {
  const seen: ModelRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer(async (request, response) => {
    const received: ModelRequest = {
      url: request.url,
      authorization: request.headers.authorization,
      body: JSON.parse(await readBody(request)) as ModelRequest["body"],
    };
    seen.push(received);
    if (request.url !== "/v1/chat/completions") return void response.writeHead(404).end();
    await send(response, script(received), hanging);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    async stop() {
      for (const response of hanging) response.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
