import { Phone, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { useModuleContent } from "../module-content";
import { SectionCallout, SectionCard } from "../section-card";

/** If you are in danger: call, and know that a judge's protection (an injunction) is free. */
export function SafetyFirst() {
  const { t } = useTranslation("modules");
  const [danger, injunctions] = useModuleContent("cease-desist/safety").sections;
  const phoneLines = [
    { href: "tel:911", label: t("ceaseDesist.phones.emergency") },
    { href: "tel:18005001119", label: t("ceaseDesist.phones.domesticViolenceHotline") },
  ];
  return (
    <>
      <SectionCallout tone="warning" section={danger}>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {phoneLines.map((line) => (
            <Button key={line.href} asChild variant="outline">
              <a href={line.href}>
                <Phone aria-hidden="true" />
                {line.label}
              </a>
            </Button>
          ))}
        </div>
      </SectionCallout>

      <SectionCard section={injunctions} icon={ShieldAlert} />
    </>
  );
}
