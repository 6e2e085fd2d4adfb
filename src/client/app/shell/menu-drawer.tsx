import { useTranslation } from "react-i18next";
import { BrandLink } from "@client/components/brand-link";
import { Sheet, SheetContent, SheetTitle } from "@client/components/ui/sheet";
import { SidebarNav } from "./sidebar-nav";

/** The menu on phones: the sidebar's links in a drawer. */
export function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-[280px] overflow-y-auto sm:w-[320px]" aria-describedby={undefined}>
        <div className="border-b border-slate-200 p-4 pr-12">
          <SheetTitle className="sr-only">{t("shell.menu")}</SheetTitle>
          <BrandLink to="/dashboard" />
        </div>
        <SidebarNav onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
