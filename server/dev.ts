import { startServer } from './start';

// npm run dev: the API and the pages with Vite's hot reload, on one port (restarted by tsx watch when server code changes).
startServer({ dev: true }).catch((err) => {
  console.error(err);
  process.exit(1);
});
