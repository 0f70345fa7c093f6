import { worker } from './index.js';
await worker();
