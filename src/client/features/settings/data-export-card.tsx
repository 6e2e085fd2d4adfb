import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import { ExportProgress } from "./export-progress";
import { passwordErrorOf, passwordProblem } from "./password-check";
import { useDataExport } from "./use-data-export";

/** "Download all my data": her password again, then one ZIP of everything, with progress while it is made. */
export function DataExportCard() {
  const { t } = useTranslation("settings");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const { download, received } = useDataExport();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password);
    setError(problem);
    if (problem) return;
    download.mutate(password, {
      onSuccess: () => {
        setPassword("");
        toast({ title: t("export.done.title"), description: t("export.done.description") });
      },
      onError: (failure) => {
        const wrong = passwordErrorOf(failure);
        if (wrong) return setError(wrong);
        if (handleUnauthorized(failure)) return;
        toast({
          title: t("common:toasts.error"),
          description: serverMessage(failure, t("export.failed")),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("export.title")}</CardTitle>
        <CardDescription>{t("export.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate aria-label={t("export.title")} onSubmit={submit}>
          <FormField label={t("export.password")} error={error} required>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          {download.isPending && <ExportProgress received={received} />}
          <div>
            <Button type="submit" disabled={download.isPending}>
              {download.isPending ? t("export.pending") : t("export.submit")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
