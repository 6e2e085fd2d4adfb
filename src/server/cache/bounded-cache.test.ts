import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache";

describe("BoundedCache", () => {
  it("computes a value once and keeps it", () => {
    const cache = new BoundedCache<number>(10);
    let computed = 0;
    const compute = () => ++computed;
    expect(cache.get("a", compute)).toBe(1);
    expect(cache.get("a", compute)).toBe(1);
    expect(computed).toBe(1);
  });

  it("empties itself when full, before keeping the next value", () => {
    const cache = new BoundedCache<string>(2);
    cache.get("a", () => "a1");
    cache.get("b", () => "b1");
    expect(cache.get("c", () => "c1")).toBe("c1");
    expect(cache.get("a", () => "a2")).toBe("a2");
    expect(cache.get("c", () => "c2")).toBe("c1");
  });
});
