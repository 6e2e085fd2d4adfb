import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@client/lib/use-auth";

function storageKey(userId: string | undefined, id: string) {
  return `checklist:${userId ?? "anonymous"}:${id}`;
}

function readTicked(key: string): string[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** A checklist that remembers, in this browser and for this user, what was ticked across visits. */
export function SavedChecklist({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  const { t } = useTranslation("modules");
  const { user } = useAuth();
  const key = storageKey(user?.id, id);
  const [ticked, setTicked] = useState<string[]>(() => readTicked(key));
  useEffect(() => setTicked(readTicked(key)), [key]);

  const toggle = (item: string, checked: boolean) => {
    const next = checked ? [...ticked, item] : ticked.filter((value) => value !== item);
    setTicked(next);
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // storage blocked: the ticks last for this visit only
    }
  };

  const done = items.filter((item) => ticked.includes(item)).length;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold text-slate-900">
        {title}{" "}
        <span className="font-normal text-slate-700">{t("shared.checklist.progress", { done, total: items.length })}</span>
      </legend>
      {items.map((item) => (
        <label
          key={item}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-200 bg-white p-3 text-sm"
        >
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={ticked.includes(item)}
            onChange={(event) => toggle(item, event.target.checked)}
          />
          <span>{item}</span>
        </label>
      ))}
    </fieldset>
  );
}
