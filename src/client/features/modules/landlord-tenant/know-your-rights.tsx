import { Ban, DoorOpen, Home, Mail, Scale, Wallet, Wrench } from "lucide-react";
import { ContentBoundary, ContentCards, ContentText, useModuleContent } from "../module-content";

/** The cards of know-your-rights.md, in order. */
const CARD_ICONS = [Home, Wrench, Ban, Wallet, DoorOpen, Scale, Mail];

function Rights() {
  const { lead, sections } = useModuleContent("landlord-tenant/know-your-rights");
  return (
    <>
      <ContentText tokens={lead} className="grid gap-3 text-base text-slate-800" />
      <ContentCards sections={sections} icons={CARD_ICONS} />
    </>
  );
}

export function KnowYourRights() {
  return (
    <ContentBoundary>
      <Rights />
    </ContentBoundary>
  );
}
