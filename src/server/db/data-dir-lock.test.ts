/** The data directory's lock, held and contested by real processes. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./data-dir-lock";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const MODULE = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "flc-lock-test-"));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Another process that takes the lock on `dir`, says "locked" or "refused: ...", and holds it until killed. */
function holder(dir: string): Promise<{ child: ChildProcess; said: string }> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(MODULE)};
    try { lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000); }
    catch (error) { console.log("refused: " + error.message); }`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve({ child, said: out.trim() });
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}: ${out}`)));
  });
}

const killed = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill(signal);
  });

describe("lockDataDir", () => {
  it("creates the directory and the lock file with this process's id; the returned function releases it", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    unlock();
    // Released: it can be taken again at once.
    lockDataDir(dir)();
  });

  it("refuses a directory another live process holds, naming the directory and the process", async () => {
    const dir = tempDir();
    const { child, said } = await holder(dir);
    expect(said).toBe("locked");
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `The data directory ${dir} is in use by another server (process ${child.pid}). ` +
        "Stop that server first, or set DATA_DIR to another folder.",
    );
    await killed(child, "SIGTERM");
  });

  it("is free the moment its holder dies, even by SIGKILL, with no takeover step", async () => {
    const dir = tempDir();
    const { child } = await holder(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    await killed(child, "SIGKILL");
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    // Now this process holds it, and another is refused.
    expect((await holder(dir)).said).toMatch(/^refused: The data directory .* is in use by another server \(process \d+\)/);
    unlock();
  });

  it("is not fooled by a lock file naming a live process that does not hold the lock (a reused PID)", () => {
    const dir = tempDir();
    // The parent (the test runner) is alive, as a zombie or a process that reused a PID would be.
    writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    unlock();
  });

  it("lets only one of several processes starting together take it", async () => {
    const dir = tempDir();
    const results = await Promise.all(Array.from({ length: 3 }, () => holder(dir)));
    expect(results.filter((result) => result.said === "locked")).toHaveLength(1);
    expect(results.filter((result) => result.said.startsWith("refused:"))).toHaveLength(2);
    await Promise.all(results.map((result) => (result.child.exitCode === null ? killed(result.child, "SIGKILL") : undefined)));
  });
});
