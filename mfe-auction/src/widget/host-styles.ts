/**
 * The widget's own stylesheet, adopted by its shadow root (a constructed stylesheet: no `<style>`
 * element, so a host CSP without 'unsafe-inline' for styles does not apply to it).
 *
 * `:host` resets every property (`all: initial`), so nothing the host page sets reaches the widget,
 * inherited properties included; `!important` because a host rule on the element itself (`* {…}`)
 * would otherwise win over `:host`, while an important `:host` declaration beats the page's, important
 * or not. Then the widget sets its own text defaults. Wide tables scroll inside the widget rather
 * than push it past a narrow sidebar.
 */
export const WIDGET_HOST_CSS = `
:host {
  all: initial !important;
  display: block !important;
  box-sizing: border-box !important;
  max-width: 100% !important;
  min-width: 0 !important;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif !important;
  font-size: 14px !important;
  line-height: 1.4 !important;
  color: #1f2430 !important;
  background: #fff !important;
  text-align: start !important;
}
:host([hidden]) { display: none !important; }
*, *::before, *::after { box-sizing: border-box; }
.league-auction-root { max-width: 100%; overflow-wrap: anywhere; }
table { display: block; max-width: 100%; overflow-x: auto; }
img, svg { max-width: 100%; }
`;

/** The constructed stylesheet, built once per page and shared by every widget on it. */
let sheet: CSSStyleSheet | null = null;

/**
 * Gives a shadow root the widget's stylesheet: adopted where constructable stylesheets exist (every
 * current browser), else a `<style>` element carrying the nonce.
 */
export function applyHostStyles(shadow: ShadowRoot, nonce: string | undefined): void {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(WIDGET_HOST_CSS);
    }
    shadow.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = WIDGET_HOST_CSS;
  shadow.prepend(style);
}
