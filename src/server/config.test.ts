import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("has defaults for everything", () => {
    expect(loadConfig({})).toEqual({
      PORT: 5000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      DATABASE_URL: undefined,
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      PUBLIC_ORIGIN: "http://localhost:5000",
    });
  });

  it("reads and converts the values given, ignoring unrelated variables", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/flc",
      DATABASE_URL: "postgresql://user:pw@db:5432/flc",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      AI_BASE_URL: "http://localhost:11434/v1",
      AI_MODEL: "llama3",
      HOME: "/root",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/flc",
      DATABASE_URL: "postgresql://user:pw@db:5432/flc",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      TRUST_PROXY: 1,
      AI_BASE_URL: "http://localhost:11434/v1",
      AI_MODEL: "llama3",
    });
    expect(config).not.toHaveProperty("HOME");
  });

  it.each([
    ["", false],
    ["false", false],
    ["0", false],
    ["true", 1],
    ["1", 1],
    ["2", 2],
    ["10.0.0.0/8", ["10.0.0.0/8"]],
    ["loopback, 10.1.2.3, fd00::/8", ["loopback", "10.1.2.3", "fd00::/8"]],
  ])("reads TRUST_PROXY=%j as %j (a hop count or proxy addresses)", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["yes", "11", "10.0.0.0/33", "10.0.0.1/8/2", "proxy.example", "1.2.3.4,", "-1"])(
    "refuses TRUST_PROXY=%j, saying what it may be",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, a number of proxy hops/);
    },
  );

  it.each([
    ["https://flc.example.org", "https://flc.example.org"],
    ["https://FLC.example.org/", "https://flc.example.org"],
    ["https://flc.example.org:443", "https://flc.example.org"],
    ["http://legal.example:8080", "http://legal.example:8080"],
    [" http://[::1]:5000 ", "http://[::1]:5000"],
  ])("Hardening 4: reads PUBLIC_ORIGIN=%j as the origin %j", (value, expected) => {
    expect(loadConfig({ PUBLIC_ORIGIN: value, NODE_ENV: "production" }).PUBLIC_ORIGIN).toBe(expected);
  });

  it.each([
    "flc.example.org",
    "ftp://flc.example.org",
    "https://flc.example.org/app",
    "https://flc.example.org/?a=1",
    "https://user:pw@flc.example.org",
    "https://flc.example.org#x",
  ])("Hardening 4: refuses PUBLIC_ORIGIN=%j with a message naming it", (value) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(
      /Invalid environment configuration:\n\s+PUBLIC_ORIGIN: must be the address people open/,
    );
  });

  it("Hardening 4: PUBLIC_ORIGIN defaults to the local address in development and test, and stays unset in production", () => {
    expect(loadConfig({ PORT: "8080" }).PUBLIC_ORIGIN).toBe("http://localhost:8080");
    expect(loadConfig({ NODE_ENV: "test", HOST: "127.0.0.1", PORT: "5001" }).PUBLIC_ORIGIN).toBe("http://localhost:5001");
    expect(loadConfig({ HOST: "192.168.1.20", PORT: "5000" }).PUBLIC_ORIGIN).toBe("http://192.168.1.20:5000");
    expect(loadConfig({ HOST: "fd00::5", PORT: "5000" }).PUBLIC_ORIGIN).toBe("http://[fd00::5]:5000");
    expect(loadConfig({ NODE_ENV: "production" }).PUBLIC_ORIGIN).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_ORIGIN: "" }).PUBLIC_ORIGIN).toBeUndefined();
  });

  it("treats empty DATABASE_URL and AI_BASE_URL as not set", () => {
    const config = loadConfig({ DATABASE_URL: "", AI_BASE_URL: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.AI_BASE_URL).toBeUndefined();
  });

  it.each([["abc"], ["0"], ["65536"], ["80.5"], ["-1"]])("refuses PORT=%s with a message naming PORT", (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/Invalid environment configuration:\n\s+PORT: /);
  });

  it("refuses a DATABASE_URL that is not a PostgreSQL URL, saying why", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://root@localhost/flc" })).toThrow(
      /DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//,
    );
    expect(() => loadConfig({ DATABASE_URL: "localhost:5432" })).toThrow(/DATABASE_URL/);
  });

  it("refuses unknown enum values and bad URLs, naming each variable at once", () => {
    let message = "";
    try {
      loadConfig({ PORT: "abc", NODE_ENV: "staging", LOG_LEVEL: "loud", TRUST_PROXY: "yes", AI_BASE_URL: "not a url" });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ["PORT", "NODE_ENV", "LOG_LEVEL", "TRUST_PROXY", "AI_BASE_URL"]) {
      expect(message).toMatch(new RegExp(`^\\s+${name}: `, "m"));
    }
  });
});
