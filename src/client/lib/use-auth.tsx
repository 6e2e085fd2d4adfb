import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getUser, login as loginEndpoint, logout as logoutEndpoint, register as registerEndpoint } from "@shared/api/auth";
import type { LoginInput, PublicUser, RegisterInput } from "@shared/auth-schemas";
import { apiQuery, callApi, resetCsrfToken, serverMessage } from "./api";
import { rememberPasswordChangeRequired } from "./password-change-notice";
import { takeReturnPath } from "./return-path";
import { useAdoptAccountTextSize } from "./text-size";
import { useAdoptAccountLanguage, USER_QUERY_KEY } from "./use-account-language";
import { toast, type ToastInput } from "./use-toast";

interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  login: ReturnType<typeof useLoginMutation>;
  register: ReturnType<typeof useRegisterMutation>;
  logout: ReturnType<typeof useLogoutMutation>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Log in or register: the answer is the signed-in user, who is greeted and taken to the dashboard. The words are the
 * auth page's (namespace `auth`): these forms live on that page, which loaded them.
 */
function useSignInMutation<Input>(
  signIn: (input: Input) => Promise<PublicUser>,
  greeting: (user: PublicUser, t: Translate) => ToastInput,
  failureKey: string,
) {
  const { i18n } = useTranslation();
  const t: Translate = (key, values) => i18n.t(key, values);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      resetCsrfToken();
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast(greeting(user, t));
      // A password chosen before today's rules (or found on the breached list): she is asked to change it.
      if (user.passwordChangeRequired) {
        rememberPasswordChangeRequired(user.id);
        toast({ title: t("auth:toasts.changePassword.title"), description: t("auth:toasts.changePassword.description") });
        void navigate("/settings#password");
        return;
      }
      // Back to the page that sent the person to sign in (theirs only), otherwise the dashboard.
      void navigate(takeReturnPath(user.id) ?? "/dashboard");
    },
    onError: (error) => {
      const failure = t(failureKey);
      toast({ title: failure, description: serverMessage(error, failure), variant: "destructive" });
    },
  });
}

const useLoginMutation = () =>
  useSignInMutation(
    (input: LoginInput) => callApi(loginEndpoint, { body: input }),
    (_user, t) => ({ title: t("auth:toasts.loggedIn.title"), description: t("auth:toasts.loggedIn.description") }),
    "auth:toasts.loginFailed",
  );

const useRegisterMutation = () =>
  useSignInMutation(
    (input: RegisterInput) => callApi(registerEndpoint, { body: input }),
    (user, t) => ({
      title: t("auth:toasts.registered.title"),
      description: user.firstName
        ? t("auth:toasts.registered.welcomeNamed", { name: user.firstName })
        : t("auth:toasts.registered.welcome"),
    }),
    "auth:toasts.registrationFailed",
  );

/**
 * After signing out or deleting the account: the user query stays (set to null) so the session layer sees the change
 * at once; everything else of hers goes. Clearing the whole cache would leave the session observer on a removed
 * query, stuck "loading" (e2e/session-privacy.test.ts).
 */
export function forgetSignedInData(queryClient: QueryClient): void {
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}

function useLogoutMutation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(logoutEndpoint, {}),
    onSuccess: () => {
      resetCsrfToken();
      forgetSignedInData(queryClient);
      void navigate("/auth");
    },
    onError: () => toast({ title: t("toasts.logoutFailed"), description: t("toasts.logoutFailed"), variant: "destructive" }),
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery(apiQuery(getUser, {}, { signedOut: "null" }));
  useAdoptAccountLanguage(data);
  useAdoptAccountTextSize(data);
  const login = useLoginMutation();
  const register = useRegisterMutation();
  const logout = useLogoutMutation();
  return (
    <AuthContext.Provider value={{ user: data ?? null, isLoading, login, register, logout }}>{children}</AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
