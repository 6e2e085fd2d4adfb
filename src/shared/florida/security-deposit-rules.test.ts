import { describe, expect, it } from "vitest";
import { claimNoticeForfeiture, type ForfeitureFacts, type Forfeiture } from "./security-deposit-rules";

describe("claimNoticeForfeiture (§ 83.49(3)(a), (5))", () => {
  it.each<[string, ForfeitureFacts, Forfeiture]>([
    ["notice on time", { claimNotice: "on_time", vacatingNotice: "given" }, "not_forfeited"],
    ["notice on time, no notice of vacating", { claimNotice: "on_time", vacatingNotice: "not_given" }, "not_forfeited"],
    ["late notice", { claimNotice: "late", vacatingNotice: "given" }, "forfeited"],
    [
      "late notice even before the period is said to be over",
      { claimNotice: "late", noticePeriodOver: false, vacatingNotice: "given" },
      "forfeited",
    ],
    ["no notice, period over", { claimNotice: "none", noticePeriodOver: true, vacatingNotice: "given" }, "forfeited"],
    ["no notice, period over by default", { claimNotice: "none", vacatingNotice: "given" }, "forfeited"],
    [
      "no notice yet, landlord still has time",
      { claimNotice: "none", noticePeriodOver: false, vacatingNotice: "given" },
      "not_forfeited",
    ],
    ["no notice, tenant gave no notice of vacating", { claimNotice: "none", vacatingNotice: "not_given" }, "excused"],
    ["late notice, tenant gave no notice of vacating", { claimNotice: "late", vacatingNotice: "not_given" }, "excused"],
    ["no notice, tenant unsure about notice of vacating", { claimNotice: "none", vacatingNotice: "unknown" }, "uncertain"],
    [
      "no notice yet and unsure: still not forfeited",
      { claimNotice: "none", noticePeriodOver: false, vacatingNotice: "unknown" },
      "not_forfeited",
    ],
  ])("%s", (_name, facts, expected) => {
    expect(claimNoticeForfeiture(facts)).toBe(expected);
  });
});
