/**
 * Stands in for zod's English messages (`zod/v4/locales/en.js`) in the widget build
 * (rspack.widget.config.ts): one line per issue instead of a sentence per issue kind (~1 kB brotli).
 * The widget never shows a parse message: a bad answer reads "Unexpected response from the server"
 * and a bad realtime message is dropped; the messages only reach `ApiError.details` and the realtime
 * client's report, where the issue's code, path and expectation are what a reader needs. Plain
 * JavaScript, as it replaces a file in node_modules.
 */
const brief = (issue) => {
  const bound = issue.maximum ?? issue.minimum;
  const expected = issue.expected ?? issue.values?.join('|') ?? issue.format ?? (bound === undefined ? undefined : String(bound));
  return expected === undefined ? `Invalid input (${issue.code})` : `Invalid input (${issue.code}): expected ${expected}`;
};

export default function () {
  return { localeError: brief };
}
