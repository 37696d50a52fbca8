import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { externalLinks } from '../links';
import { theme } from '../theme/theme';

export const copyConfirmationMs = 2000;

export interface ErrorDetails {
  timestamp: string;
  url: string;
  message: string;
  componentStack: string;
}

/** Plain-text block the user pastes into a bug report. */
export function formatErrorDetails(details: ErrorDetails): string {
  return [
    `Timestamp: ${details.timestamp}`,
    `URL: ${details.url}`,
    `Error: ${details.message}`,
    'Component stack:',
    details.componentStack.trim(),
  ].join('\n');
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 32px 16px;
  background: ${theme.color.paper};
`;

const Card = styled.section`
  width: min(720px, 100%);
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow.raised};
  padding: 32px;
  h1 { margin-top: 0; }
`;

const Details = styled.div`
  margin: 20px 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surfaceAlt};
`;

const DetailsHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 12px;
  border-bottom: 1px solid ${theme.color.border};
  font-weight: 600;
`;

const Pre = styled.pre`
  margin: 0;
  padding: 12px;
  max-height: 280px;
  overflow: auto;
  white-space: pre-wrap;
  word-break: break-word;
  font-size: 12.5px;
`;

const Button = styled.button`
  border: 0;
  border-radius: ${theme.radius.small};
  padding: 10px 18px;
  background: ${theme.color.ink};
  color: #fff;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${theme.color.inkSoft}; }
`;

const IconButton = styled.button`
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.small};
  padding: 4px 10px;
  cursor: pointer;
  font-size: 13px;
`;

/** Copy action with a 2-second confirmation icon; a failed copy is only logged (§2 Error screen). */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copyConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
    }
  };
  return (
    <IconButton type="button" onClick={copy} aria-label={copied ? 'Copied' : 'Copy to clipboard'}>
      {copied ? '✓ Copied' : '⧉ Copy'}
    </IconButton>
  );
}

/** Full-page screen shown for an unhandled render error. */
export function ErrorScreen({ details }: { details: ErrorDetails }) {
  const text = formatErrorDetails(details);
  return (
    <Page>
      <Card>
        <h1>Something unexpected happened</h1>
        <p>This error has been automatically captured and reported</p>
        <p>
          Need a hand? Ask in the{' '}
          <a href={externalLinks.discord} target="_blank" rel="noreferrer">
            community chat on Discord
          </a>
          .
        </p>
        <Details>
          <DetailsHead>
            <span>Error Details</span>
            <CopyButton text={text} />
          </DetailsHead>
          <Pre data-testid="error-details" tabIndex={0} role="region" aria-label="Error details">{text}</Pre>
        </Details>
        <Button type="button" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </Card>
    </Page>
  );
}
