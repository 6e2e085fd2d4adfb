import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  getReminderSettings,
  REMINDER_SLOTS,
  sendConfirmation,
  updateReminderSettings,
  type ReminderSettingsJson,
  type ReminderSlot,
} from "@shared/api/notifications";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { NativeSelect } from "@client/components/ui/input";
import { apiQuery, callApi, refreshAfter, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** Whole hours for the quiet-hours lists ("00:00" … "23:00"). */
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`);

/** Reminders: on or off, by e-mail or only in the app, which ones, and quiet hours; her address's confirmation. */
export function ReminderSettingsCard() {
  const { t } = useTranslation("notifications", { useSuspense: false });
  const settings = useQuery(apiQuery(getReminderSettings, {}));
  return (
    <Card id="reminders">
      <CardHeader>
        <CardTitle>{t("settings.title")}</CardTitle>
        <CardDescription>{t("settings.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <ReminderForm key={JSON.stringify(settings.data)} settings={settings.data} />
        ) : settings.isError ? (
          <LoadError what={t("settings.what")} query={settings} />
        ) : (
          <LoadingState shape="rows" status={t("settings.loading")} />
        )}
      </CardContent>
    </Card>
  );
}

const checkboxClass = "size-5 shrink-0 accent-brand-700";

function ReminderForm({ settings }: { settings: ReminderSettingsJson }) {
  const { t, i18n } = useTranslation("notifications", { useSuspense: false });
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(settings.enabled);
  // Kept as she chose it while the server has no mail server, so e-mail starts once one is set up.
  const [byEmail, setByEmail] = useState(settings.byEmail);
  const [schedule, setSchedule] = useState<ReminderSlot[]>(settings.schedule);
  const [quietStart, setQuietStart] = useState(settings.quietStart);
  const [quietEnd, setQuietEnd] = useState(settings.quietEnd);

  const fail = (error: unknown, fallback: string) => {
    if (handleUnauthorized(error)) return;
    toast({ title: t("common:toasts.error"), description: serverMessage(error, fallback), variant: "destructive" });
  };
  const save = useMutation({
    mutationFn: () => callApi(updateReminderSettings, { body: { enabled, byEmail, schedule, quietStart, quietEnd } }),
    onSuccess: async () => {
      await refreshAfter(queryClient, updateReminderSettings);
      toast({ title: t("settings.saved") });
    },
    onError: (error) => fail(error, t("settings.saveError")),
  });
  const confirm = useMutation({
    mutationFn: () => callApi(sendConfirmation, {}),
    onSuccess: async () => {
      await refreshAfter(queryClient, sendConfirmation);
      toast({ title: t("settings.linkSent", { address: settings.email.address }) });
    },
    onError: (error) => fail(error, t("settings.saveError")),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  const toggleSlot = (slot: ReminderSlot, on: boolean) =>
    setSchedule((current) => REMINDER_SLOTS.filter((each) => (each === slot ? on : current.includes(each))));
  const hours = (value: string) => (HOURS.includes(value) ? HOURS : [...HOURS, value].sort());
  const hourLabel = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
      new Date(`1970-01-01T${value}:00Z`),
    );
  const { email } = settings;

  return (
    <form className="grid gap-5" noValidate aria-label={t("settings.title")} onSubmit={submit}>
      <label className="flex items-center gap-3 font-medium">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {t("settings.enabled")}
      </label>

      <fieldset className="grid gap-2" disabled={!enabled}>
        <legend className="mb-1 font-medium">{t("settings.channel")}</legend>
        <label className="flex items-center gap-3">
          <input
            type="radio"
            name="channel"
            className={checkboxClass}
            checked={byEmail && email.available}
            disabled={!email.available}
            onChange={() => setByEmail(true)}
          />
          {t("settings.channelEmail")}
        </label>
        <label className="flex items-center gap-3">
          <input
            type="radio"
            name="channel"
            className={checkboxClass}
            checked={!byEmail || !email.available}
            onChange={() => setByEmail(false)}
          />
          {t("settings.channelApp")}
        </label>
        {!email.available ? (
          <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
            {t("settings.noMailServer")}
          </p>
        ) : email.confirmed ? (
          <p className="text-sm wrap-anywhere text-slate-700">{t("settings.confirmed", { address: email.address })}</p>
        ) : (
          <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="wrap-anywhere">
              {t(email.confirmationSentAt ? "settings.unconfirmed" : "settings.notSent", { address: email.address })}
            </p>
            <div>
              <Button type="button" variant="outline" size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
                {t("settings.sendLink")}
              </Button>
            </div>
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-2" disabled={!enabled}>
        <legend className="mb-1 font-medium">{t("settings.schedule")}</legend>
        {REMINDER_SLOTS.map((slot) => (
          <label key={slot} className="flex items-center gap-3">
            <input
              type="checkbox"
              className={checkboxClass}
              checked={schedule.includes(slot)}
              onChange={(event) => toggleSlot(slot, event.target.checked)}
            />
            {t(`settings.slot.${slot}`)}
          </label>
        ))}
        <p className="text-sm text-slate-600">{t("settings.scheduleHelp")}</p>
      </fieldset>

      <fieldset className="grid gap-2" disabled={!enabled}>
        <legend className="mb-1 font-medium">{t("settings.quietHours")}</legend>
        <p className="text-sm text-slate-600">{t("settings.quietHelp")}</p>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t("settings.quietStart")}>
            <NativeSelect value={quietStart} onChange={(event) => setQuietStart(event.target.value)}>
              {hours(quietStart).map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("settings.quietEnd")}>
            <NativeSelect value={quietEnd} onChange={(event) => setQuietEnd(event.target.value)}>
              {hours(quietEnd).map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </fieldset>

      <div>
        <Button type="submit" disabled={save.isPending}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
