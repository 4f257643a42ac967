import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  ProductBody,
  ProductFullBody,
  ProductListQuery,
  ProductPatchBody,
  type AdminProduct,
  type UploadResult,
} from '../../../common/contracts/admin';
import { AppError, ValidationError } from '../../lib/errors';
import { adminOnly } from '../../plugins/auth';
import { createStorage } from '../../storage/create-storage';
import { productToApi } from '../catalog';
import { galleryToApi, uploadImage } from '../images';
import {
  addProduct,
  editFullProduct,
  editProduct,
  listAdminProducts,
  removeProduct,
} from './admin-products.service';

// The shape the admin screens read (common/contracts/admin.ts) must be what the server sends.
const toAdmin = (row: Parameters<typeof productToApi>[0]): AdminProduct => productToApi(row);

const tooLarge = () => new AppError(413, 'The image is larger than 5 MB');

/** /api/admin/products: product management and image upload (admin only). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.db);
  app.addHook('onRequest', adminOnly);

  // The one route that takes a file: multipart is accepted here only (server/plugins/request-guard.ts).
  app.post('/upload-image', { config: { bodyTypes: ['multipart/form-data'] } }, async (request) => {
    if (!request.isMultipart()) throw new AppError(415, 'Send the image as multipart/form-data in the field my_file');
    let file;
    try {
      file = await request.file();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw new ValidationError('The upload could not be read');
    }
    if (!file) throw new ValidationError('Choose an image to upload (field my_file)');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw new ValidationError('The upload could not be read');
    }
    if (file.file.truncated) throw tooLarge();
    if (file.fieldname !== 'my_file') throw new ValidationError('Send the image in the field my_file');
    const image = galleryToApi(await uploadImage(app.db, storage, bytes));
    const result: UploadResult = {
      secure_url: image.secure_url,
      url: image.url,
      public_id: image.public_id,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      format: image.format,
      variants: image.variants,
    };
    return {
      success: true,
      message: 'Image uploaded successfully',
      result,
      data: image,
    };
  });

  app.post('/add', { schema: { body: ProductBody } }, async (request, reply) => {
    const product = await addProduct(app.db, request.body);
    return reply.status(201).send({ success: true, message: 'Product add successfully', data: toAdmin(product) });
  });

  app.get('/get', { schema: { querystring: ProductListQuery } }, async (request) => {
    const { rows, pagination } = await listAdminProducts(app.db, request.query);
    return { success: true, data: rows.map(toAdmin), pagination };
  });

  app.put('/edit/:id', { schema: { params: IdParams, body: ProductPatchBody } }, async (request) => {
    const product = await editProduct(app.db, request.params.id, request.body);
    return { success: true, message: 'Product updated successfully', data: toAdmin(product) };
  });

  app.put('/edit-product/:id', { schema: { params: IdParams, body: ProductFullBody } }, async (request) => {
    const product = await editFullProduct(app.db, request.params.id, request.body);
    return { success: true, message: 'Product updated successfully', data: toAdmin(product) };
  });

  app.delete('/delete/:id', { schema: { params: IdParams } }, async (request) => {
    await removeProduct(app.db, request.params.id);
    return { success: true, message: 'Product deleted successfully' };
  });
};
export default routes;
