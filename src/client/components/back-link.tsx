import { ArrowLeft } from "lucide-react";
import { AppLink } from "./app-link";

/** The link above a page's content back to the list it was opened from ("All cases", "My Documents"). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <AppLink
      to={to}
      className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {children}
    </AppLink>
  );
}
