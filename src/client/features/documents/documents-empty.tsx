import { FileSearch } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

/** "No Documents Found": a hint that fits (no documents yet, or nothing matches), and a way forward. */
export function DocumentsEmpty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <FileSearch className="size-10 text-slate-500" aria-hidden="true" />
      <h3 className="text-lg font-bold text-slate-900">No Documents Found</h3>
      <p className="max-w-md text-sm text-slate-700">
        {filtered
          ? "No document matches your search or type. Try other words, or clear the filters."
          : "You have not made a document yet. Answer a few questions and we prepare a court-ready PDF for you."}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {filtered && (
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        )}
        <Button asChild>
          <Link to="/new-case">Start a Document</Link>
        </Button>
      </div>
    </Card>
  );
}
