import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteBlankQuery,
  DeleteMultipleBody,
  ImageListQuery,
  PublicIdParams,
} from '../../../common/contracts/admin';
import { adminOnly } from '../../plugins/auth';
import { createStorage } from '../../storage/create-storage';
import { deleteBlankImages, deleteImage, deleteImages, galleryToApi, listGallery } from './images.service';

/** /api/admin/images: the image gallery (admin only). Uploads arrive at /api/admin/products/upload-image. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.db);
  app.addHook('onRequest', adminOnly);

  app.get('/get', { schema: { querystring: ImageListQuery } }, async (request) => {
    const { rows, pagination } = await listGallery(app.db, request.query.page, request.query.limit);
    return { success: true, data: rows.map(galleryToApi), pagination };
  });

  // The id arrives URL-encoded (public ids may hold '/'); the router decodes it.
  app.delete('/delete/:publicId', { schema: { params: PublicIdParams } }, async (request) => {
    await deleteImage(app.db, storage, request.params.publicId);
    return { success: true, message: 'Image deleted successfully' };
  });

  app.post('/delete-multiple', { schema: { body: DeleteMultipleBody } }, async (request) => {
    const count = await deleteImages(app.db, storage, request.body.public_ids);
    return {
      success: true,
      count,
      data: { deleted: count },
      message: count === 0 ? 'No changes' : `${count} image${count === 1 ? '' : 's'} deleted`,
    };
  });

  app.post('/delete-blank', { schema: { querystring: DeleteBlankQuery } }, async (request) => {
    const count = await deleteBlankImages(app.db, storage, request.query.bytes_lt, request.query.max);
    return {
      success: true,
      count,
      data: { deleted: count },
      message: count === 0 ? 'No changes' : `Removed ${count} blank image${count === 1 ? '' : 's'}`,
    };
  });
};
export default routes;
