import { afterEach, describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache";

afterEach(() => {
  vi.useRealTimers();
});

describe("TtlCache", () => {
  it("forgets an entry after its TTL or its own deadline, whichever comes first", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new TtlCache<string, number>(1000, 10);
    cache.set("a", 1);
    cache.set("b", 2, Date.now() + 100);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("b")).toBe(2);
    vi.setSystemTime(Date.now() + 101);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    vi.setSystemTime(Date.now() + 1000);
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops the oldest entry when full, and entries that match a predicate", () => {
    const cache = new TtlCache<string, { user: string }>(60_000, 2);
    cache.set("a", { user: "u1" });
    cache.set("b", { user: "u2" });
    cache.set("c", { user: "u1" });
    expect(cache.get("a")).toBeUndefined();
    cache.deleteWhere((value) => value.user === "u1");
    expect(cache.get("c")).toBeUndefined();
    expect(cache.get("b")).toEqual({ user: "u2" });
  });
});
