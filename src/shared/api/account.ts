/** Her data is hers: all of it in one download, or the account deleted with everything it holds. */
import { doneSchema, passwordConfirmationSchema } from "../auth-schemas";
import { defineEndpoint } from "./endpoint";

export const exportData = defineEndpoint({
  method: "POST",
  path: "/api/user/export",
  summary: "Everything of hers as one ZIP, made as it is sent (her password asked again; 409 while one is being made).",
  signedIn: true,
  body: passwordConfirmationSchema,
  answer: null,
  answerType: "application/zip",
});

export const deleteAccount = defineEndpoint({
  method: "DELETE",
  path: "/api/user",
  summary: "Deletes her account and everything it holds, and signs her out everywhere (her password asked again).",
  signedIn: true,
  body: passwordConfirmationSchema,
  answer: doneSchema,
  refreshes: ["/api/user"],
});
