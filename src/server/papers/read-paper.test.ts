import { describe, expect, it } from "vitest";
import enTranslator from "../../../locales/en/translator.json";
import esTranslator from "../../../locales/es/translator.json";
import { findKind } from "@shared/documents/registry";
import { AMOUNT_LABELS, PAPER_KINDS } from "@shared/papers";
import { findWorkflowDefinition } from "@shared/workflows/registry";
import { ACTION_RULES } from "./action-rules";
import { actionName } from "./actions";
import { parseMoney } from "./amounts";
import { findDates, findTimes } from "./dates";
import { NEXT_STEPS, EVICTION_MOTION } from "./next-steps";
import { readPaper } from "./read-paper";
import { readCorpusPaper } from "./test-support/corpus/score";

const at = (catalog: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the words of a paper's reading", () => {
  const keys = [
    ...PAPER_KINDS.map((kind) => `paper.kinds.${kind}`),
    ...AMOUNT_LABELS.map((label) => `paper.amounts.${label}`),
    ...Object.values(ACTION_RULES)
      .flat()
      .flatMap((rule) =>
        rule.from === "none"
          ? [`paper.actions.${rule.name}.undated`]
          : ["dated", "undated"].map((variant) => `paper.actions.${rule.name}.${variant}`),
      ),
  ];

  it.each(keys)("%s is in English and Spanish, with the same values", (key) => {
    expect(typeof at(enTranslator, key), key).toBe("string");
    expect(typeof at(esTranslator, key), key).toBe("string");
    expect(placeholders(at(esTranslator, key))).toEqual(placeholders(at(enTranslator, key)));
  });

  it("fills every value an action's words ask for", () => {
    const reading = readPaper(readCorpusPaper("tuned/eviction-summons-bilingual.txt"), "2026-12-21");
    for (const action of reading.actions) {
      const asked = placeholders(at(enTranslator, action.what.key));
      expect(
        asked.filter((name) => !(name! in action.what.values)),
        action.what.key,
      ).toEqual([]);
    }
  });
});

describe("next steps", () => {
  it.each([...Object.entries(NEXT_STEPS), ["motion_for_default (eviction)", EVICTION_MOTION] as const])(
    "%s opens a catalog kind with its own field names, and a workflow that ends in it",
    (_kind, rule) => {
      const kind = findKind(rule!.documentKind);
      expect(kind).toBeDefined();
      const names = kind!.fields.map((field) => field.name as string);
      expect(Object.keys(rule!.prefill).filter((name) => !names.includes(name))).toEqual([]);
      if (rule!.workflow) expect(findWorkflowDefinition(rule!.workflow)?.kind).toBe(rule!.documentKind);
    },
  );

  it("prefills the eviction answer from the summons", () => {
    const { nextStep } = readPaper(readCorpusPaper("held-out/eviction-summons-ocr.txt"), "2026-11-25");
    expect(nextStep).toEqual({
      documentKind: "eviction_answer",
      workflow: null,
      prefill: {
        county: "orange",
        case_number: "2026-CC-0l8842-O",
        landlord_name: "LAKE NONA RESIDENTIAL LLC",
        tenant_name: "DESHAWN M. CARTER",
        service_date: "2026-11-25",
        rent_alleged: 2315,
      },
    });
  });
});

describe("readPaper", () => {
  it("leaves a deadline that runs from receipt undated without the day she got the paper, and says so", () => {
    const { actions } = readPaper(readCorpusPaper("tuned/three-day-notice.txt"));
    expect(actions).toEqual([
      {
        what: { key: "paper.actions.payOrMove.undated", values: { days: 3 } },
        dueDate: null,
        citation: "Fla. Stat. § 83.56(3)",
      },
    ]);
  });

  it("dates a hearing's own action from the paper, whatever day she got it", () => {
    const { actions } = readPaper(readCorpusPaper("tuned/small-claims-summons-ocr.txt"));
    expect(actions.map((action) => [actionName(action), action.dueDate])).toEqual([
      ["attendPretrial", "2027-01-19"],
      ["counterclaim", "2027-01-11"],
    ]);
    expect(actions[0]!.what.values).toMatchObject({ date: "2027-01-19", time: "13:30" });
  });

  it("calls a paper it cannot place 'other', with no actions and no next step", () => {
    for (const text of ["Dear Maria, thank you for your order of three lamps.", "", "summons"]) {
      expect(readPaper(text, "2026-12-01")).toMatchObject({ paper: { kind: "other" }, actions: [], nextStep: null });
    }
  });

  it("reads nothing it cannot see", () => {
    const { paper } = readPaper("NOTICE OF INTENTION TO IMPOSE CLAIM ON SECURITY DEPOSIT. Object in writing to this deduction.");
    expect(paper).toMatchObject({
      kind: "deposit_claim_notice",
      caseNumber: null,
      court: null,
      county: null,
      hearing: null,
      amounts: [],
      paperDate: null,
      deliveredOn: null,
      parties: { plaintiff: null, defendant: null, landlord: null, tenant: null, creditor: null },
    });
  });
});

describe("a hostile or odd paper", () => {
  it("reads dates only within the app's range, and counts from the last of them", () => {
    const judgment = "FINAL JUDGMENT. ORDERED AND ADJUDGED. DONE AND ORDERED on December 31, 2100. Signed January 1, 9999.";
    const { paper, actions } = readPaper(judgment);
    expect(paper).toMatchObject({ kind: "final_judgment", paperDate: "2100-12-31" });
    expect(actions[0]!.dueDate).toMatch(/^2101-/);
  });

  it("reads no endless amount and no paragraph as a name", () => {
    const { paper } = readPaper(`Landlord: ${"word ".repeat(100)}\nOwed: $${"9".repeat(400)} and $1,200.00 for rent`);
    expect(paper.amounts).toEqual([{ label: "rent_owed", amount: 1200, text: "$1,200.00" }]);
    expect(paper.parties.landlord).toBeNull();
  });

  it("reads a long repetitive text without getting stuck (each pattern's reach is bounded)", () => {
    const text = "in and for ".repeat(20_000) + "between ".repeat(5_000) + "hearing ".repeat(5_000);
    expect(readPaper(text, "2026-12-01").paper.kind).toBe("other");
  });
});

describe("dates, times and money as papers write them", () => {
  it("reads English and Spanish dates, and no impossible one", () => {
    const text = "Jan. 19, 2027; the 4th day of December , 2026; 20 de enero de 2027; 12/31/2026; November 31, 2026";
    expect(findDates(text).map((date) => date.iso)).toEqual(["2027-01-19", "2026-12-04", "2027-01-20", "2026-12-31"]);
  });

  it("reads times as HH:MM", () => {
    expect(findTimes("at 9:00 a.m., 1:30 PM and 12 p.m.").map((time) => time.time)).toEqual(["09:00", "13:30", "12:00"]);
  });

  it("reads times written with a period, o'clock or noon, and no noon at another hour", () => {
    const times = findTimes("at 9.00 a.m., at 9:00 o'clock A.M., at 12:00 noon, 11 noon, $9.00 a month");
    expect(times.map((time) => time.time)).toEqual(["09:00", "09:00", "12:00"]);
  });

  it("begins a date at its weekday, and reads a Spanish month written first", () => {
    const [date] = findDates("on Wednesday, April 14, 2027");
    expect(date).toMatchObject({ iso: "2027-04-14", index: 3 });
    expect(findDates("Fecha: junio 21, 2027").map((found) => found.iso)).toEqual(["2027-06-21"]);
  });

  it("reads a judgment's or order's own date and a reference line's creditor, and a court date as a hearing", () => {
    const paper = (text: string) => readPaper(text, null).paper;
    expect(paper("FINAL JUDGMENT. Date of Judgment: May 3, 2027").paperDate).toBe("2027-05-03");
    expect(paper("ORDER. Entered this 4th day of May, 2027.").paperDate).toBe("2027-05-04");
    expect(paper("FINAL JUDGMENT. ORDERED at Tampa, Florida, 05/06/2027.").paperDate).toBe("2027-05-06");
    expect(paper("Collection agency.\nOriginal Creditor - Comenity Bank\n").parties.creditor).toBe("Comenity Bank");
    expect(paper("Your court date is June 22, 2027 at 10:00 a.m.").hearing).toMatchObject({ date: "2027-06-22", time: "10:00" });
    expect(paper("This case has been set for trial on June 22, 2027.").hearing?.date).toBe("2027-06-22");
    const caption = paper("ACME LLC,\n  Landlord/Plaintiff,\nv.\nJOHN DOE,\n  Tenant/Defendant.");
    expect([caption.parties.plaintiff, caption.parties.defendant]).toEqual(["ACME LLC", "JOHN DOE"]);
    expect(paper("3-DAY NOTICE TO PAY RENT\nTo: Ann Lee and all others\n").parties.tenant).toBe("Ann Lee");
    // A lease's terms "set forth" are no hearing.
    expect(paper("As set forth in the lease, the term ends June 22, 2027.").hearing).toBeNull();
  });

  it("labels an amount by the paper's kind only where its words leave it open", () => {
    const amounts = (text: string) => readPaper(text, null).paper.amounts.map((amount) => [amount.label, amount.amount]);
    // A late fee beside the rent is no rent; a judgment's "TOTAL" line is what it awards.
    expect(
      amounts("3-DAY NOTICE TO PAY RENT OR DELIVER POSSESSION. You owe rent of $1,250.00 and a late fee of $50.00."),
    ).toEqual([
      ["rent_owed", 1250],
      [null, 50],
    ]);
    expect(amounts("FINAL JUDGMENT. ORDERED AND ADJUDGED. Principal $4,200.00 Court costs $398.50 TOTAL $4,598.50")).toEqual([
      [null, 4200],
      [null, 398.5],
      ["judgment_amount", 4598.5],
    ]);
    // The same "TOTAL" on a paper of no kind names nothing.
    expect(amounts("Principal $4,200.00 TOTAL $4,598.50")).toEqual([
      [null, 4200],
      [null, 4598.5],
    ]);
  });

  it("reads US and Spanish money", () => {
    expect([parseMoney("1,395.00"), parseMoney("1.650,00"), parseMoney("612.40"), parseMoney("11,240.18")]).toEqual([
      1395, 1650, 612.4, 11240.18,
    ]);
  });
});
