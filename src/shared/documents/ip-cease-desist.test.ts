import { describe, expect, it } from "vitest";
import { ipCeaseDesist } from "./ip-cease-desist";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  sender_name: "Tomas Rivera",
  sender_address: "88 Bayshore Drive, Sarasota, FL 34236",
  recipient_name: "Sunny Prints LLC",
  recipient_address: "200 Main Street, Bradenton, FL 34205",
  ip_type: "copyright",
  ip_description: 'My photograph "Sunrise over Sarasota Bay".',
  infringement_description: "Printed on T-shirts.",
  response_days: "days_14",
};

const { errors, itRequires, itAcceptsOnlyOptions } = fieldChecks(ipCeaseDesist, valid);

describe("IP letter fields", () => {
  itRequires(["ip_type", "ip_description", "infringement_description", "response_days"]);

  it.each(["trademark", "copyright", "trade_secret", "patent"])("takes %s as a kind of property", (ipType) => {
    expect(errors({ ...valid, ip_type: ipType })).toEqual({});
  });

  itAcceptsOnlyOptions([
    ["ip_type", "Domain name"],
    ["response_days", "1 day"],
  ]);

  it("keeps the registration number optional and short", () => {
    expect(ipCeaseDesist.schema.parse(valid).registration_number).toBeUndefined();
    expect(errors({ ...valid, registration_number: "1".repeat(61) })).toEqual({
      registration_number: ["Please use at most 60 characters"],
    });
  });
});
