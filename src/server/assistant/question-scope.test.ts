/**
 * Referred and out-of-scope subjects named apart (scope.yml's referredTogether and outOfScopeTogether, the shape of
 * answeredTogether), and a not-covered subject named beside an ask a passage answers surely.
 */
import { describe, expect, it } from "vitest";
import { knowledgeBase } from "./knowledge-base";
import { answerLocally } from "./local-engine";
import { questionScope } from "./question-scope";

const scopeOf = (question: string, language: "en" | "es") => questionScope(question, knowledgeBase(language).scope);

describe("subjects referred or declined when named apart", () => {
  it("declines an HOA or condo association with the dues she owes, its fines, liens or foreclosure", () => {
    expect(scopeOf("the HOA says i owe $2,000 and they put a lien on my condo", "en").kind).toBe("out_of_scope");
    expect(scopeOf("my condo association fined me for my car, can they foreclose", "en").kind).toBe("out_of_scope");
    expect(scopeOf("El HOA dice que debo $3,000 de cuotas. ¿Me pueden quitar la casa?", "es").kind).toBe("out_of_scope");
    expect(scopeOf("la asociacion de propietarios me multo por la cerca", "es").kind).toBe("out_of_scope");
  });

  it("keeps the association's own small claim for dues, which the knowledge base answers", () => {
    expect(scopeOf("our homeowners association is owed dues, can we sue in small claims", "en").kind).toBe("florida_civil");
  });

  it("refers a rented building or house named with its sale, in either order", () => {
    expect(scopeOf("the building i rent in just got sold, what happens to my lease", "en")).toEqual({
      kind: "referred",
      area: "notCovered",
    });
    expect(scopeOf("vendieron el edificio, que pasa con mi contrato", "es")).toEqual({ kind: "referred", area: "notCovered" });
  });

  it("answers what she asks beside a sale when a passage answers it surely, and refers what she asks about the sale", () => {
    const notice = answerLocally(
      "el dueño vendio el edificio y el nuevo dueño dice que me tengo que ir en 15 dias, alquilo un apartamento, pago mes a mes, cuanto aviso me tienen que dar?",
      "es",
    );
    expect(notice.scope).toBe("florida_civil");
    expect(notice.sources).toContain("Fla. Stat. § 83.57(3)");
    expect(answerLocally("my doctor misdiagnosed me. can i sue for malpractice?").scope).toBe("referred");
    expect(answerLocally("how do i sue the county government, their truck hit my car").scope).toBe("referred");
  });
});
