import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { LoadingScreen } from './components/loading-screen';
import { authQueryOptions } from './features/auth/api/check-auth';
import { publicSettingsQueryOptions } from './features/settings/api/get-public-settings';

const queryClient = createQueryClient();
// SPEC §4: on start the app checks authentication and loads the site settings, in parallel.
void queryClient.prefetchQuery(authQueryOptions());
void queryClient.prefetchQuery(publicSettingsQueryOptions());

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  </StrictMode>,
);
