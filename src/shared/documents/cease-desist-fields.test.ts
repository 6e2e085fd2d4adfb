import { describe, expect, it } from "vitest";
import { RESPONSE_DAYS_OPTIONS, responseDays } from "./cease-desist-fields";
import { defamationCeaseDesist } from "./defamation-cease-desist";
import { harassmentCeaseDesist } from "./harassment-cease-desist";
import { ipCeaseDesist } from "./ip-cease-desist";
import { englishMessage } from "./test-support/english-messages";

const parties = {
  sender_name: "Rosa Delgado",
  sender_address: "1450 SW 8th Street, Miami, FL 33135",
  recipient_name: "Carl Whitman",
  recipient_address: "77 Ocean Drive, Miami Beach, FL 33139",
};

describe.each([harassmentCeaseDesist, defamationCeaseDesist, ipCeaseDesist].map((kind) => [kind.kind, kind] as const))(
  "%s: sender and recipient",
  (_id, kind) => {
    it("opens with the same four sender and recipient fields, all required", () => {
      expect(kind.fields.slice(0, 4).map((field) => [field.name, "required" in field && field.required])).toEqual([
        ["sender_name", true],
        ["sender_address", true],
        ["recipient_name", true],
        ["recipient_address", true],
      ]);
      const result = kind.schema.safeParse({ ...parties, sender_name: "", recipient_address: " " });
      const messages = result.success
        ? []
        : result.error.issues.filter((issue) => issue.path[0] !== undefined && issue.path[0] in parties);
      expect(messages.map((issue) => [issue.path.join("."), englishMessage(issue.message)])).toEqual([
        ["sender_name", "This field is required"],
        ["recipient_address", "This field is required"],
      ]);
    });

    it("is a cease-and-desist letter of the cease-desist module", () => {
      expect(kind).toMatchObject({
        libraryType: "cease_desist",
        module: "cease-desist",
        caseType: "cease_desist",
        layout: "letter",
      });
    });
  },
);

describe("response days", () => {
  it("offers the spec's demand letter deadlines and reads them as numbers", () => {
    expect(RESPONSE_DAYS_OPTIONS.map(responseDays)).toEqual([7, 10, 14, 30]);
  });
});
