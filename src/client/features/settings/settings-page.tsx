import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { useAuth } from "@client/lib/use-auth";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

export default function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Your details</CardTitle>
          <CardDescription>Signed in as {user.email}. Your county is used to fill in court papers.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>Changing it signs you out on your other devices.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
