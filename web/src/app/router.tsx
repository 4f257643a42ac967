import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, segment } from '../lib/paths';
import { AuthLayout } from '../routes/auth/auth-layout';
import NotFoundPage from '../routes/not-found';
import ShopHomePage from '../routes/shop/home';
import { ShopLayout } from '../routes/shop/shop-layout';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';

// Everything but the shop frame, its home and the not-found page is fetched on first visit, so a shopper's
// first load carries no admin code, no form library and no policy text (DESIGN: lazy admin and rare routes).
const LoginPage = lazy(() => import('../routes/auth/login'));
const RegisterPage = lazy(() => import('../routes/auth/register'));
const ForgotPasswordPage = lazy(() => import('../routes/auth/forgot-password'));
const ResetPasswordPage = lazy(() => import('../routes/auth/reset-password'));

const ListingPage = lazy(() => import('../routes/shop/listing'));
const SearchPage = lazy(() => import('../routes/shop/search'));
const CheckoutPage = lazy(() => import('../routes/shop/checkout'));
const AccountPage = lazy(() => import('../routes/shop/account'));
const EstimatorPage = lazy(() => import('../routes/shop/estimator'));
const PhonePeReturnPage = lazy(() => import('../routes/shop/phonepe-return'));
const PaymentSuccessPage = lazy(() => import('../routes/shop/payment-success'));
const PaymentFailedPage = lazy(() => import('../routes/shop/payment-failed'));
const TermsPage = lazy(() => import('../routes/shop/static/terms'));
const AboutPage = lazy(() => import('../routes/shop/static/about'));
const ContactPage = lazy(() => import('../routes/shop/static/contact'));
const PrivacyPage = lazy(() => import('../routes/shop/static/privacy'));
const ReturnPage = lazy(() => import('../routes/shop/static/return'));
const WarrantyPage = lazy(() => import('../routes/shop/static/warranty'));
const ShippingPage = lazy(() => import('../routes/shop/static/shipping'));
const StoreLocatorPage = lazy(() => import('../routes/shop/static/store-locator'));
const RefundCancellationPage = lazy(() => import('../routes/shop/static/refund-cancellation'));

const AdminLayout = lazy(() => import('../routes/admin/admin-layout'));
const AdminDashboardPage = lazy(() => import('../routes/admin/dashboard'));
const AdminProductsPage = lazy(() => import('../routes/admin/products'));
const AdminOrdersPage = lazy(() => import('../routes/admin/orders'));
const AdminFeaturesPage = lazy(() => import('../routes/admin/features'));
const AdminCategoriesPage = lazy(() => import('../routes/admin/categories'));
const AdminImagesPage = lazy(() => import('../routes/admin/images'));
const AdminSettingsPage = lazy(() => import('../routes/admin/settings'));

const UnauthPage = lazy(() => import('../routes/unauth-page'));

const child = (p: { path: string }, element: ReactNode): RouteObject => ({ path: segment(p.path), element });

/** Every route of SPEC §2. The guard in RootLayout applies the redirect rules before any page renders. */
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      // '/', '/auth', '/shop' and '/admin' are always redirected by the guard.
      { index: true, element: null },
      {
        path: segment(paths.auth.root.path),
        element: <AuthLayout />,
        children: [
          { index: true, element: null },
          child(paths.auth.login, <LoginPage />),
          child(paths.auth.register, <RegisterPage />),
          child(paths.auth.forgotPassword, <ForgotPasswordPage />),
          child(paths.auth.resetPassword, <ResetPasswordPage />),
        ],
      },
      {
        path: segment(paths.shop.root.path),
        element: <ShopLayout />,
        children: [
          { index: true, element: null },
          child(paths.shop.home, <ShopHomePage />),
          child(paths.shop.listing, <ListingPage />),
          child(paths.shop.checkout, <CheckoutPage />),
          child(paths.shop.account, <AccountPage />),
          child(paths.shop.phonepeReturn, <PhonePeReturnPage />),
          child(paths.shop.paymentSuccess, <PaymentSuccessPage />),
          child(paths.shop.paymentFailed, <PaymentFailedPage />),
          child(paths.shop.search, <SearchPage />),
          child(paths.shop.estimator, <EstimatorPage />),
          child(paths.shop.terms, <TermsPage />),
          child(paths.shop.about, <AboutPage />),
          child(paths.shop.contact, <ContactPage />),
          child(paths.shop.privacy, <PrivacyPage />),
          child(paths.shop.return, <ReturnPage />),
          child(paths.shop.warranty, <WarrantyPage />),
          child(paths.shop.shipping, <ShippingPage />),
          child(paths.shop.storeLocator, <StoreLocatorPage />),
          child(paths.shop.refundCancellation, <RefundCancellationPage />),
          { path: '*', element: <NotFoundPage bare={false} /> },
        ],
      },
      {
        path: segment(paths.admin.root.path),
        element: <AdminLayout />,
        children: [
          { index: true, element: null },
          child(paths.admin.dashboard, <AdminDashboardPage />),
          child(paths.admin.products, <AdminProductsPage />),
          child(paths.admin.orders, <AdminOrdersPage />),
          child(paths.admin.features, <AdminFeaturesPage />),
          child(paths.admin.categories, <AdminCategoriesPage />),
          child(paths.admin.images, <AdminImagesPage />),
          child(paths.admin.settings, <AdminSettingsPage />),
        ],
      },
      { path: segment(paths.unauth.path), element: <UnauthPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
