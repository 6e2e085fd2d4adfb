import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { linkTarget } from "./link-target";
import { UntrustedMarkdown } from "./untrusted-markdown";

const html = (text: string) => renderToStaticMarkup(createElement(UntrustedMarkdown, { text }));

describe("Hardening, smaller: Markdown links", () => {
  it("Hardening, smaller: '//evil.example' (protocol-relative) is not an internal link, nor any link", () => {
    for (const href of ["//evil.example", "/\\evil.example", "/\t/evil.example", "//evil.example/cases"]) {
      expect(linkTarget(href), JSON.stringify(href)).toBe("none");
    }
    expect(html("[Your cases](//evil.example)")).not.toContain("href");
    expect(html("See [your cases](//evil.example) now.")).not.toContain("href");
    expect(html("See [your cases](</\\evil.example>) now.")).not.toContain("href");
  });

  it("Hardening, smaller: pages of the app and other sites keep their links", () => {
    expect(linkTarget("/cases")).toBe("app");
    expect(linkTarget("/terms#cookies")).toBe("app");
    expect(linkTarget("/")).toBe("app");
    expect(linkTarget("https://www.flcourts.gov")).toBe("external");
    expect(linkTarget("mailto:help@example.org")).toBe("external");
    expect(linkTarget("javascript:alert(1)")).toBe("none");
    expect(html("See [your cases](/cases).")).toContain('href="/cases"');
    expect(html("See [the courts](https://www.flcourts.gov).")).toContain('href="https://www.flcourts.gov" class="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900" target="_blank" rel="noreferrer"');
  });
});
