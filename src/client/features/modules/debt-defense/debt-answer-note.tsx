import { useTranslation } from "react-i18next";
import { ContentBoundary, ContentText, ContentTitle, useModuleContent } from "../module-content";
import { TabNote } from "../tab-note";

/** Above the answer wizard: when the answer is due, with a way to the deadline calculator. */
export function DebtAnswerNote() {
  return (
    <ContentBoundary>
      <AnswerNote />
    </ContentBoundary>
  );
}

function AnswerNote() {
  const { t } = useTranslation("modules");
  const note = useModuleContent("debt-defense/answer-note");
  return (
    <TabNote
      tone="warning"
      title={<ContentTitle tokens={note.titleTokens} />}
      more={{ tab: "overview", label: t("debtDefense.answerNote.more") }}
    >
      <ContentText tokens={note.lead} className="grid gap-2" />
    </TabNote>
  );
}
