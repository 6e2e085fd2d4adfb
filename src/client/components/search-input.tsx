import { Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";
import { cn } from "../lib/cn";
import { Input } from "./ui/input";

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & {
  value: string;
  onChange(value: string): void;
};

/** A search box with a magnifier; put it inside a FormField so it gets a visible label. */
export function SearchInput({ value, onChange, className, ...props }: SearchInputProps) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input
        type="search"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn("pl-9", className)}
        {...props}
      />
    </div>
  );
}
