/**
 * Designation of health care surrogate in the words of Florida's suggested form (§ 765.203): the surrogate and
 * alternate, the initialed authority (health information, all health care decisions, specific instructions), the
 * statute's statements on capacity, durability and revocation, the optional immediate authority, and the signing
 * before two adult witnesses, neither of them the surrogate (§ 765.202; no notary).
 */
import { healthCareSurrogate, IMMEDIATE_DECISIONS, IMMEDIATE_INFORMATION } from "@shared/documents/health-care-surrogate";
import { HEALTH_CARE_SURROGATE } from "@shared/florida/law";
import { articles, instrumentTitle, type Article } from "../layout/instrument";
import { instructionsPages } from "../layout/instructions";
import type { DocumentRenderer } from "../renderer";
import { oneLine } from "../typed-text";
import {
  copiesAndChanges,
  directiveInstructionsIntro,
  howToSignDirective,
  personLines,
  signDirective,
} from "./advance-directive-parts";
import { instructionsText } from "../instructions-text";
import { englishKindTitle } from "../english-catalog";
import { optionWords } from "./option-words";

const relationshipWords = optionWords(healthCareSurrogate, "surrogate_relationship");

const hcs = HEALTH_CARE_SURROGATE;
const form = hcs.form.value;
const instructions = instructionsText("health_care_surrogate");

export const renderHealthCareSurrogate: DocumentRenderer<"health_care_surrogate"> = (w, data) => {
  const name = data.designator_name;
  const surrogate = data.surrogate_name;
  const alternate = data.alternate_surrogate;
  const immediate = [
    ...(data.immediate_authority.includes(IMMEDIATE_INFORMATION) ? [form.immediateInformation] : []),
    ...(data.immediate_authority.includes(IMMEDIATE_DECISIONS) ? [form.immediateDecisions] : []),
  ];
  instrumentTitle(w, englishKindTitle(healthCareSurrogate.kind));

  const body: Article[] = [
    {
      heading: "My health care surrogate",
      body: [
        form.designation.replace("{NAME}", `${name}, of ${oneLine(data.designator_address)}`),
        personLines({
          name: surrogate,
          address: data.surrogate_address,
          phone: data.surrogate_phone,
          relationship: relationshipWords(data.surrogate_relationship),
        }),
      ],
    },
    ...(alternate
      ? [
          {
            heading: "My alternate health care surrogate",
            body: [
              form.alternate,
              personLines({ name: alternate, address: data.alternate_address, phone: data.alternate_phone }),
            ],
          },
        ]
      : []),
    {
      heading: "Instructions for health care",
      body: [
        form.authorizeIntro,
        { initialed: [form.healthInformation] },
        form.furtherIntro,
        { initialed: [form.decisions] },
        ...(data.specific_instructions ? [{ initialed: [`${form.specificInstructions} ${data.specific_instructions}`] }] : []),
      ],
    },
    {
      heading: "My wishes come first",
      body: [
        form.capacityControls,
        form.keepInformed,
        "I intend my health care surrogate, while his or her authority is in effect, to be treated as my personal " +
          "representative under the Health Insurance Portability and Accountability Act (HIPAA), " +
          `${hcs.hipaaPersonalRepresentative.citation}.`,
      ],
    },
    {
      heading: "Durability and revocation",
      body: [form.notAffectedByIncapacity, form.revocation, { list: form.revocationWays, labels: "numbers" }],
    },
    {
      heading: "When my surrogate's authority begins",
      body:
        immediate.length > 0
          ? [`${form.effectiveOnIncapacity} ${form.unlessInitialed}`, { initialed: immediate }]
          : [`${form.effectiveOnIncapacity}.`],
    },
  ];
  articles(w, body);
  signDirective(w, {
    document: "designation of health care surrogate",
    role: "Principal",
    name,
    address: data.designator_address,
    witnesses: hcs.witnessesRequired,
    notRelative: hcs.witnessesNotSpouseOrBloodRelativeMinimum,
    adultWitnesses: true,
    notAWitness: `the health care surrogate named above (${surrogate})`,
  });

  const lines = [
    instructions("howToSign.healthInformation"),
    instructions("howToSign.healthCareDecisions"),
    ...(data.specific_instructions ? [instructions("howToSign.specificInstructions")] : []),
    ...(immediate.length > 0 ? [instructions("howToSign.rightAway")] : []),
  ];
  instructionsPages(
    w,
    [
      {
        heading: instructions("beforeYouSign.heading"),
        bullets: [
          alternate
            ? instructions("beforeYouSign.askBoth", { surrogate, alternate })
            : instructions("beforeYouSign.askSurrogate", { surrogate }),
          instructions("beforeYouSign.talk"),
        ],
      },
      ...howToSignDirective(
        instructions("howToSign.document"),
        [instructions("howToSign.initials", { lines: lines.join("; ") })],
        {
          witnesses: instructions("whoCanWitness.count"),
          notRelative: instructions("whoCanWitness.notRelative"),
          notary: instructions("whoCanWitness.notary"),
          extra: [
            instructions("whoCanWitness.notTheSurrogate", { surrogate }),
            ...(alternate ? [instructions("whoCanWitness.notTheAlternate", { alternate })] : []),
          ],
        },
      ),
      {
        heading: instructions("whenSurrogateCanAct.heading"),
        paragraphs: [
          immediate.length > 0
            ? instructions("whenSurrogateCanAct.rightAway")
            : instructions("whenSurrogateCanAct.afterIncapacity"),
          instructions("whenSurrogateCanAct.optional"),
        ],
      },
      ...copiesAndChanges(
        [
          instructions("copies.surrogate", { surrogate }),
          ...(alternate ? [instructions("copies.alternate", { alternate })] : []),
          instructions("copies.doctor"),
        ],
        instructions("changeYourMind.revocation"),
      ),
    ],
    healthCareSurrogate.statutes,
    directiveInstructionsIntro(),
  );
};
