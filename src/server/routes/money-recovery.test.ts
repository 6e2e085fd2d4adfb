import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MoneyRecoveryJson } from "@shared/money-finder/money-recovery";
import { moneyRecoveries, users } from "../db/schema";
import { createTestAppWithTwoUsers, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const mariaSearch = { searchType: "all", searchInfo: { firstName: "Maria", lastName: "Lopez", city: "Tampa", zipCode: "33602" } };

async function search(as: SignedIn, body: Record<string, unknown> = mariaSearch): Promise<MoneyRecoveryJson[]> {
  const response = await as.request({ method: "POST", url: "/api/money-recovery/search", payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const setStatus = (as: SignedIn, id: string, status: string) =>
  as.request({ method: "PUT", url: `/api/money-recovery/${id}`, payload: { status } });

const list = async (as: SignedIn, path = "/api/money-recovery"): Promise<MoneyRecoveryJson[]> => {
  const response = await as.request({ method: "GET", url: path });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("POST /api/money-recovery/search", () => {
  it("answers with labelled examples, each with its kind's real place, steps and documents", async () => {
    const results = await search(maria);
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.isExample).toBe(true);
      expect(result.status).toBe("found");
      expect(result.amount).toMatch(/^\d+\.\d\d$/);
      expect(result.source).toMatch(/^Example/);
      expect(result.instructions.length).toBeGreaterThan(0);
      expect(result.requiredDocuments.length).toBeGreaterThan(0);
      expect(result.instructions.join(" ")).not.toContain("{{");
    }
  });

  it("gives the same results for the same search, without adding copies", async () => {
    const first = await search(maria);
    const again = await search(maria, {
      searchType: "all",
      searchInfo: { firstName: " maria ", lastName: "LOPEZ", city: "tampa", zipCode: "33602" },
    });
    expect(again.map((record) => [record.id, record.amount, record.source])).toEqual(
      first.map((record) => [record.id, record.amount, record.source]),
    );
  });

  it("links each kind to its official place", async () => {
    const place = async (searchType: string) => (await search(maria, { ...mariaSearch, searchType }))[0]!.officialUrl;
    expect(await place("unclaimed_property")).toBe("https://www.fltreasurehunt.gov");
    expect(await place("tax_refund")).toContain("irs.gov");
    expect(await place("insurance")).toContain("naic.org");
    expect(await place("security_deposit")).toBe("/security-deposits");
    const unclaimed = (await search(maria, { ...mariaSearch, searchType: "unclaimed_property" }))[0]!;
    expect(unclaimed.instructions.join(" ")).toContain("717.135");
  });

  it("requires first and last name with the spec's message", async () => {
    for (const searchInfo of [{ firstName: "Maria" }, { firstName: "  ", lastName: "Lopez" }, {}]) {
      const response = await maria.request({ method: "POST", url: "/api/money-recovery/search", payload: { searchInfo } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("Information Required: Please enter at least first and last name to search");
    }
  });

  it("refuses an unknown search type and a bad ZIP with a 400", async () => {
    const badType = await maria.request({
      method: "POST",
      url: "/api/money-recovery/search",
      payload: { ...mariaSearch, searchType: "lottery" },
    });
    expect(badType.statusCode).toBe(400);
    const badZip = await maria.request({
      method: "POST",
      url: "/api/money-recovery/search",
      payload: { searchInfo: { firstName: "A", lastName: "B", zipCode: "abc" } },
    });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().fieldErrors).toHaveProperty(["searchInfo.zipCode"]);
  });
});

describe("POST /api/money-recovery (an item she found herself)", () => {
  it("keeps the amount exactly and tracks it like the examples", async () => {
    const response = await maria.request({
      method: "POST",
      url: "/api/money-recovery",
      payload: { type: "unclaimed_property", source: "Old bank account", amount: "$1,234.5" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created: MoneyRecoveryJson = response.json();
    expect(created).toMatchObject({ amount: "1234.50", isExample: false, status: "found", deadline: null });
    expect((await list(maria)).map((record) => record.id)).toContain(created.id);
  });

  it("refuses an amount that is not dollars and cents", async () => {
    for (const amount of ["1.234", "-5", "ten", 12]) {
      const response = await maria.request({
        method: "POST",
        url: "/api/money-recovery",
        payload: { type: "insurance", source: "X", amount },
      });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty("amount");
    }
  });
});

describe("PUT /api/money-recovery/:id", () => {
  it("moves found → claiming → recovered, and the active list follows", async () => {
    const [record] = await search(maria, { searchType: "tax_refund", searchInfo: { firstName: "Flow", lastName: "Test" } });
    const claiming = await setStatus(maria, record!.id, "claiming");
    expect(claiming.statusCode, claiming.body).toBe(200);
    expect(claiming.json().status).toBe("claiming");
    expect((await list(maria, "/api/money-recovery/active")).map((r) => r.id)).toContain(record!.id);
    const recovered = await setStatus(maria, record!.id, "recovered");
    expect(recovered.json().status).toBe("recovered");
    expect((await list(maria, "/api/money-recovery/active")).map((r) => r.id)).not.toContain(record!.id);
  });

  it("refuses a change the flow does not allow with a 409 and a clear message", async () => {
    const [record] = await search(maria, { searchType: "insurance", searchInfo: { firstName: "Skip", lastName: "Ahead" } });
    const skip = await setStatus(maria, record!.id, "recovered");
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toContain("cannot become recovered");
    expect((await setStatus(maria, record!.id, "failed")).statusCode).toBe(200);
    expect((await setStatus(maria, record!.id, "claiming")).statusCode).toBe(409);
  });

  it("refuses an unknown status with a 400", async () => {
    const [record] = await search(maria);
    expect((await setStatus(maria, record!.id, "paid")).statusCode).toBe(400);
  });

  it("answers 404 for another person's record or a made-up id, and lists only one's own", async () => {
    const [record] = await search(maria);
    expect((await setStatus(other, record!.id, "claiming")).statusCode).toBe(404);
    expect((await setStatus(maria, "not-an-id", "claiming")).statusCode).toBe(404);
    expect(await list(other)).toEqual([]);
  });
});

describe("ownership", () => {
  it("deletes a person's records with the person", async () => {
    const leaving = await signUp(t);
    await search(leaving, { searchInfo: { firstName: "Gone", lastName: "Soon" } });
    expect(await t.db.select().from(moneyRecoveries).where(eq(moneyRecoveries.userId, leaving.user.id))).not.toEqual([]);
    await t.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await t.db.select().from(moneyRecoveries).where(eq(moneyRecoveries.userId, leaving.user.id))).toEqual([]);
  });
});
