import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Product } from '#shared/contracts/catalog';
import { PRODUCT_IMAGE_ROUTES, ProductImageParams, ProductImageQuery } from '#shared/contracts/product-images';
import { getTenant } from '#server/plugins/access';
import { normaliseImage, readImageUpload } from './product-image-file';
import * as service from './product-images.service';

const manage = { kind: 'business', permission: 'business:manage', module: 'inventory' } as const;
/** Every member reads it: the till's cashier shows it on the tile. The module check is the service's (pos or inventory). */
const read = { kind: 'business', permission: 'pos:read' } as const;

/** A year, and never revalidated: the URL's `v` changes with the image, so a cached copy is never stale. */
const FOREVER = 'private, max-age=31536000, immutable';
/** An unversioned or outdated URL: usable, but asked again each time (the ETag makes that a 304). */
const REVALIDATE = 'private, no-cache';

/** If-None-Match may list several tags, weak or strong: any equal to ours means the copy held is current. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
}

/**
 * Product images: the business's admins set (PUT, multipart `file`) and remove
 * them; anyone signed in to the business reads them. Another business's product is not found (404).
 */
export const productImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PRODUCT_IMAGE_ROUTES.image,
    { config: { access: read }, schema: { params: ProductImageParams, querystring: ProductImageQuery } },
    async (req, reply) => {
      const { business } = getTenant(req);
      const image = await service.getImage(app.db, business, req.params.productId);
      reply.header('ETag', image.etag);
      reply.header('Cache-Control', req.query.v === image.version ? FOREVER : REVALIDATE);
      reply.header('X-Content-Type-Options', 'nosniff');
      if (matchesEtag(req.headers['if-none-match'], image.etag)) return reply.status(304).send();
      return reply.type(image.contentType).send(image.content);
    },
  );

  app.put(
    PRODUCT_IMAGE_ROUTES.image,
    { config: { access: manage }, schema: { params: ProductImageParams, response: { 200: Product } } },
    async (req) => {
      const { businessId, userId } = getTenant(req);
      // Read and checked before the product is looked at: a refused file never touches the catalogue.
      const image = await normaliseImage(await readImageUpload(req));
      return service.setImage(app.db, { businessId, userId }, req.params.productId, image);
    },
  );

  app.delete(
    PRODUCT_IMAGE_ROUTES.image,
    { config: { access: manage }, schema: { params: ProductImageParams, response: { 200: Product } } },
    async (req) => {
      const { businessId, userId } = getTenant(req);
      return service.removeImage(app.db, { businessId, userId }, req.params.productId);
    },
  );
};
