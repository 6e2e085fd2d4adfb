import { Callout } from "@client/components/legal/callout";
import { ContentBoundary, ContentText, useModuleContent } from "../module-content";

function AnswerNote() {
  const note = useModuleContent("small-claims/answer-note");
  return (
    <Callout tone="warning" title={note.heading}>
      <ContentText tokens={note.lead} className="grid gap-2" />
    </Callout>
  );
}

/** Shown above the answer wizard: in small claims, showing up matters more than a written answer. */
export function SmallClaimsAnswerNote() {
  return (
    <ContentBoundary>
      <AnswerNote />
    </ContentBoundary>
  );
}
