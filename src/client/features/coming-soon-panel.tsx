import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

/** Shown on a route whose tool has not been built yet: honest, with a way forward. `title` is the page's name. */
export function ComingSoonPanel({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <Construction className="size-8 text-brand-700" aria-hidden="true" />
        <CardTitle>{t("comingSoon.title", { name: title })}</CardTitle>
        <CardDescription>{t("comingSoon.text")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/dashboard">{t("comingSoon.back")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
