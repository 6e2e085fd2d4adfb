// A bare node:http server answering fixed bytes (the body in BODY, the headers in HEADERS as JSON): the anchor the
// real server's start-up and throughput are compared with. Plain JavaScript, so `node` starts it with nothing in between.
import { createServer } from "node:http";
import { Buffer } from "node:buffer";
import process from "node:process";

const body = Buffer.from(process.env.BODY ?? "{}");
const headers = { "content-type": "application/json; charset=utf-8", ...JSON.parse(process.env.HEADERS ?? "{}") };
const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, "content-length": body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
