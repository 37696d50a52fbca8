/**
 * `--require` hook for a worker thread started from a test: loads api/src's TypeScript files with swc (as
 * jest does in the test's own thread), so a test can run the embedded database's thread from source.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a `--require` hook runs before any module system but CommonJS's */
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
