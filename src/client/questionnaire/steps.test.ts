import { describe, expect, it } from "vitest";
import type { FieldDefinition } from "@shared/documents/fields";
import { DOCUMENT_KINDS } from "@shared/documents/registry";
import { answered, clampStep, firstStepAsking, kindSteps, layoutSteps, positionOf, shownFields, wizardSteps } from "./steps";

const text = (name: string): FieldDefinition => ({ name, type: "text", required: true });
const choice = (name: string): FieldDefinition => ({ name, type: "radio", required: true, options: ["yes", "no"] });
const onlyIf = (name: string, field: string, equals: string): FieldDefinition => ({ ...text(name), when: { field, equals } });
const names = (steps: FieldDefinition[][]) => steps.map((step) => step.map((field) => field.name));

describe("wizard steps", () => {
  it("puts 3 questions in a step", () => {
    expect(names(wizardSteps(["a", "b", "c", "d"].map(text), {}))).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("shows a conditional question in the step of its question when there is room, otherwise in the next step", () => {
    const fields = [
      text("a"),
      text("b"),
      text("c"),
      choice("d"),
      onlyIf("d_details", "d", "yes"),
      text("e"),
      text("f"),
      text("g"),
    ];
    expect(names(wizardSteps(fields, { d: "no" }))).toEqual([["a", "b", "c"], ["d", "e", "f"], ["g"]]);
    expect(names(wizardSteps(fields, { d: "yes" }))).toEqual([
      ["a", "b", "c"],
      ["d", "e", "f"],
      ["d_details", "g"],
    ]);
    const roomy = [text("a"), text("b"), text("c"), choice("d"), onlyIf("d_details", "d", "yes")];
    expect(names(wizardSteps(roomy, { d: "yes" }))).toEqual([
      ["a", "b", "c"],
      ["d", "d_details"],
    ]);
  });

  it("opens the next step with a conditional question whose question fills its step", () => {
    const fields = [text("a"), text("b"), choice("c"), onlyIf("c_details", "c", "yes"), text("d")];
    expect(names(wizardSteps(fields, { c: "yes" }))).toEqual([
      ["a", "b", "c"],
      ["c_details", "d"],
    ]);
    expect(names(wizardSteps(fields, { c: "no" }))).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("brings a conditional question placed far below its question up to the step after it", () => {
    const fields = [
      choice("kind"),
      text("a"),
      text("b"),
      text("c"),
      text("d"),
      text("e"),
      text("f"),
      onlyIf("rent", "kind", "rent"),
    ];
    expect(names(wizardSteps(fields, { kind: "rent" }))).toEqual([["kind", "a", "b"], ["c", "d", "e", "rent"], ["f"]]);
    expect(names(wizardSteps(fields, { kind: "other" }))).toEqual([["kind", "a", "b"], ["c", "d", "e"], ["f"]]);
  });

  it("hides a question that depends on a conditional question when that one is not asked", () => {
    const fields = [choice("paid"), { ...choice("how"), when: { field: "paid", equals: "yes" } }, onlyIf("amount", "how", "yes")];
    expect(names(wizardSteps(fields, { paid: "yes", how: "yes" }))).toEqual([["paid", "how", "amount"]]);
    expect(names(wizardSteps(fields, { paid: "no", how: "yes" }))).toEqual([["paid"]]);
  });

  it("keeps a conditional question after the last full step in the last step, so Generate Document stays the last button", () => {
    const fields = [text("a"), text("b"), choice("c"), onlyIf("c_details", "c", "yes")];
    expect(names(wizardSteps(fields, { c: "no" }))).toEqual([["a", "b", "c"]]);
    expect(names(wizardSteps(fields, { c: "yes" }))).toEqual([["a", "b", "c", "c_details"]]);
  });

  it("never changes the number of steps or the steps before a conditional question, for any catalog kind and answer", () => {
    for (const kind of DOCUMENT_KINDS) {
      const fields: readonly FieldDefinition[] = kind.fields;
      const layout = layoutSteps(fields);
      const controllers = fields.flatMap((field) => (field.when ? [field.when] : []));
      for (const when of controllers) {
        const shown = wizardSteps(fields, { [when.field]: when.equals });
        const hidden = wizardSteps(fields, { [when.field]: "" });
        expect(shown.length, kind.kind).toBe(layout.length);
        expect(hidden.length, kind.kind).toBe(layout.length);
        const controllerStep = layout.findIndex((step) => step.some((field) => field.name === when.field));
        const dependentSteps = layout.flatMap((step, index) =>
          step.some((field) => field.when?.field === when.field && field.when?.equals === when.equals) ? [index] : [],
        );
        for (const index of dependentSteps) expect([controllerStep, controllerStep + 1], kind.kind).toContain(index);
        expect(names(shown.slice(0, controllerStep)), kind.kind).toEqual(names(hidden.slice(0, controllerStep)));
        expect(
          hidden.every((step) => step.length > 0),
          `${kind.kind}: no empty step`,
        ).toBe(true);
      }
    }
  });
});

describe("the questionnaire engine's steps", () => {
  const fields = [text("a"), text("b"), choice("c"), onlyIf("c_details", "c", "yes"), text("d")];

  it("ends a kind's questionnaire with the review, after its question steps", () => {
    const steps = kindSteps(fields, { c: "yes" });
    expect(steps.map((step) => step.id)).toEqual(["step-1", "step-2", "review"]);
    expect(names(steps.map((step) => [...step.fields]))).toEqual([["a", "b", "c"], ["c_details", "d"], []]);
    expect(steps.at(-1)?.review).toBe(true);
  });

  it("shows the questions of a step that are asked with these answers", () => {
    const step = { id: "two", fields: [onlyIf("c_details", "c", "yes"), text("d")] };
    expect(shownFields(step, { c: "yes" }, fields).map((field) => field.name)).toEqual(["c_details", "d"]);
    expect(shownFields(step, { c: "no" }, fields).map((field) => field.name)).toEqual(["d"]);
    expect(shownFields(undefined, {}, fields)).toEqual([]);
  });

  it("keeps a saved step inside the steps there are, and says Step N of M and how far along she is", () => {
    expect(clampStep(7, 3)).toBe(2);
    expect(clampStep(-1, 3)).toBe(0);
    expect(clampStep(Number.NaN, 3)).toBe(0);
    expect(positionOf(1, 4)).toEqual({ number: 2, count: 4, done: 0.25 });
    expect(positionOf(9, 4)).toEqual({ number: 4, count: 4, done: 0.75 });
  });

  it("finds the first step asking a question with a problem", () => {
    const steps = kindSteps(fields, { c: "yes" });
    expect(firstStepAsking(steps, ["d", "a"])).toBe(0);
    expect(firstStepAsking(steps, ["c_details"])).toBe(1);
    expect(firstStepAsking(steps, ["nowhere"])).toBeUndefined();
  });

  it("keeps the answers worth saving: no blanks, no empty lists", () => {
    expect(answered({ a: "x", b: "", c: [], d: ["y"], e: undefined, f: 0 })).toEqual({ a: "x", d: ["y"], f: 0 });
  });
});
