import { Link } from "react-router";
import { Button } from "../components/ui/button";

export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md text-center">
        <p className="text-5xl font-extrabold text-brand-800" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-3 text-slate-700">
          We could not find that page. The address may be mistyped, or the page may have moved.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">Go to your dashboard</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
