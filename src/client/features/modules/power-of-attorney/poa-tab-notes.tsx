import { ContentBoundary, ContentText, useModuleContent } from "../module-content";
import { SigningNote } from "../tab-note";

/** A signing note's text from its content file. */
function PoaNote({ path }: { path: string }) {
  return (
    <SigningNote>
      <ContentText tokens={useModuleContent(path).lead} className="grid gap-2" />
    </SigningNote>
  );
}

/** Above the durable POA wizard. */
export function DurableNote() {
  return (
    <ContentBoundary>
      <PoaNote path="power-of-attorney/durable" />
    </ContentBoundary>
  );
}

/** Above the limited POA wizard. */
export function LimitedNote() {
  return (
    <ContentBoundary>
      <PoaNote path="power-of-attorney/limited" />
    </ContentBoundary>
  );
}
