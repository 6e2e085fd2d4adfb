import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { FLORIDA_COUNTIES } from "@shared/counties";
import { BrandLink } from "@client/components/brand-link";
import { LanguageSwitch } from "@client/components/language-switch";
import { Card, CardContent, CardDescription, CardHeader } from "@client/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { passwordChangeRequired } from "@client/lib/password-change-notice";
import { signedInHome } from "@client/lib/return-path";
import { useAuth } from "@client/lib/use-auth";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

/** Keys under "aside.benefits" in the auth catalog, in order. */
const BENEFITS = ["documents", "guidance", "organizer", "free"] as const;

export default function AuthPage() {
  const { t } = useTranslation("auth");
  // The forms show while the session is being checked (the page is pre-rendered with them); a signed-in person is
  // sent on as soon as the answer arrives.
  const { user } = useAuth();
  // Signed in with a password weaker than today's rules: to the form that changes it.
  if (user) return <Navigate to={passwordChangeRequired(user.id) ? "/settings#password" : signedInHome()} replace />;
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-2">
          <BrandLink />
          <LanguageSwitch />
        </div>
        <div className="flex flex-1 items-center justify-center py-8">
          <Card className="w-full max-w-md">
            <CardHeader>
              <h1 className="text-2xl font-bold text-slate-900">{t("welcome")}</h1>
              <CardDescription>{t("welcomeText")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs defaultValue="login">
                <TabsList fill>
                  <TabsTrigger value="login">{t("tabs.login")}</TabsTrigger>
                  <TabsTrigger value="register">{t("tabs.register")}</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm />
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
        <p className="text-center text-xs text-slate-700">{t("notALawFirm")}</p>
      </main>
      <aside className="hidden flex-col justify-center bg-brand-800 p-12 text-white lg:flex" aria-label={t("aside.label")}>
        <h2 className="text-3xl font-semibold text-white">{t("aside.title")}</h2>
        <p className="mt-4 max-w-md text-lg text-brand-100">{t("aside.text")}</p>
        <ul className="mt-8 grid gap-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-3">
              <CheckCircle2 className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
              {t(`aside.benefits.${benefit}`, { counties: FLORIDA_COUNTIES.length })}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
