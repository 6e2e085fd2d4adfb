/**
 * The option-codes data migration on a database seeded as it was before codes: label-valued documents and
 * cases become code-valued, once; what it does not know stays as it was.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSchema } from "../documents/answer-schemas";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database";
import { runDataMigrations } from "./data-migrations";
import { cases, dataMigrations, documents, users } from "./schema";

let handle: TestDatabase;

const OLD_STATEMENT = {
  plaintiff_name: "Maria Lopez",
  plaintiff_address: "123 Main Street, Miami, FL 33101",
  defendant_name: "ABC Repairs LLC",
  defendant_address: "456 Oak Avenue, Hialeah, FL 33010",
  claim_amount: 4450.5,
  claim_description: "They never finished the roof.",
  damages_occurred: "2026-03-03",
  attachments: ["A contract or agreement", "Photos"],
  county: "Miami-Dade",
};

const OLD_NOTICE = {
  notice_type: "3-Day Notice to Pay Rent",
  landlord_name: "Sunrise Rentals LLC",
  landlord_address: "200 Central Avenue, St. Petersburg, FL 33701",
  landlord_phone: "(727) 555-0180",
  // Asked since this test was written (a company signs through a person); a code, which the migration leaves alone.
  landlord_is_company: "no",
  tenant_name: "Jordan Ellis",
  property_address: "48 Palm Court, St. Petersburg, FL 33704",
  county: "Pinellas",
  rent_amount: 1650,
  delivery_date: "2026-11-24",
  delivery_method: "Hand delivery to the tenant",
};

let ids: { statement: string; notice: string; unknownKind: string; case: string; otherCase: string };

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  // The template database is migrated already: forget this migration, as a database from before it would.
  await db.delete(dataMigrations).where(eq(dataMigrations.name, "0001_option_codes"));
  const [user] = await db.insert(users).values({ email: "migrate@example.com", passwordHash: "x" }).returning();
  const userId = user!.id;
  const [smallClaims] = await db
    .insert(cases)
    .values({
      userId,
      title: "Roof",
      type: "small_claims",
      formData: { county: "Miami-Dade", attachments: ["Photos"], note: "Yes" },
    })
    .returning();
  const [other] = await db
    .insert(cases)
    .values({ userId, title: "Other", type: "landlord_tenant", formData: { county: "Miami-Dade" } })
    .returning();
  const row = (kind: string, templateData: Record<string, unknown>) => ({
    userId,
    title: kind,
    type: "complaint",
    kind,
    format: "pdf",
    templateData,
  });
  const [statement, notice, unknownKind] = await db
    .insert(documents)
    .values([
      row("small_claims_statement", OLD_STATEMENT),
      row("landlord_notice", OLD_NOTICE),
      row("retired_kind", { county: "Leon" }),
    ])
    .returning();
  ids = {
    statement: statement!.id,
    notice: notice!.id,
    unknownKind: unknownKind!.id,
    case: smallClaims!.id,
    otherCase: other!.id,
  };
});
afterAll(() => handle.close());

const templateData = async (id: string) =>
  (await handle.db.select({ data: documents.templateData }).from(documents).where(eq(documents.id, id)))[0]!.data;
const formData = async (id: string) =>
  (await handle.db.select({ data: cases.formData }).from(cases).where(eq(cases.id, id)))[0]!.data;

describe("the option codes data migration", () => {
  it("rewrites stored labels as codes and records that it ran", async () => {
    expect(await runDataMigrations(handle.db)).toEqual(["0001_option_codes"]);
    expect(await templateData(ids.statement)).toEqual({
      ...OLD_STATEMENT,
      attachments: ["contract", "photos"],
      county: "miami_dade",
    });
    expect(await templateData(ids.notice)).toEqual({
      ...OLD_NOTICE,
      notice_type: "pay_rent",
      county: "pinellas",
      delivery_method: "hand",
    });
    expect(await formData(ids.case)).toEqual({ county: "miami_dade", attachments: ["photos"], note: "Yes" });
    const recorded = await handle.db.select().from(dataMigrations).where(eq(dataMigrations.name, "0001_option_codes"));
    expect(recorded).toHaveLength(1);
  });

  it("leaves kinds and case types it does not know as they are", async () => {
    expect(await templateData(ids.unknownKind)).toEqual({ county: "Leon" });
    expect(await formData(ids.otherCase)).toEqual({ county: "Miami-Dade" });
  });

  it("leaves answers its kind's form accepts", async () => {
    expect(answerSchema("small_claims_statement").safeParse(await templateData(ids.statement)).success).toBe(true);
    expect(answerSchema("landlord_notice").safeParse(await templateData(ids.notice)).success).toBe(true);
  });

  it("runs once: a second start changes nothing", async () => {
    const before = await templateData(ids.statement);
    expect(await runDataMigrations(handle.db)).toEqual([]);
    expect(await templateData(ids.statement)).toEqual(before);
  });
});
