/**
 * "How to file and serve it" for a defendant's packet: at the clerk's counter or online, and the copy for the other
 * side, from content/<language>/filing/<answer>.md (legal text a lawyer reviews). A section whose heading ends in
 * "{if NAME}" is shown only when the packet holds it.
 */
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { MarkdownTokens } from "@client/components/content/content-document";
import { Markdown, MarkdownInline, type ContentValues } from "@client/components/content/markdown";
import { useContent } from "@client/components/content/use-content";
import { LoadingState } from "@client/components/loading-state";
import { countyOfCode } from "@shared/documents/county-codes";
import { COURTS } from "@shared/florida/law";
import { formatDate } from "@shared/i18n/format";
import type { AnswerKind, DefendantPacketJson } from "@shared/packet-schemas";

/** The content file of each answer's packet (content/<language>/filing/). */
const HOW_TO_FILE: Record<AnswerKind, string> = {
  small_claims_answer: "filing/small-claims-answer",
  eviction_answer: "filing/eviction-answer",
};

const CONDITION = /\s*\{if ([a-z_]+)\}\s*$/;

/** A heading's tokens without its "{if NAME}": the last words of its last text. */
function withoutCondition(heading: MarkdownTokens): MarkdownTokens {
  const last = heading.at(-1);
  if (last?.type !== "text") return heading;
  return [...heading.slice(0, -1), { ...last, text: last.text.replace(CONDITION, "") }];
}

/** What the packet holds, by the names the content files' "{if NAME}" use. */
function conditionsOf(packet: DefendantPacketJson): Set<string> {
  const holds = new Set(packet.papers.flatMap((paper) => paper.holds ?? []));
  return new Set([
    ...(holds.has("counterclaim") ? ["counterclaim"] : []),
    ...(holds.has("motion_to_determine_rent") ? ["motion"] : []),
    ...(packet.fileBy ? ["fileBy"] : []),
  ]);
}

function HowToText({ packet }: { packet: DefendantPacketJson }) {
  const { i18n } = useTranslation();
  const { meta, inline, sections: all } = useContent<{ title?: string }>(HOW_TO_FILE[packet.answer]);
  const shown = conditionsOf(packet);
  const sections = all.flatMap((section) => {
    const condition = CONDITION.exec(section.title)?.[1];
    if (condition === undefined) return [section];
    if (!shown.has(condition)) return [];
    return [{ ...section, title: section.title.replace(CONDITION, ""), heading: withoutCondition(section.heading) }];
  });
  const values: ContentValues = {
    county: countyOfCode(packet.county) ?? packet.county,
    caseNumber: packet.caseNumber,
    served: packet.serveOn.name,
    files: packet.papers.map((paper) => paper.fileName).join(", "),
    portal: COURTS.eFilingPortal.value.replace(/^https:\/\//, ""),
    fileBy: packet.fileBy ? formatDate(packet.fileBy.date, "weekday", i18n.language) : "",
  };
  return (
    <>
      <h4 id="how-to-file" className="text-base font-bold text-slate-900">
        <MarkdownInline tokens={inline[meta.title ?? ""]} values={values} />
      </h4>
      {sections.map((section) =>
        section.title === "" ? (
          <Markdown key="lead" tokens={section.body} values={values} className="grid gap-2 text-sm text-slate-800" />
        ) : (
          <section key={section.title} className="grid gap-2 text-sm text-slate-800">
            <h5 className="font-semibold text-slate-900">
              <MarkdownInline tokens={section.heading} values={values} />
            </h5>
            <Markdown tokens={section.body} values={values} className="grid gap-2" />
          </section>
        ),
      )}
    </>
  );
}

export function AnswerHowTo({ packet }: { packet: DefendantPacketJson }) {
  const { t } = useTranslation("cases");
  return (
    <section className="grid gap-3 border-t border-slate-200 pt-4" aria-labelledby="how-to-file" data-testid="how-to-file-answer">
      <Suspense fallback={<LoadingState status={t("packet.loading")} shape="rows" count={3} />}>
        <HowToText packet={packet} />
      </Suspense>
    </section>
  );
}
