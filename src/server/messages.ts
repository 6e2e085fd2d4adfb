/**
 * Server messages a person reads (API answers), as named constants in one place, so they can move to the
 * message catalog in one step. Court papers and log lines are not here.
 */

/** "Please wait 1 minute", "Please wait 40 seconds": rounded up, in the larger unit from a minute on. */
function waitFor(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export const MESSAGES = {
  unauthorized: "Unauthorized",
  invalidLogin: "Invalid email or password",
  accountExists: "An account with this email already exists. Please log in instead.",
  badCsrfToken: "Invalid or missing CSRF token",
  badRequestUrl: "That address could not be read. Please check the link.",
  tooManyAttempts: (seconds: number) => `Too many attempts. Please wait ${waitFor(seconds)} and try again.`,
  tooManyWrites: (seconds: number) =>
    `You are saving changes faster than we can keep up with. Please wait ${waitFor(seconds)} and try again.`,
  tooManyLogins: (seconds: number) =>
    `This account has signed in too many times in a short while. Please wait ${waitFor(seconds)} and try again.`,
  commonPassword: "This password is too common and easy to guess. Please choose a different one.",
  wrongCurrentPassword: "Your current password is not correct",
  tooManyCases: (max: number) =>
    `You have reached the limit of ${max} cases. Please delete cases you no longer need before adding another.`,
  tooManyDocuments: (max: number) =>
    `You have reached the limit of ${max} documents. Please delete documents you no longer need before adding another.`,
  tooManyDownloads: (max: number) =>
    `You already have ${max} documents being prepared. Please wait for them to finish and try again.`,
  rendererBusy: "We are preparing many documents right now. Please try again in a moment.",
  documentOutdated: "This document was made with an older version of its form. Please create it again.",
  documentUnrenderable:
    "This document could not be made from its answers (a date or number may be out of range). Please create it again.",
  badPagination: "limit must be a whole number from 1 to 500, and offset a whole number from 0",
} as const;
