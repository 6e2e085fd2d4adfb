import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { addLawSummaries } from "@shared/content/law-summary-catalogs";
import { evictionAnswer } from "@shared/documents/eviction-answer";
import { fieldValues } from "@shared/documents/field-text";
import { printedOptionWords, type FieldDefinition } from "@shared/documents/fields";
import { DOCUMENT_KINDS } from "@shared/documents/registry";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { asksForWords, paperWordsOf, readsOtherThanPapers } from "./paper-words";

const field = (name: string): FieldDefinition => evictionAnswer.fields.find((candidate) => candidate.name === name)!;

describe("the English words beside a printed option", () => {
  it("are shown to a reader in another language than the papers'", () => {
    expect(readsOtherThanPapers("es")).toBe(true);
    expect(readsOtherThanPapers("en")).toBe(false);
    expect(readsOtherThanPapers("en-XA")).toBe(false);
  });

  it("are the English label of an option the paper prints", () => {
    expect(paperWordsOf(field("defenses"), "Aviso incorrecto", "Improper notice")).toBe("Improper notice");
  });

  it("are what the paper prints: a defense's name where it is not the option's English label", () => {
    const english = () => "Habitability issues";
    expect(
      paperWordsOf(
        field("defenses"),
        "Problemas de habitabilidad",
        printedOptionWords(field("defenses"), "habitability", english),
      ),
    ).toBe("Failure to maintain the premises");
    expect(printedOptionWords(field("county"), "duval", () => "Duval")).toBe("Duval");
  });

  it("are not shown for an option that only steers the paper, or when they say the same as her label", () => {
    expect(paperWordsOf(field("counterclaim"), "Sí", "Yes")).toBeUndefined();
    expect(paperWordsOf(field("county"), "Miami-Dade", "Miami-Dade")).toBeUndefined();
    expect(paperWordsOf(field("defenses"), "Discrimination", "Discrimination")).toBeUndefined();
    expect(paperWordsOf(field("defenses"), "Aviso incorrecto", undefined)).toBeUndefined();
  });

  it("are marked only on choice fields", () => {
    for (const kind of DOCUMENT_KINDS) {
      for (const definition of kind.fields as readonly FieldDefinition[]) {
        if ("printed" in definition)
          expect(["select", "radio", "checkbox"], `${kind.kind}.${definition.name}`).toContain(definition.type);
      }
    }
  });
});

describe("the note about writing in English", () => {
  it("comes with a step that asks for typed words, not with one that asks for an address, an e-mail or a date", () => {
    expect(asksForWords([field("response_details")])).toBe(true);
    expect(asksForWords([field("tenant_name")])).toBe(true);
    expect(asksForWords([field("property_address"), field("tenant_email"), field("tenant_phone"), field("service_date")])).toBe(
      false,
    );
    expect(asksForWords([field("defenses"), field("rent_alleged")])).toBe(false);
  });
});

describe("the law's sentences in a field's help", () => {
  it("follow the reader's language, and stay English for the papers", () => {
    const spanish = JSON.parse(readFileSync(new URL("../../../locales/es/law.json", import.meta.url), "utf8")) as Record<
      string,
      Record<string, string>
    >;
    addLawSummaries("es", spanish);
    const rentDeposit = field("rent_deposit");
    expect(fieldValues(evictionAnswer, rentDeposit, "es").summary).toBe(spanish.LANDLORD_TENANT!.evictionRentDepositRequired);
    expect(fieldValues(evictionAnswer, rentDeposit, "en").summary).toBe(LANDLORD_TENANT.evictionRentDepositRequired.summary);
    expect(fieldValues(evictionAnswer, rentDeposit, "en").summary).not.toBe("");
    expect(fieldValues(evictionAnswer, rentDeposit, "es")).toMatchObject({ days: evictionAnswer.values?.days });
  });
});
