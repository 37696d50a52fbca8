/** Jest counterpart of rspack's `asset/source` rule: a markdown file is a module exporting its text. */
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
