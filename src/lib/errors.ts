/**
 * What a visitor reads where a view's text has a place for "the message" (spec §2 events:
 * "'Error loading events: ' plus the message, or 'Unknown error'"; §8 bookstore). A server's
 * or database's own message never reaches the page (spec §8 "Server error responses other than
 * the code 23505 are not shown"): it can name tables, constraints and policies. The details are
 * logged by the query cache (`./query-client`).
 */
export const UNKNOWN_ERROR = 'Unknown error';
