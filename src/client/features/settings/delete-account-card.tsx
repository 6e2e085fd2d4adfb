import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { DeleteAccountDialog } from "./delete-account-dialog";

export function DeleteAccountCard() {
  const { t } = useTranslation("settings");
  const [open, setOpen] = useState(false);
  return (
    <Card tone="dangerLight">
      <CardHeader>
        <CardTitle>{t("delete.title")}</CardTitle>
        <CardDescription>{t("delete.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {t("delete.open")}
        </Button>
        <DeleteAccountDialog open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}
