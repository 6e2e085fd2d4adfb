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
