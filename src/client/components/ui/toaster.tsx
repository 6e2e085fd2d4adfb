import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@client/lib/cn";
import { dismissToast, useToasts } from "@client/lib/use-toast";

/** A toast shows 5 s; swipe right past 50 px to dismiss; F8 focuses the notifications region. */
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = "F8";

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0",
            item.variant === "destructive" ? "border-red-800 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            {item.title && <ToastPrimitive.Title className="text-sm font-bold">{item.title}</ToastPrimitive.Title>}
            {item.description && <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>}
          </div>
          {item.action}
          <ToastPrimitive.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
            aria-label={t("notifications.dismiss")}
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[HOTKEY]}
        label={t("notifications.region", { hotkey: HOTKEY })}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
