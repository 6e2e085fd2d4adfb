import { Button, type ButtonProps } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { useOpenTab } from "./module-tabs";

interface TabLinkButtonProps extends Omit<ButtonProps, "onClick" | "asChild"> {
  /** The id of the module tab the button opens. */
  tab: string;
  /** The full width of its place on every screen, not only on phones. */
  fill?: boolean;
}

/** A button that opens another tab of the module page ("Write your answer", "See the signing rules"...). */
export function TabLinkButton({ tab, variant = "outline", fill = false, className, ...props }: TabLinkButtonProps) {
  const openTab = useOpenTab();
  return (
    <Button variant={variant} className={cn("w-full", !fill && "sm:w-auto", className)} onClick={() => openTab(tab)} {...props} />
  );
}
