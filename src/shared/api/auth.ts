/** Signing up, in and out, and her account's own details: who she is, her name and county, her password. */
import { z } from "zod";
import {
  doneSchema,
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  publicUserSchema,
  registerSchema,
} from "../auth-schemas";
import { defineEndpoint } from "./endpoint";

/** Signing in or out changes who "she" is: the browser's idea of the signed-in user. */
const WHO = ["/api/user"] as const;

export const getUser = defineEndpoint({
  method: "GET",
  path: "/api/user",
  summary: "The signed-in person, or null when no one is signed in.",
  signedIn: false,
  answer: publicUserSchema.nullable(),
});

export const openLogin = defineEndpoint({
  method: "GET",
  path: "/api/login",
  summary: "Sends the browser to the sign-in page (a 302 to /auth).",
  signedIn: false,
  answer: null,
});

export const getCsrfToken = defineEndpoint({
  method: "GET",
  path: "/api/csrf-token",
  summary: "The session's request-forgery token, sent back as x-csrf-token with every change.",
  signedIn: true,
  answer: z.object({ csrfToken: z.string() }),
});

export const register = defineEndpoint({
  method: "POST",
  path: "/api/register",
  beforeSession: true,
  summary: "Makes an account and signs it in (409 when the e-mail address has one already).",
  signedIn: false,
  body: registerSchema,
  status: 201,
  answer: publicUserSchema,
  refreshes: WHO,
});

export const login = defineEndpoint({
  method: "POST",
  path: "/api/login",
  beforeSession: true,
  summary: "Signs in with e-mail and password (401 when they do not match; 429 while guesses are paced).",
  signedIn: false,
  body: loginSchema,
  answer: publicUserSchema,
  refreshes: WHO,
});

export const logout = defineEndpoint({
  method: "POST",
  path: "/api/logout",
  summary: "Ends this device's session and clears its cookie (signed out already, it just clears the cookie).",
  signedIn: false,
  answer: doneSchema,
  refreshes: WHO,
});

export const updateProfile = defineEndpoint({
  method: "PATCH",
  path: "/api/user",
  summary: "Changes her names, county or language: only the fields sent, an empty one cleared.",
  signedIn: true,
  body: profileUpdateSchema,
  answer: publicUserSchema,
  refreshes: WHO,
});

export const changePassword = defineEndpoint({
  method: "POST",
  path: "/api/user/password",
  summary: "Changes her password (the current one asked again); her other devices are signed out.",
  signedIn: true,
  body: passwordChangeSchema,
  answer: doneSchema,
});
