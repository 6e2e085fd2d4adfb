import * as ProgressPrimitive from "@radix-ui/react-progress";
import { cn } from "@client/lib/cn";

/** The progress bar's default maximum is 100. */
export function Progress({
  value,
  max = 100,
  label,
  className,
}: {
  value: number;
  max?: number;
  label: string;
  className?: string;
}) {
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      aria-label={label}
      className={cn("relative h-3 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-brand-600 transition-transform"
        style={{ transform: `translateX(-${100 - (value / max) * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
