import { serverMessage, statusOf } from "@client/lib/api";
import { toast } from "@client/lib/use-toast";
import { titledMessage } from "./titled-message";

/** A 4xx answer's own message ("Title: text"), else the fallback, shown as a toast's title and text; returns it. */
export function problemToast(error: unknown, fallback: string): string {
  const status = statusOf(error) ?? 0;
  const message = status >= 400 && status < 500 ? serverMessage(error, fallback) : fallback;
  toast({ ...titledMessage(message), variant: "destructive" });
  return message;
}
