import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#shared/contracts/catalog';
import { PRODUCT_IMAGE_ROUTES } from '#shared/contracts/product-image-paths';
import { fillPath } from '#shared/contracts/fill-path';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

const imagePath = (businessId: number, productId: number) => fillPath(PRODUCT_IMAGE_ROUTES.image, { businessId, productId });

/** The image changes the product's URL in inventory and on the till's tiles: both refresh. */
function useInvalidate(businessId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([queryKeys.inventory.all(businessId), queryKeys.pos(businessId)].map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/** PUT multipart `file`: the server checks and resizes it, and answers with the product. */
export function useSetProductImage(businessId: number) {
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: ({ productId, file }: { productId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.put<Product>(imagePath(businessId, productId), form);
    },
    onSuccess: invalidate,
  });
}

export function useRemoveProductImage(businessId: number) {
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: (productId: number) => api.delete<Product>(imagePath(businessId, productId)),
    onSuccess: invalidate,
  });
}
