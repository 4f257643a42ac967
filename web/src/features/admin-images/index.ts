export { useDeleteBlankImages } from './api/delete-blank-images';
export { useDeleteImage } from './api/delete-image';
export { useDeleteImages } from './api/delete-images';
export { useImages } from './api/get-images';
export { formatBytes } from './format-bytes';
