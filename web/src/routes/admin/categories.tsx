import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { CategoryManager } from '../../features/admin-categories';
import { AdminPage } from './admin-page';

/** SPEC §2 admin categories: categories (with subcategories) and brands, one tab each; ?kind=brand opens brands. */
export default function AdminCategoriesPage() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') === 'brand' ? 'brand' : 'category';
  return (
    <AdminPage
      title="Categories & Brands"
      description="What the shop’s filters offer. A category or brand that products use cannot be deleted."
    >
      <Tabs
        value={kind}
        onValueChange={(v) => setParams(v === 'brand' ? { kind: 'brand' } : {}, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="category">Categories</TabsTrigger>
          <TabsTrigger value="brand">Brands</TabsTrigger>
        </TabsList>
        <TabsContent value="category">
          <CategoryManager kind="category" />
        </TabsContent>
        <TabsContent value="brand">
          <CategoryManager kind="brand" />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
