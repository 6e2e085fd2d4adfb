import { FolderX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

/** An unknown case, or someone else's: said calmly, with the way back. */
export function CaseNotFound() {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
      <FolderX className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-xl font-bold text-slate-900">Case not found</h2>
      <p className="text-sm text-slate-700">
        We could not find this case. It may have been deleted, or the link may be wrong. Your other cases are safe.
      </p>
      <Button asChild>
        <Link to="/cases">Back to My Cases</Link>
      </Button>
    </Card>
  );
}
