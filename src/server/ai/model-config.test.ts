import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { modelFromConfig } from "./model-config";

describe("the optional model from the environment", () => {
  it("is none unless AI_BASE_URL and AI_MODEL are both set", () => {
    expect(modelFromConfig(loadConfig({}))).toBeUndefined();
    expect(modelFromConfig(loadConfig({ AI_BASE_URL: "http://localhost:11434/v1" }))).toBeUndefined();
    expect(modelFromConfig(loadConfig({ AI_MODEL: "llama3" }))).toBeUndefined();
  });

  it("takes the key and the time limit when given", () => {
    expect(modelFromConfig(loadConfig({ AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3" }))).toEqual({
      baseUrl: "http://localhost:11434/v1",
      model: "llama3",
    });
    expect(
      modelFromConfig(
        loadConfig({ AI_BASE_URL: "https://api.example.com/v1", AI_MODEL: "m", AI_API_KEY: "k", AI_TIMEOUT_MS: "5000" }),
      ),
    ).toEqual({ baseUrl: "https://api.example.com/v1", model: "m", apiKey: "k", timeoutMs: 5000 });
  });

  it("refuses a time limit that is not a number of milliseconds from 1,000", () => {
    for (const value of ["soon", "10", "-5", "1.5"])
      expect(() => loadConfig({ AI_TIMEOUT_MS: value }), value).toThrow(/AI_TIMEOUT_MS/);
  });
});
