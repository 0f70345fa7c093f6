import { action } from './index.js';
await action('command');
