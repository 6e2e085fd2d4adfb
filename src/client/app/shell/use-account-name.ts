import { useTranslation } from "react-i18next";
import { useAuth } from "@client/lib/use-auth";

/** Her name, or a stand-in while she has not given one. */
export function useAccountName(): string {
  const { t } = useTranslation();
  const { user } = useAuth();
  return [user?.firstName, user?.lastName].filter(Boolean).join(" ") || t("shell.unnamedUser");
}
