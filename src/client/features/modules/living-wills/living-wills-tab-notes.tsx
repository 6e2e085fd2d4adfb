import { ContentBoundary, ContentText, useModuleContent } from "../module-content";
import { SigningNote } from "../tab-note";

/** A signing note's text from its content file. */
function PaperNote({ path }: { path: string }) {
  return (
    <SigningNote>
      <ContentText tokens={useModuleContent(path).lead} className="grid gap-2" />
    </SigningNote>
  );
}

/** Above the living will wizard. */
export function LivingWillNote() {
  return (
    <ContentBoundary>
      <PaperNote path="living-wills/living-will" />
    </ContentBoundary>
  );
}

/** Above the health care surrogate wizard. */
export function SurrogateNote() {
  return (
    <ContentBoundary>
      <PaperNote path="living-wills/surrogate" />
    </ContentBoundary>
  );
}
