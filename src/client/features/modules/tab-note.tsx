import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Callout } from "@client/components/legal/callout";
import { TabLinkButton } from "./tab-link-button";

interface TabNoteProps {
  tone?: "info" | "warning";
  title: ReactNode;
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
  const { t } = useTranslation("modules");
  return (
    <TabNote title={t("shared.signingNote.title")} more={{ tab: "requirements", label: t("shared.signingNote.more") }}>
      {children}
    </TabNote>
  );
}
