import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { deleteAccount } from "@shared/api/account";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { callApi, resetCsrfToken, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import { ExportProgress } from "./export-progress";
import { passwordErrorOf, passwordProblem } from "./password-check";
import { useDataExport } from "./use-data-export";

/** What deletion takes, in the order the dialog lists it (keys of `delete.items`). */
const DELETED = ["account", "cases", "documents", "deadlines", "workflows", "conversations", "money", "sessions"] as const;

/**
 * "Delete my account": says plainly what goes and that it cannot be undone, offers the download first, and asks for
 * the password. Then the confirmation page, signed out.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation("settings");
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const { download, received } = useDataExport();

  const failed = (fallback: string) => (failure: unknown) => {
    const wrong = passwordErrorOf(failure);
    if (wrong) return setError(wrong);
    if (handleUnauthorized(failure)) return;
    toast({ title: t("common:toasts.error"), description: serverMessage(failure, fallback), variant: "destructive" });
  };
  const remove = useMutation({
    mutationFn: (confirmed: string) => callApi(deleteAccount, { body: { password: confirmed } }),
    onSuccess: () => {
      resetCsrfToken();
      // The confirmation page forgets the session once it is shown (forgotten here, the protected page still on
      // screen would send her to sign in instead).
      void navigate("/account-deleted", { replace: true, state: { deleted: true } });
    },
    onError: failed(t("delete.failed")),
  });
  const busy = remove.isPending || download.isPending;

  function withPassword(run: (confirmed: string) => void) {
    const problem = passwordProblem(password);
    setError(problem);
    if (!problem) run(password);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("delete.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("delete.intro")}</DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-800">
          {DELETED.map((item) => (
            <li key={item}>{t(`delete.items.${item}`)}</li>
          ))}
        </ul>
        <p className="text-sm font-semibold text-red-800">{t("delete.cannotUndo")}</p>
        <FormField label={t("delete.password")} error={error} required>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <div className="grid gap-2 rounded-md border border-slate-200 p-3">
          <p className="text-sm text-slate-800">{t("delete.downloadFirst")}</p>
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() =>
                withPassword((confirmed) =>
                  download.mutate(confirmed, {
                    onSuccess: () => toast({ title: t("export.done.title"), description: t("export.done.description") }),
                    onError: failed(t("export.failed")),
                  }),
                )
              }
            >
              {download.isPending ? t("export.pending") : t("delete.downloadButton")}
            </Button>
          </div>
          {download.isPending && <ExportProgress received={received} />}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            {t("common:actions.cancel")}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            onClick={() => withPassword((confirmed) => remove.mutate(confirmed))}
          >
            {remove.isPending ? t("delete.pending") : t("delete.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
