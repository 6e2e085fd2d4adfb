import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { LoginInput, PublicUser, RegisterInput } from "@shared/auth-schemas";
import { apiJson, apiRequest, getQueryFn, resetCsrfToken, serverMessage } from "./api";
import { toast, type ToastInput } from "./use-toast";

interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  login: ReturnType<typeof useLoginMutation>;
  register: ReturnType<typeof useRegisterMutation>;
  logout: ReturnType<typeof useLogoutMutation>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
export const USER_QUERY_KEY = ["/api/user"];

/** Log in or register: the answer is the signed-in user, who is greeted and taken to the dashboard. */
function useSignInMutation<Input>(url: string, greeting: (user: PublicUser) => ToastInput, failure: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: Input) => apiJson<PublicUser>("POST", url, input),
    onSuccess: (user) => {
      resetCsrfToken();
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast(greeting(user));
      void navigate("/dashboard");
    },
    onError: (error) => toast({ title: failure, description: serverMessage(error, failure), variant: "destructive" }),
  });
}

const useLoginMutation = () =>
  useSignInMutation<LoginInput>(
    "/api/login",
    () => ({ title: "Welcome back!", description: "You have successfully logged in." }),
    "Login failed",
  );

const useRegisterMutation = () =>
  useSignInMutation<RegisterInput>(
    "/api/register",
    (user) => ({
      title: "Account created!",
      description: `Welcome${user.firstName ? `, ${user.firstName}` : ""}! Your free account is ready.`,
    }),
    "Registration failed",
  );

function useLogoutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: () => {
      resetCsrfToken();
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      void navigate("/auth");
    },
    onError: () => toast({ title: "Logout failed", description: "Logout failed", variant: "destructive" }),
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery<PublicUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn({ on401: "returnNull" }),
  });
  const login = useLoginMutation();
  const register = useRegisterMutation();
  const logout = useLogoutMutation();
  return (
    <AuthContext.Provider value={{ user: data ?? null, isLoading, login, register, logout }}>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}

export function displayName(user: PublicUser | null): string {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return name || "User";
}
