/** jsdom lacks TextEncoder/TextDecoder, which react-router 7 uses at import time. */
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

// findBy* and waitFor wait up to 15 s: a page with several loads renders slower on a loaded 2-core CI machine
// than the 1 s default allows (5 s was once not enough beside the e2e suites). A page that never shows still fails. (@testing-library/dom, not /react: this
// file runs before the test framework, and /react registers its cleanup only when loaded after it.)
require('@testing-library/dom').configure({ asyncUtilTimeout: 15000 });
