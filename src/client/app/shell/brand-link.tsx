import { Shield } from "lucide-react";
import { Link } from "react-router";

export function BrandLink({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md font-bold text-brand-800">
      <span className="flex size-8 items-center justify-center rounded-md bg-brand-800 text-accent-400">
        <Shield className="size-5" aria-hidden="true" />
      </span>
      <span className="leading-tight">Florida Legal Champion</span>
    </Link>
  );
}
