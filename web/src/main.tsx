import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

// Placeholder root; the app shell (router, providers, guards) replaces it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Hardware &amp; Electrics Point</h1>
    </main>
  </StrictMode>,
);
