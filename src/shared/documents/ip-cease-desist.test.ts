import { describe, expect, it } from "vitest";
import { ipCeaseDesist } from "./ip-cease-desist";

const valid = {
  sender_name: "Tomas Rivera",
  sender_address: "88 Bayshore Drive, Sarasota, FL 34236",
  recipient_name: "Sunny Prints LLC",
  recipient_address: "200 Main Street, Bradenton, FL 34205",
  ip_type: "Copyright",
  ip_description: "My photograph \"Sunrise over Sarasota Bay\".",
  infringement_description: "Printed on T-shirts.",
  response_days: "14 days",
};

function errors(input: Record<string, unknown>): Record<string, string[]> {
  const result = ipCeaseDesist.schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("IP letter fields", () => {
  it.each(["ip_type", "ip_description", "infringement_description", "response_days"])("requires %s", (name) => {
    expect(errors({ ...valid, [name]: "" })).toEqual({ [name]: ["This field is required"] });
  });

  it.each(["Trademark", "Copyright", "Trade Secret", "Patent"])("takes %s as a kind of property", (ipType) => {
    expect(errors({ ...valid, ip_type: ipType })).toEqual({});
  });

  it.each([
    ["ip_type", "Domain name"],
    ["response_days", "1 day"],
  ])("accepts only the options of %s", (name, value) => {
    expect(errors({ ...valid, [name]: value })).toEqual({ [name]: ["Please choose one of the options"] });
  });

  it("keeps the registration number optional and short", () => {
    expect(ipCeaseDesist.schema.parse(valid).registration_number).toBeUndefined();
    expect(errors({ ...valid, registration_number: "1".repeat(61) })).toEqual({
      registration_number: ["Please use at most 60 characters"],
    });
  });
});
