#!/usr/bin/env node
import { cli } from './index.js';
await cli();
