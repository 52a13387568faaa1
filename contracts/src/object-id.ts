/** An id as the shop's API writes it: 24 hex digits (ObjectId-shaped). Kept apart from the zod schemas, so a page that only checks an id loads no zod. */
export const OBJECT_ID = /^[0-9a-f]{24}$/i;
