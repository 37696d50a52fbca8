/** Markdown documents are bundled as plain strings (rspack `asset/source`, jest transform). */
declare module '*.md' {
  const text: string;
  export default text;
}
