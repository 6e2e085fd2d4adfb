import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@client/lib/cn";

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;

/** A drawer that slides in from the left (the mobile navigation). */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
      <DialogPrimitive.Content
        className={cn("fixed inset-y-0 left-0 z-50 flex h-full flex-col bg-white shadow-xl", className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-3 top-3 rounded-md p-1 text-slate-700 hover:bg-slate-100">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{t("actions.closeMenu")}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
