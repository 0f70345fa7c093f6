#!/usr/bin/env node
import { cli, exitWhenIdle } from './index.js';
await cli();
await exitWhenIdle();
