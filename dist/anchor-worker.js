import { anchorWorker } from './index.js';
await anchorWorker();
