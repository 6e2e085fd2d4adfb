/**
 * Living will in the words of Florida's suggested form (§ 765.303): the declaration, an initial line next to each
 * condition it covers, the direction chosen about life-prolonging procedures, food and water through a tube or
 * IV, any other instructions, the optional surrogate, and the signing before two witnesses (§ 765.302; no notary).
 */
import { LIFE_PROLONGING_OPTIONS, livingWill, NUTRITION_OPTIONS } from "@shared/documents/living-will";
import { LIVING_WILL } from "@shared/florida/law";
import { formatDate } from "@shared/i18n/format";
import { articles, initialLines, instrumentTitle, type Article } from "../layout/instrument";
import { instructionsPages } from "../layout/instructions";
import type { DocumentRenderer } from "../renderer";
import { oneLine } from "../typed-text";
import { statuteInText } from "./statute-in-text";
import {
  copiesAndChanges,
  directiveInstructionsIntro,
  howToSignDirective,
  personLines,
  signDirective,
} from "./advance-directive-parts";
import { instructionsText } from "../instructions-text";
import { englishKindTitle } from "../english-catalog";

const form = LIVING_WILL.form.value;
const instructions = instructionsText("living_will");
const [WITHHOLD, ALL, LIMITED] = LIFE_PROLONGING_OPTIONS;
const TUBE = "food and water given through a tube or a vein (artificially provided sustenance and hydration)";

function direction(choice: string): string {
  if (choice === WITHHOLD) return form.direction;
  if (choice === ALL) {
    return (
      "I direct that all life-prolonging procedures that are medically appropriate be used to keep me alive, " +
      "together with medication and care for my comfort and to ease pain."
    );
  }
  return (
    "I direct that life-prolonging procedures be withheld, withdrawn or used only as I state below in my " +
    "instructions about life-prolonging procedures, and that I always be given medication and any procedure " +
    "needed for my comfort or to ease pain."
  );
}

function nutrition(choice: string, specifications: string | undefined): string[] {
  const rule = LIVING_WILL.lifeProlongingIncludesTubeFeeding.citation;
  if (choice === NUTRITION_OPTIONS[0]) {
    return [
      `The law treats ${TUBE} as a life-prolonging procedure (${statuteInText(rule)}). Under the circumstances set forth ` +
        "above, I direct that it be withheld or withdrawn, and that I be kept comfortable.",
    ];
  }
  if (choice === NUTRITION_OPTIONS[1]) {
    return [
      `I direct that ${TUBE} be given to me in all cases, even if other life-prolonging procedures are withheld or withdrawn.`,
    ];
  }
  return [`About ${TUBE}, I direct:`, specifications ?? ""];
}

export const renderLivingWill: DocumentRenderer<"living_will"> = (w, data) => {
  const name = data.declarant_name;
  const wantsAll = data.life_prolonging_procedures === ALL;
  instrumentTitle(w, englishKindTitle(livingWill.kind));

  const who = `${name}, born on ${formatDate(data.declarant_dob)}, of ${oneLine(data.declarant_address)}`;
  const opening = form.opening.replace("{NAME}", who);
  w.paragraph(
    wantsAll
      ? opening.replace("my desire that my dying not be artificially prolonged", "my wishes about life-prolonging procedures")
      : opening,
  );
  initialLines(
    w,
    form.conditions.map((condition, index) => `${index === 0 ? "" : "or "}${condition}`),
  );
  w.paragraph(`${form.determination} ${direction(data.life_prolonging_procedures)}`);

  const body: Article[] = [
    ...(data.life_prolonging_procedures === LIMITED
      ? [{ heading: "My instructions about life-prolonging procedures", body: [data.procedure_specifications ?? ""] }]
      : []),
    { heading: "Food and water through a tube or IV", body: nutrition(data.nutrition_hydration, data.nutrition_specifications) },
    ...(data.additional_instructions ? [{ heading: "Additional instructions", body: [data.additional_instructions] }] : []),
    ...(data.surrogate_name
      ? [
          {
            heading: "My surrogate",
            body: [
              form.surrogate,
              personLines({ name: data.surrogate_name, address: data.surrogate_address, phone: data.surrogate_phone }),
            ],
          },
        ]
      : []),
    {
      heading: "My intention",
      body: [
        wantsAll
          ? "It is my intention that this declaration be honored by my family and physician as the final expression of my wishes about medical treatment."
          : form.intention,
        form.competence,
      ],
    },
  ];
  articles(w, body);
  signDirective(w, {
    document: "living will",
    role: "Declarant",
    name,
    address: data.declarant_address,
    witnesses: LIVING_WILL.witnessesRequired,
    notRelative: LIVING_WILL.witnessesNotSpouseOrBloodRelativeMinimum,
  });

  const surrogate = data.surrogate_name;
  instructionsPages(
    w,
    [
      {
        heading: instructions("beforeYouSign.heading"),
        bullets: [
          instructions("beforeYouSign.read"),
          instructions("beforeYouSign.talk"),
          ...(surrogate ? [instructions("beforeYouSign.askSurrogate", { surrogate })] : []),
        ],
      },
      ...howToSignDirective(
        instructions("howToSign.document"),
        [instructions("howToSign.date"), instructions("howToSign.initials")],
        {
          witnesses: instructions("whoCanWitness.count"),
          notRelative: instructions("whoCanWitness.notRelative"),
          notary: instructions("whoCanWitness.notary"),
          extra: surrogate ? [instructions("whoCanWitness.notTheSurrogate", { surrogate })] : [],
        },
      ),
      ...copiesAndChanges(
        [
          instructions("copies.doctor"),
          ...(surrogate ? [instructions("copies.surrogate", { surrogate })] : []),
          instructions("copies.family"),
        ],
        instructions("changeYourMind.revocation"),
      ),
      {
        heading: instructions("alsoThinkAbout.heading"),
        paragraphs: [instructions("alsoThinkAbout.surrogate")],
      },
    ],
    livingWill.statutes,
    directiveInstructionsIntro(),
  );
};
