/** The words that replace a sanitised person's personal data (names, free text) everywhere it was copied. */
export const SANITISED = { firstName: 'Sanitised', lastName: 'User', text: '[sanitised]' } as const;

/** The username a sanitised person keeps (unique, not an address anyone receives mail at). */
export const sanitisedUsername = (userId: string) => `sanitised-${userId.toLowerCase()}@sanitised.invalid`;
