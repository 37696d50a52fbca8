/** `/error-test`: throws while rendering so the error screen can be seen and checked. */
export function ErrorTestPage(): never {
  throw new Error('Error test: this page throws on render on purpose');
}
