// Asks URL every EVERY_MS milliseconds, one request at a time, until its standard input closes; then prints one JSON
// line: [startedAtEpochMs, durationMs] for each answer. A process of its own, so the times are the server's and not
// those of the process sending the uploads (whose event loop is busy writing them).
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { setTimeout } from "node:timers";

const url = process.env.URL;
const every = Number(process.env.EVERY_MS ?? 5);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const times = [];
let stopping = false;
process.stdin.on("end", () => (stopping = true)).resume();

const once = () =>
  new Promise((resolve, reject) => {
    const startedAt = performance.timeOrigin + performance.now();
    const before = performance.now();
    request(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve([startedAt, performance.now() - before]));
    })
      .on("error", reject)
      .end();
  });

while (!stopping) {
  times.push(await once());
  await new Promise((resolve) => setTimeout(resolve, every));
}
process.stdout.write(JSON.stringify(times) + "\n");
agent.destroy();
