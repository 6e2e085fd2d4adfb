import { describe, expect, it } from "vitest";
import { tellLabelLines, tellLine } from "./letter-header";
import { countText } from "./readability";
import { parseBlocks } from "./sentences";
import { translateText } from "./translate";

describe("label lines told as sentences", () => {
  it("tells what a label means, with its value as written", () => {
    expect(tellLine("Case No.: 2026-CC-018734")).toBe("The case number is 2026-CC-018734.");
    expect(tellLine("CASE NO.: 50-2026-CC-012345-XXXA-MB")).toBe("The case number is 50-2026-CC-012345-XXXA-MB.");
    expect(tellLine("Dated: March 4, 2026")).toBe("It is dated March 4, 2026.");
    expect(tellLine("May 11, 2026")).toBe("It is dated May 11, 2026.");
    expect(tellLine("TO: Yolanda Reyes")).toBe("It is sent to Yolanda Reyes.");
    expect(tellLine("From: Sunbelt Residential Management, LLC, as agent for the owner")).toBe(
      "It is from Sunbelt Residential Management, LLC, as agent for the owner.",
    );
    expect(tellLine("Re: Second Notice of Violation - Lot 112")).toBe("It is about Second Notice of Violation - Lot 112.");
    expect(tellLine("By: Hector Villanueva, Property Manager")).toBe("It is signed by Hector Villanueva, Property Manager.");
    expect(tellLine("VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED")).toBe(
      "It was sent by certified mail, return receipt requested.",
    );
    expect(tellLine("Landlord: Tarpon Springs Rental Homes, LLC")).toBe("The Landlord is Tarpon Springs Rental Homes, LLC.");
    expect(tellLine("Home (premises): 412 Sponge Harbor Lane, Tarpon Springs, Florida 34689")).toBe(
      "The home (premises) is at 412 Sponge Harbor Lane, Tarpon Springs, Florida 34689.",
    );
    expect(tellLine("Division: J")).toBe("The division is J.");
    expect(tellLine("Date and Time of Tow: September 30, 2027, 11:42 p.m.")).toBe(
      "The date and time of tow is September 30, 2027, 11:42 p.m.",
    );
  });

  it("tells a court's caption, an amount's label and a witness as sentences", () => {
    expect(tellLine("IN THE COUNTY COURT IN AND FOR HILLSBOROUGH COUNTY, FLORIDA")).toBe(
      "This case is in the County Court for Hillsborough County, Florida.",
    );
    expect(tellLine("IN THE COUNTY COURT OF THE NINTH JUDICIAL CIRCUIT")).toBe(
      "This case is in the County Court of the Ninth Judicial Circuit.",
    );
    expect(tellLine("IN AND FOR PALM BEACH COUNTY, FLORIDA")).toBe("It is for Palm Beach County, Florida.");
    expect(tellLine("SMALL CLAIMS / LANDLORD-TENANT DIVISION")).toBe("It is in the Small Claims / Landlord-Tenant Division.");
    expect(tellLine("Late fees: $50.00")).toBe("Late fees are $50.00.");
    expect(tellLine("Total amount due: $2,461.62")).toBe("Total amount due is $2,461.62.");
    expect(tellLine("Interest accrued through November 15, 2027: $41.62")).toBe(
      "Interest accrued through November 15, 2027 is $41.62.",
    );
    expect(tellLine("Witness: Harold Jimenez, 45 Coconut Drive, Sarasota, Florida 34236")).toBe(
      "Harold Jimenez, 45 Coconut Drive, Sarasota, Florida 34236 signed as a witness.",
    );
    expect(tellLine("Witnesses: Harold Finch and Leticia Moreau")).toBe("Harold Finch and Leticia Moreau signed as witnesses.");
  });

  it("leaves alone a label whose meaning is not certain, a heading, and a line that is already a sentence", () => {
    for (const line of [
      "Towed From: Riverside Commons Apartments",
      "Member Services: 1-800-555-0191",
      "Dear Carmen Ortega:",
      "DEFENDANT'S NAME AND ADDRESS:",
      "CERTIFICATE OF SERVICE",
      "Date: upon signing",
      "2210 Northwest 7th Street, Unit 5",
      "Re: Notice of Proposed Fine and Opportunity for Hearing - Lot 47",
      "Phone: (850) 555-0117",
      "As of April 30, 2028, you owed: $2,316.48",
      "Witness: ______________________",
      "IN THE MATTER OF THE ESTATE OF JOHN DOE",
    ]) {
      expect(tellLine(line), line).toBeUndefined();
    }
    const blocks = parseBlocks("Re: Lot 118, Palmetto Ridge.\n\nCase No.: 2026-CC-1");
    expect(tellLabelLines(blocks).map((block) => block.told)).toEqual([undefined, "The case number is 2026-CC-1."]);
  });

  it("makes a letter's head full sentences in the plain version, each value kept", () => {
    const paper = [
      "NOTICE OF LATE RENT",
      "Date: March 4, 2026",
      "TO: Yolanda Reyes",
      "2210 Northwest 7th Street, Unit 5",
      "Miami, Florida 33125",
      "You owe $1,425.00 for March 2026. Please pay it by March 9, 2026.",
    ].join("\n");
    const plain = translateText(paper).simplifiedContent;
    expect(plain).toContain("It is dated March 4, 2026.");
    expect(plain).toContain("It is sent to Yolanda Reyes.");
    expect(plain).toContain("2210 Northwest 7th Street, Unit 5");
    expect(plain).toContain("Miami, Florida 33125");
    // The title (head-lines.ts), the date, the name and each address line (contact-lines.ts) are sentences of their own.
    expect(plain).toContain("This is a notice of late rent.");
    expect(plain).toContain("Miami, Florida 33125.");
    expect(countText(plain, "full stop").sentences).toBe(7);
    expect(countText(paper, "full stop").sentences).toBe(2);
  });
});
