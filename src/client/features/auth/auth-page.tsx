import { CheckCircle2 } from "lucide-react";
import { Navigate } from "react-router";
import { FLORIDA_COUNTIES } from "@shared/counties";
import { BrandLink } from "@client/app/shell/brand-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FullPageSpinner } from "@client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { useAuth } from "@client/lib/use-auth";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

const BENEFITS = [
  `Court-ready documents for all ${FLORIDA_COUNTIES.length} Florida counties`,
  "Plain-English guidance with the law cited",
  "Your cases, deadlines and papers in one place",
  "100% free. No credit card.",
];

export default function AuthPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <BrandLink />
        <div className="flex flex-1 items-center justify-center py-8">
          <Card className="w-full max-w-md">
            <CardHeader>
              <h1 className="text-2xl font-bold text-slate-900">Welcome</h1>
              <CardDescription>Log in, or create a free account to start.</CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs defaultValue="login">
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="login">Login</TabsTrigger>
                  <TabsTrigger value="register">Register</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm />
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
        <p className="text-center text-xs text-slate-700">
          Florida Legal Champion is not a law firm and does not give legal advice.
        </p>
      </main>
      <aside className="hidden flex-col justify-center bg-brand-800 p-12 text-white lg:flex" aria-label="Why Florida Legal Champion">
        <CardTitle className="text-3xl text-white">Stand up for your rights, with the right papers.</CardTitle>
        <p className="mt-4 max-w-md text-lg text-brand-100">
          Most people in Florida civil court have no lawyer. We help you understand your case and prepare what the
          court needs.
        </p>
        <ul className="mt-8 grid gap-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-3">
              <CheckCircle2 className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
