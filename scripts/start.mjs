// `npm start`: build the client when its sources changed, then serve app and API (see README).
import { register } from "tsx/esm/api";
import { buildClientIfStale } from "./client-build.mjs";

if (await buildClientIfStale()) console.log("Client built.");
register();
await import("../src/server/main.ts");
