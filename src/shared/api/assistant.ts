/** The legal assistant's API: a question answered (as JSON or as an event stream), her saved conversations, and AI polish. */
import { z } from "zod";
import {
  askRequestSchema,
  askResponseSchema,
  conversationJsonSchema,
  conversationMessageJsonSchema,
  rewriteRequestSchema,
  rewriteResponseSchema,
} from "../assistant";
import { idParams, listPageQuery, pageQuery } from "./common";
import { defineEndpoint } from "./endpoint";

/**
 * A question shows in her list of conversations and in the dashboard's count of questions asked. Not listed: the
 * messages of the conversation on screen, which the screen shows as they were asked and answered.
 */
const CONVERSATION_VIEWS = ["/api/conversations", "/api/stats"] as const;

/**
 * With `Accept: text/event-stream` the same answer comes as Server-Sent Events (AskStreamEvents in
 * src/shared/assistant.ts): "delta" pieces of the Markdown, "reset" to drop them, then "done" with this answer or
 * "error". Either way the header Content-Language names the answer's language, and a refused question is JSON.
 */
export const askQuestion = defineEndpoint({
  method: "POST",
  path: "/api/ai/ask",
  summary:
    "Answers a question about Florida civil law from the knowledge base, in a new conversation or the given one " +
    "(409 past the conversation caps, 429 past the questions a minute).",
  signedIn: true,
  body: askRequestSchema,
  answer: askResponseSchema,
  notFound: "assistant.conversationNotFound",
  refreshes: CONVERSATION_VIEWS,
});

export const listConversations = defineEndpoint({
  method: "GET",
  path: "/api/conversations",
  summary:
    "Her conversations with the assistant, the most recently continued first; ?q= finds topics, ?limit= pages with " +
    "the next page's ?cursor= in X-Next-Cursor.",
  signedIn: true,
  query: listPageQuery,
  answer: z.array(conversationJsonSchema),
});

/** `after` (a message's id) starts after that message: the next page is `?after=<the last id>&limit=<n>`. */
export const conversationMessagesQuery = pageQuery.extend({ after: z.string().optional() });

export const listConversationMessages = defineEndpoint({
  method: "GET",
  path: "/api/conversations/:id/messages",
  summary: "A conversation's questions and answers, the oldest first (400 when `after` is not one of its messages).",
  signedIn: true,
  params: idParams,
  query: conversationMessagesQuery,
  answer: z.array(conversationMessageJsonSchema),
  notFound: "assistant.conversationNotFound",
});

export const deleteConversation = defineEndpoint({
  method: "DELETE",
  path: "/api/conversations/:id",
  summary: "Deletes a conversation with its messages.",
  signedIn: true,
  params: idParams,
  status: 204,
  answer: null,
  notFound: "assistant.conversationNotFound",
  refreshes: CONVERSATION_VIEWS,
});

export const rewriteText = defineEndpoint({
  method: "POST",
  path: "/api/ai/rewrite",
  summary: "Rewords a text for a court paper without adding or changing a fact (429 past the texts a minute).",
  signedIn: true,
  body: rewriteRequestSchema,
  answer: rewriteResponseSchema,
});
