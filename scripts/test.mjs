// `npm test`: server and unit tests, then the browser tests when Chromium is there (required when CI=true).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const serverOnly = process.argv.includes("--server-only");
const extraArgs = process.argv.slice(2).filter((arg) => arg !== "--server-only");
mkdirSync(".tmp", { recursive: true });

function runProject(project) {
  const report = `.tmp/vitest-${project}.json`;
  rmSync(report, { force: true });
  const result = spawnSync(
    "npx",
    ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extraArgs],
    { stdio: "inherit" },
  );
  const summary = existsSync(report) ? JSON.parse(readFileSync(report, "utf8")) : null;
  return {
    ok: result.status === 0,
    passed: summary?.numPassedTests ?? 0,
    failed: summary?.numFailedTests ?? (result.status === 0 ? 0 : 1),
    skipped: (summary?.numPendingTests ?? 0) + (summary?.numTodoTests ?? 0),
  };
}

rmSync(".tmp/reading-ease-es.txt", { force: true });
rmSync(".tmp/assistant-held-out.txt", { force: true });
const results = [runProject("server")];
let browserNote = "";
if (serverOnly) {
  // npm run test:server: the server and unit tests alone (CI runs them again against PostgreSQL).
} else if (existsSync(chromium)) {
  results.push(runProject("e2e"));
} else if (process.env.CI === "true") {
  console.error(`\nBrowser tests need Chromium at ${chromium}, and CI=true requires them. Install it: apt-get install chromium`);
  results.push({ ok: false, passed: 0, failed: 1, skipped: 0 });
} else {
  browserNote =
    `\nBrowser tests were SKIPPED: Chromium was not found at ${chromium}.\n` +
    "To run them, install Debian's Chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.";
}

const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (browserNote) console.log(browserNote);
// Figures a test measured for people to read (src/shared/i18n/spanish.test.ts).
if (existsSync(".tmp/reading-ease-es.txt")) console.log(`\n${readFileSync(".tmp/reading-ease-es.txt", "utf8").trimEnd()}`);
// The assistant's score on questions it was never tuned on (src/server/assistant/held-out.test.ts).
if (existsSync(".tmp/assistant-held-out.txt")) console.log(`\n${readFileSync(".tmp/assistant-held-out.txt", "utf8").trimEnd()}`);
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
