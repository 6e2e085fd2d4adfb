/**
 * On two or three pages, a line of the paper that happens to stand in the same place on every page, just above the
 * real footer, stays: it reads as part of a sentence. The footer and the page numbers still go.
 */
import { describe, expect, it } from "vitest";
import { withoutPageFurniture } from "./page-furniture";

const BODIES = [
  [
    "Tenant must pay the rent of $1,200.00 on the first day of each month.",
    "Landlord may charge a late fee if the rent is late,",
  ],
  ["Tenant must keep the home clean and must not disturb the neighbors.", "Tenant must pay for any damage beyond normal wear,"],
  ["Landlord must give 24 hours' notice before entering for repairs.", "Tenant must allow entry for repairs and inspections,"],
];

function pages(count: number, lastLine: string): string[] {
  return BODIES.slice(0, count).map((body, page) =>
    ["Bayshore Rentals, LLC", ...body, lastLine, "Form 7.310", `Page ${page + 1} of ${count}`].join("\n"),
  );
}

describe("a repeated line just above the footer on two or three pages", () => {
  it.each([2, 3])("stays on each of %i pages when it reads as part of a sentence", (count) => {
    const text = withoutPageFurniture(pages(count, "as stated in the terms of the Lease."));
    expect(text.match(/as stated in the terms of the Lease\./g)).toHaveLength(count);
    expect(text).not.toContain("Form 7.310");
    expect(text).not.toMatch(/Page \d of \d/);
    expect(text.match(/Bayshore Rentals, LLC/g)).toHaveLength(1);
  });

  it.each([2, 3])("goes on each of %i pages when it stands alone like a footer", (count) => {
    const text = withoutPageFurniture(pages(count, "Tenant's Initials ______"));
    expect(text).not.toContain("Tenant's Initials");
  });
});
