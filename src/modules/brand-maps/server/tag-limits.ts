// How many marks one tag write touches in one transaction (tags.ts, tag-drop.ts).

/**
 * Up to this many marks a write runs within the call; a larger scope becomes a batch task that writes this many
 * marks per step (one transaction each, so no step holds the row locks of more). A tag write costs 0.16 ms per mark
 * at 100,000 marks and 0.46 ms at 1,000,000 (README, "Tag storage"): 0.3-0.9 s for a full step, against 16-48 s for
 * 100,000 marks in one statement.
 */
export const TAG_INLINE_LIMIT = 2000;
