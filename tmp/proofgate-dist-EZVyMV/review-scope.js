import { action } from './index.js';
await action('review-scope');
