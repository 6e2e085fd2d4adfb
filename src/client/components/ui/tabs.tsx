import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "@client/lib/cn";
import { useHydrated } from "@client/lib/use-hydrated";

export const Tabs = TabsPrimitive.Root;

/** `fill`: the tabs share the full width in equal parts. */
export function TabsList({ className, fill = false, ...props }: ComponentProps<typeof TabsPrimitive.List> & { fill?: boolean }) {
  return (
    <TabsPrimitive.List
      className={cn(
        "items-center gap-1 rounded-lg bg-slate-200 p-1 text-slate-800",
        fill ? "grid w-full auto-cols-fr grid-flow-col" : "inline-flex flex-wrap",
        className,
      )}
      {...props}
    />
  );
}

/** Disabled until the page's script runs, like Button: in pre-rendered HTML a tap would be lost. */
export function TabsTrigger({ className, disabled, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const hydrated = useHydrated();
  return (
    <TabsPrimitive.Trigger
      disabled={disabled || !hydrated}
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold transition-colors hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4 focus-visible:outline-2", className)} {...props} />;
}
