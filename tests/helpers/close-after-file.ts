import { afterAll } from 'vitest';
import { closeAfterFile, installAfterFile } from './teardown';

// A setup file: whatever a test file's beforeAll hooks opened through the helpers (testApp) is closed after
// the file's own afterAll hooks have run.
installAfterFile();
afterAll(closeAfterFile);
