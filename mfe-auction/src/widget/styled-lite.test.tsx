import { act, render } from '@testing-library/react';
import styled, { compile, css, keyframes, StyleSheetManager } from './styled-lite';

describe('styled-lite: nesting flattened as stylis did', () => {
  it('keeps the declarations on the class and prefixes nested selectors', () => {
    expect(compile(['.a'], 'color: red; & button { min-height: 24px; } p { margin: 0; }')).toEqual([
      '.a{color: red}',
      '.a button{min-height: 24px}',
      '.a p{margin: 0}',
    ]);
  });
  it('puts & where it stands, splits selector lists at the top level only', () => {
    expect(compile(['.a'], '&:hover:not(:disabled) { filter: none; } & th, & td { padding: 5px 6px; } & button[aria-pressed=\'true\'] { color: #fff; }')).toEqual([
      '.a:hover:not(:disabled){filter: none}',
      '.a th,.a td{padding: 5px 6px}',
      ".a button[aria-pressed='true']{color: #fff}",
    ]);
  });
  it('wraps nested at-rules around the rule and drops comments', () => {
    expect(compile(['.a'], '/* why */ display: grid; @media (max-width: 800px) { grid-template-columns: 1fr; } @container (max-width: 800px) { & b { color: red; } }')).toEqual([
      '.a{display: grid}',
      '@media (max-width: 800px){.a{grid-template-columns: 1fr}}',
      '@container (max-width: 800px){.a b{color: red}}',
    ]);
  });
  it('keeps semicolons inside parentheses and strings in their declaration', () => {
    expect(compile(['.a'], "background: url('data:image/png;base64,xyz'); content: ';'")).toEqual([".a{background: url('data:image/png;base64,xyz');content: ';'}"]);
  });
});

describe('styled-lite components', () => {
  const Box = styled.div<{ $warn: boolean }>`
    padding: 4px;
    ${(p) => p.$warn && css`color: red;`}
  `;
  const spin = keyframes`from { opacity: 0; } to { opacity: 1; }`;
  const Spinner = styled.span`animation: ${spin} 1s linear infinite;`;

  it('styles by class, keeps $props off the DOM, merges className and passes the rest through', () => {
    const target = document.createElement('div');
    document.body.append(target);
    const { container } = render(
      <StyleSheetManager target={target} nonce="abc">
        <Box $warn className="mine" data-testid="box" aria-label="box">
          hi
        </Box>
        <Box $warn={false}>calm</Box>
      </StyleSheetManager>,
    );
    const [warn, calm] = [...container.querySelectorAll('div')];
    expect(warn.className).toMatch(/^s[0-9a-z]+ mine$/);
    expect(warn.getAttribute('aria-label')).toBe('box');
    expect(warn.hasAttribute('$warn')).toBe(false);
    expect(calm.className).not.toBe(warn.className.split(' ')[0]);
    // no constructable stylesheets in jsdom: the <style> fallback, in the target, with the nonce
    const style = target.querySelector('style')!;
    expect(style.nonce || style.getAttribute('nonce')).toBe('abc');
    expect(style.textContent).toContain(`.${warn.className.split(' ')[0]}{padding: 4px;color: red}`);
    target.remove();
  });

  it('brings a keyframes rule along with the component that names it, once', () => {
    const target = document.createElement('div');
    document.body.append(target);
    render(
      <StyleSheetManager target={target}>
        <Spinner />
        <Spinner />
      </StyleSheetManager>,
    );
    const text = target.querySelector('style')!.textContent!;
    expect(text.match(new RegExp(`@keyframes ${spin.name}\\{`, 'g'))).toHaveLength(1);
    expect(text).toContain(`animation: ${spin.name} 1s linear infinite`);
    target.remove();
  });

  it('puts the style element back when its target was emptied (the widget taken out and put back)', async () => {
    const target = document.createElement('div');
    document.body.append(target);
    const view = render(<StyleSheetManager target={target}><Box $warn>x</Box></StyleSheetManager>);
    target.replaceChildren();
    await act(async () => view.rerender(<StyleSheetManager target={target}><Box $warn={false}>x</Box></StyleSheetManager>));
    expect(target.querySelector('style')).not.toBeNull();
    target.remove();
  });
});
