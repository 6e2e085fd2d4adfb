import { Button, type ButtonProps } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { useOpenTab } from "./module-tabs";

interface TabLinkButtonProps extends Omit<ButtonProps, "onClick" | "asChild"> {
  /** The id of the module tab the button opens. */
  tab: string;
}

/** A button that opens another tab of the module page ("Write your answer", "See the signing rules"...). */
export function TabLinkButton({ tab, variant = "outline", className, ...props }: TabLinkButtonProps) {
  const openTab = useOpenTab();
  return <Button variant={variant} className={cn("w-full sm:w-auto", className)} onClick={() => openTab(tab)} {...props} />;
}
