import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "./passwords";

describe("hashPassword", () => {
  it("produces scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key, never the password", async () => {
    const stored = await hashPassword("correct horse");
    const [scheme, cost, blockSize, parallelism, salt, key, ...rest] = stored.split("$");
    expect(scheme).toBe("scrypt");
    expect(Number(cost)).toBeGreaterThanOrEqual(16384);
    expect([blockSize, parallelism]).toEqual(["8", "1"]);
    expect(Buffer.from(salt!, "base64")).toHaveLength(16);
    expect(Buffer.from(key!, "base64")).toHaveLength(64);
    expect(rest).toEqual([]);
    expect(stored).not.toContain("correct horse");
  });

  it("is real scrypt: the key matches node's scrypt for the stored salt and parameters", async () => {
    const stored = await hashPassword("pa55word!");
    const [, cost, blockSize, parallelism, salt, key] = stored.split("$");
    const expected = scryptSync("pa55word!", Buffer.from(salt!, "base64"), 64, {
      N: Number(cost),
      r: Number(blockSize),
      p: Number(parallelism),
    });
    expect(key).toBe(expected.toString("base64"));
  });

  it("uses a new salt each time: one password gives different hashes", async () => {
    const [a, b] = await Promise.all([hashPassword("same-password"), hashPassword("same-password")]);
    expect(a).not.toBe(b);
    expect(a.split("$")[4]).not.toBe(b.split("$")[4]);
    expect(await verifyPassword("same-password", a)).toBe(true);
    expect(await verifyPassword("same-password", b)).toBe(true);
  });
});

describe("verifyPassword", () => {
  it("accepts the right password and refuses others", async () => {
    const stored = await hashPassword("Secret-123 ünïcødé");
    expect(await verifyPassword("Secret-123 ünïcødé", stored)).toBe(true);
    expect(await verifyPassword("secret-123 ünïcødé", stored)).toBe(false);
    expect(await verifyPassword("Secret-123 ünïcødé ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuses stored values that are not scrypt hashes, even the password itself in plain text", async () => {
    expect(await verifyPassword("plain", "plain")).toBe(false);
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$16384$8$1$c2FsdA==$a2V5")).toBe(false);
    expect(await verifyPassword("x", "scrypt$16384$8$1$$")).toBe(false);
  });

  it("refuses a hash whose key was tampered with", async () => {
    const stored = await hashPassword("tamper-me");
    const parts = stored.split("$");
    const key = Buffer.from(parts[5]!, "base64");
    key[0] = key[0]! ^ 0xff;
    parts[5] = key.toString("base64");
    expect(await verifyPassword("tamper-me", parts.join("$"))).toBe(false);
  });

  it("has a dummy hash for unknown e-mails that is a valid scrypt hash nobody can match", async () => {
    const dummy = await DUMMY_PASSWORD_HASH;
    expect(dummy).toMatch(/^scrypt\$/);
    expect(await verifyPassword("secret123", dummy)).toBe(false);
  });
});
