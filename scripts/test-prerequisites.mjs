// npm test's first step (npm runs "pretest" before "test"): the two programs the tests need from the system,
// which no npm package brings. Debian's Chromium drives the browser journeys (no test tool may download a
// browser) and nginx fronts the instances in the operations tests (deploy/nginx.conf). PostgreSQL is not
// needed: without one at TEST_DATABASE_URL or 127.0.0.1:5432 the tests start their own (tests/helpers/pg-server.ts).
// Missing ones are installed with apt on Debian when run as root; otherwise this stops at once with the command.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const wanted = [
  { name: 'Chromium', paths: ['/usr/bin/chromium'], pkg: 'chromium' },
  { name: 'nginx', paths: ['/usr/sbin/nginx', '/usr/bin/nginx'], pkg: 'nginx-light' },
];
const missing = wanted.filter((w) => !w.paths.some((p) => fs.existsSync(p)));
if (missing.length === 0) process.exit(0);

const packages = missing.map((m) => m.pkg);
const command = `apt-get install -y ${packages.join(' ')}`;
const debian = fs.existsSync('/etc/debian_version');
if (debian && process.getuid?.() === 0) {
  console.log(`[pretest] installing ${missing.map((m) => m.name).join(' and ')} for the tests: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  process.exit(0);
}
console.error(
  `The tests need ${missing.map((m) => `${m.name} (${m.paths[0]})`).join(' and ')}, which this machine lacks.\n` +
    (debian
      ? `Install with: sudo ${command}\n`
      : `Install Debian's or your system's ${packages.join(' and ')} so that ${missing.map((m) => m.paths[0]).join(' and ')} exist.\n`),
);
process.exit(1);
