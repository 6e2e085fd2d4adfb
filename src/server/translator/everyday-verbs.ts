/**
 * Verbs in their plain form that start the duties and powers of leases, notices and powers of attorney ("keep",
 * "pay", "sign", "open"): split-series.ts starts a new sentence only before one of them, so a list of nouns or
 * adjectives ("heating, plumbing, and other appliances") is never cut.
 */
const VERBS = new Set(
  `accept accompany act allow answer appear apply appoint approve argue ask attend avoid borrow bring buy call cancel
  challenge change check choose claim clean close collect comply conduct consent contact continue cooperate create
  cure deal decide defend deliver deposit describe destroy direct disclaim dispose dispute do drive email employ end
  enter exercise explain file fill fix follow get give go help hire hold identify include inform inspect insure
  invest keep leave lease lend let limit list live mail maintain make manage meet mortgage move name notify obey object
  obtain open operate park pay perform permit pick place point post prepare present protect provide purchase put raise
  receive record refrain register remove renew rent repair replace report represent request respond return review
  revoke run say see seek sell send serve settle show sign smoke speak spend start state stay stop store submit supervise
  supply take tell testify transfer try turn use visit vote waive wash watch withdraw write`.split(/\s+/),
);

export const isEverydayVerb = (word: string): boolean => VERBS.has(word.toLowerCase());
