import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache";

const session = (userId: string) => ({ expiresAt: new Date(Date.now() + 60_000), user: { id: userId } });

function deferred<Value>() {
  let resolve!: (value: Value) => void;
  const promise = new Promise<Value>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe("SessionCache", () => {
  it("remembers a session found, until its user changes", async () => {
    const cache = new SessionCache(60_000, 10);
    const ana = session("ana");
    expect(await cache.load("hash-a", async () => ana)).toBe(ana);
    expect(cache.get("hash-a")).toBe(ana);
    cache.userChanged("someone else");
    expect(cache.get("hash-a")).toBe(ana);
    cache.userChanged("ana");
    expect(cache.get("hash-a")).toBeUndefined();
  });

  it("does not remember a lookup that a change overtook: it may have read a session that has since ended", async () => {
    const cache = new SessionCache(60_000, 10);
    const read = deferred<ReturnType<typeof session>>();
    const lookup = cache.load("hash-a", () => read.promise);
    cache.userChanged("ana");
    read.resolve(session("ana"));
    expect(await lookup).not.toBeNull();
    expect(cache.get("hash-a")).toBeUndefined();
  });

  it("remembers no missing session", async () => {
    const cache = new SessionCache(60_000, 10);
    expect(await cache.load("hash-a", async () => null)).toBeNull();
    expect(cache.get("hash-a")).toBeUndefined();
  });
});
