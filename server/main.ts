import { startServer } from './start';

// npm start serves the production build: React and React Router read NODE_ENV when the server renderer is
// first loaded (after this line), and in development mode they render several times slower.
process.env.NODE_ENV ??= 'production';

startServer().catch((err) => {
  console.error(err);
  process.exit(1);
});
