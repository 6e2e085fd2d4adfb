import { Bot, FileText, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FLORIDA_COUNTIES } from "@shared/counties";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { useAuth } from "@client/lib/use-auth";
import { ContinueCard } from "./continue-card";
import { FeatureCards } from "./feature-cards";
import { StatCards } from "./stat-cards";
import { WhatsNext } from "./whats-next";

export default function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const { user } = useAuth();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <section className="rounded-xl bg-brand-800 p-6 text-white sm:p-8" aria-labelledby="hero-heading">
        <h2 id="hero-heading" className="text-2xl font-bold sm:text-3xl">
          {user?.firstName ? t("hero.greetingNamed", { name: user.firstName }) : t("hero.greeting")}
        </h2>
        <p className="mt-2 max-w-2xl text-brand-100">{t("hero.lead")}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to="/ai-assistant">
              <Bot aria-hidden="true" /> {t("hero.startChat")}
            </Link>
          </Button>
          <Button asChild variant="outlineOnDark" size="lg">
            <Link to="/workflows">
              <FileText aria-hidden="true" /> {t("hero.createDocument")}
            </Link>
          </Button>
        </div>
      </section>
      <WhatsNext />
      <ContinueCard />
      <StatCards />
      <Card className="flex items-center gap-4 p-5">
        <MapPin className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900">{t("mission.label")}</p>
          <p className="text-2xl font-bold text-brand-800">
            {t("mission.count", { covered: FLORIDA_COUNTIES.length, total: FLORIDA_COUNTIES.length })}
          </p>
        </div>
      </Card>
      <FeatureCards />
      <section className="rounded-xl border border-slate-200 bg-white p-6 text-center" aria-labelledby="cta-heading">
        <h2 id="cta-heading" className="text-xl font-bold text-slate-900">
          {t("closing.heading")}
        </h2>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/new-case">{t("closing.newCase")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/documents">{t("closing.documents")}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
