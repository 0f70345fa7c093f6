import { action } from './index.js';
await action('uat-gate');
