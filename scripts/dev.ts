// npm run dev — the API server (with the sweeper) on PORT and Vite's dev server on 5173, which proxies /api to it.
import { spawn } from 'node:child_process';

const api = spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '3000' } });
const web = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => {
  api.kill();
  web.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
web.on('exit', stop);
