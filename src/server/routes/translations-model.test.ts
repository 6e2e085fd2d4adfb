/**
 * The optional OpenAI-compatible model, against a small test server of that API on the loopback interface: its
 * rewrite is used when it keeps every amount and date and reads no harder; otherwise the local version stands.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TranslationJson } from "@shared/translations";
import { buildApp } from "../app";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database";
import { signUp, type SignedIn } from "../test-support/test-app";

interface Seen {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

let modelServer: Server;
let answer: (input: string) => string;
const seen: Seen[] = [];
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let maria: SignedIn;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  modelServer = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Seen["body"];
    seen.push({ authorization: request.headers.authorization, body });
    if (request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const input = body.messages.find((message) => message.role === "user")?.content ?? "";
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: answer(input) } }] }));
  });
  await new Promise<void>((resolve) => modelServer.listen(0, "127.0.0.1", resolve));
  const port = (modelServer.address() as AddressInfo).port;
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, translatorModel: { baseUrl: `http://127.0.0.1:${port}/v1`, model: "plain-test", apiKey: "test-key" } });
  await app.ready();
  maria = await signUp({ app });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => modelServer.close(resolve));
});

const ORIGINAL = "Tenant shall remit the sum of $1,450.00 to Landlord on or before February 1, 2025.";
const translate = async () => {
  const response = await maria.request({ method: "POST", url: "/api/translate", payload: { content: ORIGINAL } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TranslationJson;
};

describe("the optional model", () => {
  it("rewrites on top of the local version when it keeps every amount and date", async () => {
    answer = () => "Tenant must pay $1,450.00 to Landlord. Pay it by February 1, 2025.";
    const translation = await translate();
    expect(translation.rewrittenBy).toBe("model");
    expect(translation.simplifiedContent).toBe("Tenant must pay $1,450.00 to Landlord. Pay it by February 1, 2025.");
    const request = seen.at(-1)!;
    expect(request.authorization).toBe("Bearer test-key");
    expect(request.body.model).toBe("plain-test");
    // It gets the local plain version, never anything but the text.
    expect(request.body.messages.find((message) => message.role === "user")?.content).toBe("Tenant must pay $1,450.00 to Landlord by February 1, 2025.");
  });

  it("is discarded when it changes an amount or drops a date, or reads harder", async () => {
    answer = () => "Tenant must pay Landlord $1,540.00 by February 1, 2025.";
    const changed = await translate();
    expect(changed.rewrittenBy).toBe("local");
    expect(changed.simplifiedContent).toBe("Tenant must pay $1,450.00 to Landlord by February 1, 2025.");
    answer = () => "Tenant must pay Landlord $1,450.00 soon.";
    expect((await translate()).rewrittenBy).toBe("local");
    answer = () => "Tenant is contractually obligated to remit $1,450.00 to Landlord, notwithstanding, by February 1, 2025.";
    expect((await translate()).rewrittenBy).toBe("local");
  });

  it("is discarded when it fails or answers nonsense", async () => {
    answer = () => "";
    expect((await translate()).rewrittenBy).toBe("local");
  });
});
