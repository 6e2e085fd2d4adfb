import { Shield } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AppLink } from "./app-link";

/** The logo and the product's name, linking home (or to the dashboard inside the app). */
export function BrandLink({ to = "/" }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <AppLink to={to} className="flex items-center gap-2 rounded-md font-bold text-brand-800">
      <span className="flex size-8 items-center justify-center rounded-md bg-brand-800 text-accent-400">
        <Shield className="size-5" aria-hidden="true" />
      </span>
      <span className="leading-tight">{t("brand.name")}</span>
    </AppLink>
  );
}
