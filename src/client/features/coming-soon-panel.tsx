import { Construction } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";

/** Shown on a route whose tool has not been built yet: honest, with a way forward. */
export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <Construction className="size-8 text-brand-700" aria-hidden="true" />
        <CardTitle>{title} is coming soon</CardTitle>
        <CardDescription>
          We are still building this tool. Everything else in the menu that is ready works today, and your
          information stays saved.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/dashboard">Back to the dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
