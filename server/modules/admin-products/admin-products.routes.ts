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
import {
  BulkPriceBody,
  CATALOG_FILE_MAX_BYTES,
  ExportQuery,
  ImportQuery,
  type BulkPriceReport,
  type ImportReport,
} from '../../../common/contracts/catalog-io';
import { AppError, ValidationError } from '../../lib/errors';
import { uploadReadError } from '../../lib/uploads';
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
import { BulkPriceRefused, changePrices } from './catalog-io/bulk-price.service';
import { exportCatalog } from './catalog-io/export.service';
import { importCatalog } from './catalog-io/import.service';
import { FILE_MESSAGES } from './catalog-io/file-messages';
import { readSheet } from './catalog-io/read-file';

// The shape the admin screens read (common/contracts/admin.ts) must be what the server sends.
const toAdmin = (row: Parameters<typeof productToApi>[0]): AdminProduct => productToApi(row);

const tooLarge = () => new AppError(413, 'The image is larger than 5 MB');

/** /api/admin/products: product management and image upload (admin only). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.db);
  app.addHook('onRequest', adminOnly);

  // The one route that takes a file: multipart is accepted here only (server/plugins/request-guard.ts).
  app.post('/upload-image', { config: { bodyTypes: ['multipart/form-data'] } }, async (request) => {
    if (!request.isMultipart())
      throw new AppError(415, 'Send the image as multipart/form-data in the field my_file');
    let file;
    try {
      file = await request.file();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw uploadReadError(err);
    }
    if (!file) throw new ValidationError('Choose an image to upload (field my_file)');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw uploadReadError(err);
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

  // The catalog as a spreadsheet: the listing's filters, streamed.
  app.get('/export', { schema: { querystring: ExportQuery } }, async (request, reply) => {
    const { format, search, category } = request.query;
    const file = await exportCatalog(
      app.db,
      { search: search || undefined, category: category || undefined },
      format,
    );
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  // The catalog from a spreadsheet: the dry run answers the preview; the real run writes all rows or none.
  app.post(
    '/import',
    { schema: { querystring: ImportQuery }, config: { bodyTypes: ['multipart/form-data'] } },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'Send the file as multipart/form-data in the field file');
      let file;
      try {
        file = await request.file({ limits: { fileSize: CATALOG_FILE_MAX_BYTES } });
      } catch (err) {
        throw uploadReadError(err);
      }
      if (!file) throw new ValidationError('Choose a .csv or .xlsx file to import (field file)');
      const stream = file.file;
      let report: ImportReport;
      try {
        if (file.fieldname !== 'file') throw new ValidationError('Send the file in the field file');
        const { format, rows } = await readSheet(stream, file.filename, () => stream.truncated);
        report = await importCatalog(app.db, rows, { ...request.query, format, storage });
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ValidationError(FILE_MESSAGES.tooLarge);
        throw err;
      } finally {
        if (!stream.destroyed) stream.resume();
      }
      const { created, changed, unchanged, errors } = report.counts;
      const summary = `${created} new, ${changed} changed, ${unchanged} unchanged, ${errors} with errors`;
      if (!report.dryRun && errors > 0) {
        return reply.status(400).send({
          success: false,
          message: `Nothing was imported: ${errors} row${errors === 1 ? ' has' : 's have'} errors`,
          data: report,
        });
      }
      const message = report.dryRun
        ? `Preview: ${summary}`
        : report.written
          ? `Imported: ${created} new, ${changed} changed`
          : 'Nothing to import: every row is unchanged';
      return { success: true, message, data: report };
    },
  );

  // Prices up or down by percent or amount over a category, brand or search; the dry run is the preview.
  app.post('/bulk-price', { schema: { body: BulkPriceBody } }, async (request, reply) => {
    let report: BulkPriceReport;
    try {
      report = await changePrices(app.db, request.body);
    } catch (err) {
      if (err instanceof BulkPriceRefused)
        return reply.status(400).send({ success: false, message: err.message, data: err.report });
      throw err;
    }
    const message = report.dryRun
      ? `Preview: ${report.changed} of ${report.matched} matching products change price`
      : `Prices changed for ${report.changed} product${report.changed === 1 ? '' : 's'}`;
    return { success: true, message, data: report };
  });

  app.post('/add', { schema: { body: ProductBody } }, async (request, reply) => {
    const product = await addProduct(app.db, request.body);
    return reply
      .status(201)
      .send({ success: true, message: 'Product add successfully', data: toAdmin(product) });
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
