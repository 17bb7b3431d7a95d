/** Spec §5/§9: at most 6 photos and 20 MB in total, for pre-order photos and prescription renewal alike. */
export const MAX_PHOTOS = 6;
export const MAX_TOTAL_BYTES = 20 * 1024 * 1024;
/** Phone photos are downscaled in the browser until their long side is at most this. */
export const MAX_LONG_SIDE_PX = 2000;

/** What the provider stores (its upload check sniffs the bytes; `image/*` here keeps the picker honest). */
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif';

export const isPhoto = (file: Blob) => /^image\/(jpeg|png|webp|gif|heic|heif)$/.test(file.type);
