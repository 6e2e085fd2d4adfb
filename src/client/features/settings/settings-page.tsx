import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { passwordChangeRequired } from "@client/lib/password-change-notice";
import { useAuth } from "@client/lib/use-auth";
import { DataExportCard } from "./data-export-card";
import { DeleteAccountCard } from "./delete-account-card";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { ReminderSettingsCard } from "./reminder-settings-card";
import { TextSizeCard } from "./text-size-card";

export default function SettingsPage() {
  const { t } = useTranslation("settings");
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("details.title")}</CardTitle>
          {/* An e-mail address is one long word: it may break anywhere rather than widen the page. */}
          <CardDescription className="wrap-anywhere">{t("details.description", { email: user.email })}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm user={user} />
        </CardContent>
      </Card>
      <Card id="password">
        <CardHeader>
          <CardTitle>{t("password.title")}</CardTitle>
          <CardDescription>{t("password.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {passwordChangeRequired(user.id) ? (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {t("password.required")}
            </p>
          ) : null}
          <PasswordForm email={user.email} />
        </CardContent>
      </Card>
      <TextSizeCard />
      <ReminderSettingsCard />
      <DataExportCard />
      <DeleteAccountCard />
    </div>
  );
}
