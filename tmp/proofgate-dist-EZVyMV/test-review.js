import { action } from './index.js';
await action('test-review');
