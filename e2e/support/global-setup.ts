import { buildClientIfStale } from "../../scripts/client-build.mjs";
import createDatabaseTemplate from "@server/test-support/global-setup";

/** The browser tests serve the built client: build it when its sources changed, and prepare the database template. */
export default async function setup(): Promise<void> {
  await buildClientIfStale({ quiet: true });
  await createDatabaseTemplate();
}
