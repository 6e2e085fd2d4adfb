/**
 * Options are stored by code; the API also takes an option's exact English label, as the spec's clients send it,
 * and stores the code. Field errors keep the spec's English messages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const postDocument = (templateData: Record<string, unknown>) =>
  maria.request({
    method: "POST",
    url: "/api/documents",
    payload: { title: "Answer", type: "small_claims_answer", format: "pdf", templateData },
  });

const answer = SAMPLE_ANSWERS.small_claims_answer;

describe("POST /api/documents with options", () => {
  it("stores codes sent as codes", async () => {
    const response = await postDocument(answer);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().templateData).toMatchObject({
      county: "leon",
      admit_deny: "admit_some",
      affirmative_defenses: ["payment", "statute_of_limitations"],
      counterclaim: "yes",
    });
  });

  it("takes the English labels the spec's clients send and stores their codes", async () => {
    const response = await postDocument({
      ...answer,
      county: "Leon",
      admit_deny: "Admit some deny others",
      affirmative_defenses: ["Payment", "statute_of_limitations", "Accord and Satisfaction"],
      counterclaim: "Yes",
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json().templateData;
    expect(stored).toMatchObject({
      county: "leon",
      admit_deny: "admit_some",
      affirmative_defenses: ["payment", "statute_of_limitations", "accord_and_satisfaction"],
      counterclaim: "yes",
      counterclaim_amount: 450,
    });
    const download = await maria.request({ method: "GET", url: `/api/documents/${response.json().id}/download` });
    expect(download.statusCode).toBe(200);
  });

  it("takes labels that print the law's figures, as the form shows them", async () => {
    const response = await maria.request({
      method: "POST",
      url: "/api/documents",
      payload: {
        title: "Notice",
        type: "landlord_notice",
        templateData: { ...SAMPLE_ANSWERS.landlord_notice, notice_type: "3-Day Notice to Pay Rent", county: "Miami-Dade" },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().templateData).toMatchObject({ notice_type: "pay_rent", county: "miami_dade" });
  });

  it("refuses what is neither a code nor an exact label, with the spec's English messages", async () => {
    const response = await postDocument({
      ...answer,
      county: "leon county",
      admit_deny: "admit some deny others",
      plaintiff_name: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      county: ["Please choose one of the options"],
      admit_deny: ["Please choose one of the options"],
      plaintiff_name: ["This field is required"],
    });
    expect(response.json().message).toBe("county: Please choose one of the options");
  });

  it("says an unknown kind in English", async () => {
    const response = await maria.request({
      method: "POST",
      url: "/api/documents",
      payload: { title: "X", type: "motion", templateData: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Unknown document kind", fieldErrors: { type: ["Unknown document kind"] } });
  });
});

describe("POST /api/cases formData with options", () => {
  it("stores the codes of the labels its kinds know, and keeps everything else as sent", async () => {
    const response = await maria.request({
      method: "POST",
      url: "/api/cases",
      payload: {
        title: "Roof",
        type: "small_claims",
        formData: {
          county: "Miami-Dade",
          attachments: ["Photos", "lease", "A napkin"],
          plaintiff_name: "Maria Lopez",
          note: "Yes",
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().formData).toEqual({
      county: "miami_dade",
      attachments: ["photos", "lease", "A napkin"],
      plaintiff_name: "Maria Lopez",
      note: "Yes",
    });
  });
});
