import { useTranslation } from "react-i18next";
import type { Complexity } from "@shared/translations";
import { Badge, type BadgeTone } from "@client/components/ui/badge";

const TONES: Record<Complexity, BadgeTone> = { simple: "green", moderate: "amber", complex: "red" };

/** How hard the original is to read: Simple, Moderate or Complex. */
export function ComplexityBadge({ complexity }: { complexity: Complexity }) {
  const { t } = useTranslation("translator");
  return <Badge tone={TONES[complexity]}>{t(`complexity.${complexity}`)}</Badge>;
}
