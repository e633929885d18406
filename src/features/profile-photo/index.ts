export { PhotoUpload } from './ui/PhotoUpload';
export type { PhotoUploadProps } from './ui/PhotoUpload';
export { PHOTO_MAX_BYTES, PHOTO_TYPES } from './config/photo';
export { checkPhoto } from './model/photo';
export type { PhotoRefusal } from './model/photo';
