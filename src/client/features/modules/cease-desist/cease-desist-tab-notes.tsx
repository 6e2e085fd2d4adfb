import { useTranslation } from "react-i18next";
import { ContentBoundary, ContentText, ContentTitle, useModuleContent } from "../module-content";
import { SectionCallout } from "../section-card";
import { TabNote } from "../tab-note";

/** A tab's note from its content file (its title and text). */
function useNote(path: string) {
  const { title, titleTokens, lead } = useModuleContent(path);
  return { title, heading: titleTokens, body: lead };
}

/** Above the harassment letter wizard: a letter is not protection. */
export function HarassmentNote() {
  return (
    <ContentBoundary>
      <Harassment />
    </ContentBoundary>
  );
}

function Harassment() {
  const { t } = useTranslation("modules");
  const note = useNote("cease-desist/harassment");
  return (
    <TabNote
      tone="warning"
      title={<ContentTitle tokens={note.heading} />}
      more={{ tab: "overview", label: t("ceaseDesist.harassment.more") }}
    >
      <ContentText tokens={note.body} className="grid gap-2" />
    </TabNote>
  );
}

/** Above the defamation letter wizard: what counts, and the notice rule for media. */
export function DefamationNote() {
  return (
    <ContentBoundary>
      <InfoNote path="cease-desist/defamation" />
    </ContentBoundary>
  );
}

/** Above the IP letter wizard: be sure you own it, and the takedown route for online copying. */
export function IntellectualPropertyNote() {
  return (
    <ContentBoundary>
      <InfoNote path="cease-desist/intellectual" />
    </ContentBoundary>
  );
}

function InfoNote({ path }: { path: string }) {
  return <SectionCallout tone="info" section={useNote(path)} />;
}
