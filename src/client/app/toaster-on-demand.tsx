import { useEffect } from "react";
import { useToasts } from "@client/lib/use-toast";
import { loadWhenIdle } from "./idle-queue";
import { loadNow, onDemand, useLoaded } from "./on-demand";

const TOASTER = onDemand(() => import("@client/components/ui/toaster").then((module) => module.Toaster));

/**
 * The toasts' region, loaded in an idle period after the first paint; a toast raised before then waits in the toasts'
 * store (use-toast) and has the region loaded at once, and shows its full time once it is in.
 */
export function ToasterOnDemand() {
  const Toaster = useLoaded(TOASTER);
  const toastWaiting = useToasts().length > 0;
  useEffect(() => {
    if (toastWaiting) loadNow(TOASTER);
    else loadWhenIdle(TOASTER);
  }, [toastWaiting]);
  return Toaster ? <Toaster /> : null;
}
