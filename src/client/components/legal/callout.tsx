import { AlertTriangle, Info, Siren } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@client/lib/cn";

const TONES = {
  info: { icon: Info, className: "border-blue-200 bg-blue-50 text-blue-950" },
  warning: { icon: AlertTriangle, className: "border-amber-300 bg-amber-50 text-amber-950" },
  urgent: { icon: Siren, className: "border-red-300 bg-red-50 text-red-950" },
} as const;

export type CalloutTone = keyof typeof TONES;

/** A boxed note: information, a warning, or something urgent (a deadline that can cost the case). */
export function Callout({ tone = "info", title, children }: { tone?: CalloutTone; title: ReactNode; children: ReactNode }) {
  const { icon: Icon, className } = TONES[tone];
  return (
    <div role={tone === "urgent" ? "alert" : "note"} className={cn("flex gap-3 rounded-lg border p-4", className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-bold">{title}</p>
        <div className="grid gap-2">{children}</div>
      </div>
    </div>
  );
}
