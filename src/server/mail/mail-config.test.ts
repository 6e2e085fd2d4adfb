import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

describe("SMTP_URL and MAIL_FROM", () => {
  it("are optional: without them there is no e-mail", () => {
    const config = loadConfig({ SMTP_URL: "", MAIL_FROM: "" });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBeUndefined();
  });

  it("take smtp:// and smtps:// addresses, and want MAIL_FROM with SMTP_URL", () => {
    expect(loadConfig({ SMTP_URL: "smtps://user:secret@mail.example.org:465", MAIL_FROM: "FLC <r@example.org>" }).SMTP_URL).toBe(
      "smtps://user:secret@mail.example.org:465",
    );
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.org" })).toThrow(/MAIL_FROM: must be set with SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.org", MAIL_FROM: "r@example.org" })).toThrow(
      /SMTP_URL: must be smtp:/,
    );
  });
});
