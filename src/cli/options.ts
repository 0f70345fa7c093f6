import type { RawOptions } from '../text/options.js';
import type { Values } from './spec.js';

/** The command line's raw options: the parsed flags, named back as they are typed (`--agent custom`, `--no-isolate`). */
export function cliOptions(values: Values): RawOptions {
  return {
    name: (key, value) => (value === false ? `--no-${key}` : typeof value === 'string' ? `--${key} ${value}` : `--${key}`),
    string: (key) => {
      const v = values[key];
      return typeof v === 'string' ? v : undefined;
    },
    list: (key) => {
      const v = values[key];
      return Array.isArray(v) ? v : typeof v === 'string' ? [v] : undefined;
    },
    toggle(key, refuse) {
      const on = values[key] === true;
      const off = values[`no-${key}`] === true;
      if (on && off) refuse(`--${key} and --no-${key} contradict each other: give one`);
      return on ? true : off ? false : undefined;
    },
  };
}
