import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ContentSection } from "@client/components/content/content-document";
import type { ContentValues } from "@client/components/content/markdown";
import { Callout, type CalloutTone } from "@client/components/legal/callout";
import { InfoCard } from "@client/components/legal/info-card";
import { ContentText, ContentTitle } from "./module-content";

interface SectionProps {
  /** A content file's "## " section; nothing is drawn while it is missing. */
  section: ContentSection | undefined;
  values?: ContentValues;
  /** Shown after the section's text (a list from the law module, a calculator...). */
  children?: ReactNode;
}

/** One content section as a titled card of a module tab. */
export function SectionCard({ section, icon, values, children }: SectionProps & { icon?: LucideIcon }) {
  if (!section) return null;
  return (
    <InfoCard title={<ContentTitle tokens={section.heading} values={values} />} icon={icon}>
      <ContentText tokens={section.body} values={values} className="grid gap-2" />
      {children}
    </InfoCard>
  );
}

/** One content section as a boxed note (information, a warning, something urgent). */
export function SectionCallout({ section, tone, values, children }: SectionProps & { tone: CalloutTone }) {
  if (!section) return null;
  return (
    <Callout tone={tone} title={<ContentTitle tokens={section.heading} values={values} />}>
      <ContentText tokens={section.body} values={values} className="grid gap-2" />
      {children}
    </Callout>
  );
}
