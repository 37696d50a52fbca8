import { act } from '@testing-library/react';
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
    await act(async () => el.remove());
    expect(el.shadowRoot!.childNodes.length).toBe(0);
  });
});
