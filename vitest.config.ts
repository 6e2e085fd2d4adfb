import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        // Inherit the root config (resolve.tsconfigPaths), so tests can import through @shared, @client, @server.
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          globalSetup: ["src/server/test-support/global-setup.ts"],
          setupFiles: ["src/server/test-support/native-json.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share one module graph: importing the app again for each of ~190 files was half
          // the suite's time. So no test file may replace a module (vi.mock) or leave module state behind; an app's
          // options carry what a test needs to set (a smaller upload cap, a model server, a mailer).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          // A whole path through the app (sign up, fill, download, check): on a slow 2-core machine running files side
          // by side, the longest take over a minute.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file has its own server, database and Chromium, and mostly waits on them: files side by side take
          // about half the time of one after another on a 2-core machine. Two, not three: on a slow machine three
          // starved each other until polls ran out (CI runs of 48c7571 and 87e31f4).
          fileParallelism: true,
          maxWorkers: 2,
          // A page appears once its script and its message catalogs have arrived: on a busy 2-core machine that can
          // take more than the default second, and on a slow one more than twenty.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
