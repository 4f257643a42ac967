import {
  Calculator,
  Gift,
  ClipboardList,
  GalleryHorizontal,
  Images,
  LayoutDashboard,
  Package,
  PackageOpen,
  Settings,
  Tags,
  TicketPercent,
} from 'lucide-react';
import { adminPaths } from '../../lib/admin-paths';
import { paths } from '../../lib/paths';

/** SPEC §2 admin navigation, plus the Features (slider) and Settings screens it routes to, Returns, Discounts and Gift cards. */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: paths.admin.dashboard.href(), icon: LayoutDashboard },
  { label: 'Products', to: paths.admin.products.href(), icon: Package },
  { label: 'Orders', to: paths.admin.orders.href(), icon: ClipboardList },
  { label: 'Returns', to: paths.admin.returns.href(), icon: PackageOpen },
  { label: 'Discounts', to: adminPaths.discounts.path, icon: TicketPercent },
  { label: 'Gift cards', to: adminPaths.giftcards.path, icon: Gift },
  { label: 'Categories & Brands', to: paths.admin.categories.href(), icon: Tags },
  { label: 'Image Gallery', to: paths.admin.images.href(), icon: Images },
  { label: 'Features', to: paths.admin.features.href(), icon: GalleryHorizontal },
  { label: 'Settings', to: paths.admin.settings.href(), icon: Settings },
  { label: 'Estimator', to: paths.admin.estimator.href(), icon: Calculator },
] as const;
