import * as ToastPrimitive from "@radix-ui/react-toast";
import { Button } from "@client/components/ui/button";

/** A toast's Undo button (`altText`: what a screen reader offers instead, since a toast may close by itself). */
export function undoAction(label: string, altText: string, onUndo: () => void) {
  return (
    <ToastPrimitive.Action altText={altText} asChild>
      <Button variant="outline" size="sm" onClick={onUndo}>
        {label}
      </Button>
    </ToastPrimitive.Action>
  );
}
