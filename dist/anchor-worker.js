import { anchorTreeWorker } from './index.js';
await anchorTreeWorker();
