import { describe, expect, it } from "vitest";
import type { FieldDefinition } from "@shared/documents/fields";
import { DOCUMENT_KINDS } from "@shared/documents/registry";
import { layoutSteps, wizardSteps } from "./wizard-steps";

const text = (name: string): FieldDefinition => ({ name, type: "text", required: true });
const choice = (name: string): FieldDefinition => ({ name, type: "radio", required: true, options: ["yes", "no"] });
const onlyIf = (name: string, field: string, equals: string): FieldDefinition => ({ ...text(name), when: { field, equals } });
const names = (steps: FieldDefinition[][]) => steps.map((step) => step.map((field) => field.name));

describe("wizard steps", () => {
  it("puts 3 questions in a step", () => {
    expect(names(wizardSteps(["a", "b", "c", "d"].map(text), {}))).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("shows a conditional question in the step of its question when there is room, otherwise in the next step", () => {
    const fields = [text("a"), text("b"), text("c"), choice("d"), onlyIf("d_details", "d", "yes"), text("e"), text("f"), text("g")];
    expect(names(wizardSteps(fields, { d: "no" }))).toEqual([["a", "b", "c"], ["d", "e", "f"], ["g"]]);
    expect(names(wizardSteps(fields, { d: "yes" }))).toEqual([["a", "b", "c"], ["d", "e", "f"], ["d_details", "g"]]);
    const roomy = [text("a"), text("b"), text("c"), choice("d"), onlyIf("d_details", "d", "yes")];
    expect(names(wizardSteps(roomy, { d: "yes" }))).toEqual([["a", "b", "c"], ["d", "d_details"]]);
  });

  it("opens the next step with a conditional question whose question fills its step", () => {
    const fields = [text("a"), text("b"), choice("c"), onlyIf("c_details", "c", "yes"), text("d")];
    expect(names(wizardSteps(fields, { c: "yes" }))).toEqual([["a", "b", "c"], ["c_details", "d"]]);
    expect(names(wizardSteps(fields, { c: "no" }))).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("brings a conditional question placed far below its question up to the step after it", () => {
    const fields = [choice("kind"), text("a"), text("b"), text("c"), text("d"), text("e"), text("f"), onlyIf("rent", "kind", "rent")];
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
        expect(hidden.every((step) => step.length > 0), `${kind.kind}: no empty step`).toBe(true);
      }
    }
  });
});
