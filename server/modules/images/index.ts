/** The image gallery and uploads. The door of server/modules/images: code outside it imports from here only. */
export { default as imageRoutes } from './images.routes';
export { galleryToApi, storeCustomerPhoto, uploadImage } from './images.service';
export { galleryUrlsByName, galleryUrlsIn } from './images.repository';
export { fetchRemoteImage, imageUrlProblem, isPublicAddress, RemoteImageError } from './remote-image';
