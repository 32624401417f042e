/** The Users counter's answer (dashboard/searchUsers): active users per user type, and their total. */
export type UserCounts = Partial<Record<UserChipType | 'TOTAL', number>>;

/** Every user type the Users counter counts, each with its chip: candidates, assessors, invigilators, organisation admins. */
export const USER_CHIP_TYPES = ['CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN'] as const;
export type UserChipType = (typeof USER_CHIP_TYPES)[number];

/**
 * The Users counter's chips and its total (doc 2 Dashboard "Users counter"). The total is the sum of the chips, so it
 * never counts a user that no chip shows (it counted organisation admins, who had no chip).
 */
export function userChips(counts: UserCounts | undefined): { chips: { type: UserChipType; count: number }[]; total: number } {
  const chips = USER_CHIP_TYPES.map((type) => ({ type, count: counts?.[type] ?? 0 }));
  return { chips, total: chips.reduce((n, c) => n + c.count, 0) };
}
