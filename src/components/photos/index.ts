export { usePhotos, type Photo, type PhotosState, type Refusal, type UploadPhoto } from './usePhotos';
export { PhotoPicker, formatFileSize, formatMegabytes } from './PhotoPicker';
export { PhotoList } from './PhotoList';
export { blobToDataUrl } from './dataUrl';
export { MAX_PHOTOS, MAX_TOTAL_BYTES, MAX_LONG_SIDE_PX } from './limits';
