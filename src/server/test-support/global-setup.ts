import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { connectPglite } from "../db/connect";

export const TEMPLATE_PATH = path.resolve(".tmp/pglite-template.tar");

/**
 * Migrates one embedded database and dumps it; each test file starts from a copy (much faster than migrating). Made
 * with DATABASE_URL set too: the tests of the embedded database and of the production bundle start from it whatever
 * database the rest of the suite runs on.
 */
export default async function setup(): Promise<void> {
  const handle = await connectPglite();
  const dump = await handle.client.dumpDataDir("none");
  mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
