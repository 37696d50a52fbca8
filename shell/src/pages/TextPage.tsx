import { useEffect } from 'react';
import { Markdown } from './Markdown';
import { Article } from './ui';
import about from './text/about.md';
import dataViewsGuide from './text/guides-data-views.md';
import glossary from './text/glossary.md';
import resources from './text/resources.md';

/** The text pages of §2, each loaded from its markdown document. */
export const textPages = {
  about: { title: 'About', source: about },
  resources: { title: 'Resources', source: resources },
  glossary: { title: 'Glossary', source: glossary },
  'guides/data-views': { title: 'Data Views Guide', source: dataViewsGuide },
} as const;

export type TextPageName = keyof typeof textPages;

export function TextPage({ page }: { page: TextPageName }) {
  const { title, source } = textPages[page];
  useEffect(() => {
    document.title = `${title} · League`;
  }, [title]);
  return (
    <Article>
      <Markdown source={source} />
    </Article>
  );
}
