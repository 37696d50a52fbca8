import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ErrorTestPage } from '../pages/ErrorTestPage';

describe('error screen', () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true } as Response));
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockClear();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    // React logs caught render errors; keep the output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  function renderFailing() {
    return render(
      <AppErrorBoundary>
        <ErrorTestPage />
      </AppErrorBoundary>,
    );
  }

  it('shows the texts, the details and reports the error', () => {
    renderFailing();
    expect(screen.getByText('Something unexpected happened')).toBeTruthy();
    expect(screen.getByText('This error has been automatically captured and reported')).toBeTruthy();
    expect(screen.getByRole('link', { name: /community chat/i }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    const details = screen.getByTestId('error-details').textContent ?? '';
    expect(details).toContain('Error: Error test: this page throws on render on purpose');
    expect(details).toMatch(/Timestamp: \d{4}-\d{2}-\d{2}T/);
    expect(details).toContain(`URL: ${window.location.href}`);
    expect(details).toContain('ErrorTestPage');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/errors');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body)).message).toBe('Error test: this page throws on render on purpose');
  });

  it('copies the details and shows a confirmation for 2 seconds', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderFailing();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    });
    expect(writeText).toHaveBeenCalledWith(screen.getByTestId('error-details').textContent);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
  });

  it('a failed copy is only logged', async () => {
    const writeText = jest.fn(() => Promise.reject(new Error('denied')));
    Object.assign(navigator, { clipboard: { writeText } });
    renderFailing();
    consoleError.mockClear();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    });
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('Copy to clipboard failed', expect.any(Error));
  });
});
