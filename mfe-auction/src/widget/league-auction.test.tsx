import { act } from '@testing-library/react';

// the widget build swaps styled-components for its own subset (rspack.widget.config.ts): test what ships
jest.mock('styled-components', () => jest.requireActual('./styled-lite'));
import './league-auction';
import { widgetEndpoints } from './league-auction';

describe('<league-auction>', () => {
  it('derives the API and realtime URLs from api-base', () => {
    expect(widgetEndpoints('https://league.example/', 'https://blog.example')).toEqual({ api: 'https://league.example/api', ws: 'wss://league.example/ws' });
    expect(widgetEndpoints(null, 'http://127.0.0.1:8080')).toEqual({ api: 'http://127.0.0.1:8080/api', ws: 'ws://127.0.0.1:8080/ws' });
  });

  it('renders inside its own shadow root with its styles there, not in the page', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const el = document.createElement('league-auction');
    el.setAttribute('league-id', '0');
    await act(async () => {
      document.body.append(el);
    });
    expect(el.shadowRoot).not.toBeNull();
    expect(el.shadowRoot!.textContent).toContain('Auction is not scheduled.');
    expect(document.body.textContent).toBe('');
    expect(el.shadowRoot!.querySelector('style')).not.toBeNull();
    expect(document.head.querySelector('style[data-styled]')).toBeNull();
    // the host reset (jsdom has no constructable stylesheets, so it is the <style> fallback here)
    expect(el.shadowRoot!.querySelector('style')!.textContent).toContain('all: initial !important');
    await act(async () => el.remove());
    expect(el.shadowRoot!.childNodes.length).toBe(0);
  });

  it('puts the nonce of the element on its style elements', async () => {
    const el = document.createElement('league-auction');
    el.setAttribute('league-id', '0');
    el.setAttribute('nonce', 'n0nce');
    await act(async () => {
      document.body.append(el);
    });
    const styles = [...el.shadowRoot!.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(1);
    for (const style of styles) expect(style.nonce || style.getAttribute('nonce')).toBe('n0nce');
    await act(async () => el.remove());
    expect(el.shadowRoot!.childNodes.length).toBe(0);
  });
});
