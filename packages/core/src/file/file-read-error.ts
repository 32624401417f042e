/** A whole-file refusal of an uploaded file: the spec's bad-file messages (wrong columns, unreadable, empty, too large). */
export class FileReadError extends Error {}
