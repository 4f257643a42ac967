/** The largest image fetched from an address: the same as an upload's (server/app.ts MAX_UPLOAD_BYTES). */
export const MAX_UPLOAD_BYTES_REMOTE = 5 * 1024 * 1024;
