import { useState } from 'react';
import { PackagePlus, Search } from 'lucide-react';
import type { AdminProduct } from '../../../../common/contracts/admin';
import { useConfirm } from '../../components/confirm-dialog';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useAdminCategories } from '../../lib/admin-categories';
import {
  CatalogActions,
  useDeleteProduct,
  useAdminProducts,
  ProductCard,
  ProductSheet,
} from '../../features/admin-products';
import { errorMessage } from '../../lib/api-client';
import { AdminPage } from './admin-page';
import { useGridParams } from '../../lib/use-grid-params';

export const PRODUCTS_PER_PAGE = 24;

/**
 * SPEC §2 admin products: the grid with the add/edit side sheet. Paged, searched and filtered by the
 * server (fast with 100,000 products); page, search and category live in the URL.
 */
export default function AdminProductsPage() {
  const { params, update, page, search, text, setText } = useGridParams();
  const category = params.get('category') ?? '';
  const [sheet, setSheet] = useState<{ open: boolean; product: AdminProduct | null }>({
    open: false,
    product: null,
  });
  const categories = useAdminCategories('category');
  const query = useAdminProducts({ page, limit: PRODUCTS_PER_PAGE, search: search.trim(), category });
  const remove = useDeleteProduct();
  const { confirm, dialog } = useConfirm();

  async function onDelete(product: AdminProduct) {
    const ok = await confirm({
      title: `Delete “${product.title}”?`,
      description:
        'The product leaves the shop and every cart. Past orders keep their copy. This cannot be undone.',
      destructive: true,
    });
    if (!ok) return;
    try {
      const res = await remove.mutateAsync(product._id);
      toast({ title: res.message || 'Product deleted successfully' });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to delete product') });
    }
  }

  const data = query.data;
  const total = data?.pagination.total ?? 0;
  const filtered = Boolean(search.trim() || category);

  return (
    <AdminPage
      title="Products"
      description={
        query.isPlaceholderData
          ? 'Loading…'
          : data
            ? `${total.toLocaleString('en-IN')} product${total === 1 ? '' : 's'}${filtered ? ' found' : ''}`
            : 'Your catalog'
      }
      actions={
        <>
          <Button onClick={() => setSheet({ open: true, product: null })}>
            <PackagePlus aria-hidden="true" /> Add new product
          </Button>
          <CatalogActions filter={{ search: search.trim(), category }} />
        </>
      }
    >
      <div className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-3 shadow-sm sm:grid-cols-[1fr_16rem] sm:p-4">
        <div className="grid gap-2">
          <Label htmlFor="products-search">Search by title</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
              aria-hidden="true"
            />
            <Input
              id="products-search"
              type="search"
              className="pl-9"
              placeholder="e.g. house wire"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="products-category">Category</Label>
          <NativeSelect
            id="products-category"
            value={category}
            onChange={(e) => update({ category: e.target.value, page: null })}
          >
            <option value="">All categories</option>
            {(categories.data ?? []).map((c) => (
              <option key={c._id} value={c.name}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {query.isError && !data ? (
        <ErrorState
          title="Failed to load products"
          message={errorMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
          aria-label="Loading products"
        >
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="rounded-lg border border-neutral-200 bg-white p-3">
              <Skeleton className="aspect-square w-full" />
              <Skeleton className="mt-3 h-4 w-4/5" />
              <Skeleton className="mt-2 h-3 w-3/5" />
              <Skeleton className="mt-4 h-9 w-full" />
            </li>
          ))}
        </ul>
      ) : data.data.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No products match"
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setText('');
                  update({ search: null, category: null, page: null });
                }}
              >
                Clear search and filter
              </Button>
            }
          >
            Try another part of the title or another category.
          </EmptyState>
        ) : page > 1 ? (
          <EmptyState
            title="This page is empty"
            action={
              <Button variant="outline" onClick={() => update({ page: null })}>
                Go to the first page
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No products yet"
            action={
              <Button onClick={() => setSheet({ open: true, product: null })}>
                <PackagePlus aria-hidden="true" /> Add new product
              </Button>
            }
          >
            Add your first product: it appears in the shop as soon as it is saved.
          </EmptyState>
        )
      ) : (
        <>
          {/* The cards' titles are h3s: this heading is the level between them and the page's h1. */}
          <h2 className="sr-only">Product list</h2>
          <ul
            className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
            aria-label="Products"
            aria-busy={query.isFetching}
          >
            {data.data.map((p) => (
              <ProductCard
                key={p._id}
                product={p}
                onEdit={() => setSheet({ open: true, product: p })}
                onDelete={() => void onDelete(p)}
                deleting={remove.isPending && remove.variables === p._id}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={data.pagination.totalPages}
            onPageChange={(p) => {
              update({ page: p });
              document.querySelector('h1')?.scrollIntoView?.();
            }}
            label="Product pages"
          />
        </>
      )}
      <ProductSheet
        open={sheet.open}
        product={sheet.product}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
      {dialog}
    </AdminPage>
  );
}
