import { describe, expect, it } from "vitest";
import { machineSlowdown, stretchedBudget } from "./machine-load";

describe("a worker thread's time budget on a busy machine", () => {
  it("is the budget itself while the cores are free", () => {
    expect(machineSlowdown(1.5, 2)).toBe(1);
    expect(stretchedBudget(4_000, machineSlowdown(0, 2))).toBe(4_000);
  });

  it("grows with the tasks waiting for each core", () => {
    expect(stretchedBudget(4_000, machineSlowdown(6, 2))).toBe(12_000);
    expect(stretchedBudget(4_000, machineSlowdown(6, 4))).toBe(6_000);
  });

  it("stops growing at eight times, so a stuck task still ends", () => {
    expect(stretchedBudget(4_000, machineSlowdown(200, 2))).toBe(32_000);
  });

  it("reads this machine when told nothing", () => {
    expect(machineSlowdown()).toBeGreaterThanOrEqual(1);
    expect(machineSlowdown()).toBeLessThanOrEqual(8);
  });
});
