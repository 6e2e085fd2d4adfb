import type { ReactNode } from "react";
import { Callout } from "@client/components/legal/callout";
import { TabLinkButton } from "./tab-link-button";

interface TabNoteProps {
  tone?: "info" | "warning";
  title: string;
  /** The other tab of the module page that tells more, and the button's words. */
  more: { tab: string; label: string };
  children: ReactNode;
}

/** A note above a tab's wizard: what to know first, and a button to the tab that explains more. */
export function TabNote({ tone = "info", title, more, children }: TabNoteProps) {
  return (
    <Callout tone={tone} title={title}>
      {children}
      <div>
        <TabLinkButton tab={more.tab}>{more.label}</TabLinkButton>
      </div>
    </Callout>
  );
}

/** Above a wizard for a paper that must be signed before witnesses (a POA, a living will, a surrogate). */
export function SigningNote({ children }: { children: ReactNode }) {
  return (
    <TabNote title="Good to know before you start" more={{ tab: "requirements", label: "See the signing rules and checklist" }}>
      {children}
    </TabNote>
  );
}
